import type { CustomerProfile } from "@fm/domain/contracts";
import { Alert, Center, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { CardTable, type GridColumn } from "../../components/datagrid/index.ts";
import { errorText } from "../../components/ErrorFallback.tsx";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { ReadOnlyField as Field } from "../../components/ReadOnlyField.tsx";
import { portalApi, portalKeys } from "./customer-portal-api.ts";
import { ProfileNotes } from "./ProfileNotes.tsx";
import { useFieldLabels } from "./use-field-labels.ts";

type JobSite = CustomerProfile["jobsites"][number];
type Label = ReturnType<typeof useFieldLabels>;

/** The job sites' columns, captioned from the field-name dictionary: a table on a desk, cards on a phone. */
const jobSiteColumns = (label: Label): GridColumn<JobSite>[] => [
  { name: "jobsite", caption: label("customerjobsite", "jobsite", "Job Site") },
  {
    name: "jobsitedescription",
    caption: label("customerjobsite", "jobsitedescription", "Job Site Description"),
  },
  { name: "streetaddress", caption: label("customerjobsite", "streetaddress", "Street Address") },
  { name: "city", caption: label("customerjobsite", "city", "City") },
  { name: "statecode", caption: label("customerjobsite", "statecode", "State") },
  { name: "postalcode", caption: label("customerjobsite", "postalcode", "Zip Code") },
];

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

/** /customerprofile — the customer's own record, read-only, labelled from the field-name dictionary (spec 3 §2.5). */
export const CustomerProfilePage = () => {
  const label = useFieldLabels();
  const profile = useQuery({ queryKey: portalKeys.profile, queryFn: portalApi.profile });
  if (profile.isPending)
    return (
      <Center p="xl">
        <LoadPanel />
      </Center>
    );
  if (profile.error)
    return (
      <Alert color="red" title="Something went wrong:">
        {errorText(profile.error)}
      </Alert>
    );
  const c = profile.data;
  return (
    <Stack gap="sm" p={{ base: "xs", md: "sm" }}>
      <Title order={3}>{c.customername}</Title>
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          <Field label={label("customer", "customername", "Customer Name")}>{c.customername}</Field>
          <Field label={label("customer", "streetaddress", "Street Address")}>
            {[c.streetaddress, c.streetaddress2].filter(Boolean).join(", ")}
          </Field>
          <Field label={label("customer", "city", "City")}>{c.city}</Field>
          <Field label={label("customer", "statecode", "State")}>{c.statecode}</Field>
          <Field label={label("customer", "postalcode", "Zip Code")}>{c.postalcode}</Field>
          <Field label="Contact">{name(c.contactfirstname, c.contactlastname)}</Field>
          <Field label="Contact Phone">{c.contactphone}</Field>
          <Field label="Contact Cell Phone">{c.contactcellphone}</Field>
          <Field label="Contact Email">{c.contactemail}</Field>
          <Field label="Billing Contact">{name(c.billingfirstname, c.billinglastname)}</Field>
          <Field label="Billing Phone">{c.billingphone}</Field>
          <Field label="Billing Email">{c.billingemail}</Field>
          <Field label="Terms">{c.term}</Field>
          <Field label="Dispatcher">{c.dispatcher}</Field>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="sm">
        <Text fw={600} mb="xs">
          {label("customerjobsite", "jobsite", "Job Site")}s
        </Text>
        <CardTable
          label="Job sites"
          columns={jobSiteColumns(label)}
          rows={c.jobsites}
          getRowId={(s) => String(s.jobsiteid)}
          emptyText="No job sites yet"
        />
      </Paper>
      <Paper withBorder p="sm">
        <Text fw={600} mb="xs">
          Notes
        </Text>
        <ProfileNotes />
      </Paper>
    </Stack>
  );
};
