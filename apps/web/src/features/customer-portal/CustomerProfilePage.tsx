import { Alert, Center, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorText } from "../../components/ErrorFallback.tsx";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { ReadOnlyField as Field } from "../../components/ReadOnlyField.tsx";
import { portalApi, portalKeys } from "./customer-portal-api.ts";
import { ProfileNotes } from "./ProfileNotes.tsx";
import { useFieldLabels } from "./use-field-labels.ts";

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
        {c.jobsites.length === 0 ? (
          <Text c="dimmed" size="sm">
            No job sites yet
          </Text>
        ) : (
          <Table striped aria-label="Job sites">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{label("customerjobsite", "jobsite", "Job Site")}</Table.Th>
                <Table.Th>{label("customerjobsite", "jobsitedescription", "Job Site Description")}</Table.Th>
                <Table.Th>{label("customerjobsite", "streetaddress", "Street Address")}</Table.Th>
                <Table.Th>{label("customerjobsite", "city", "City")}</Table.Th>
                <Table.Th>{label("customerjobsite", "statecode", "State")}</Table.Th>
                <Table.Th>{label("customerjobsite", "postalcode", "Zip Code")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.jobsites.map((s) => (
                <Table.Tr key={s.jobsiteid}>
                  <Table.Td>{s.jobsite}</Table.Td>
                  <Table.Td>{s.jobsitedescription}</Table.Td>
                  <Table.Td>{s.streetaddress}</Table.Td>
                  <Table.Td>{s.city}</Table.Td>
                  <Table.Td>{s.statecode}</Table.Td>
                  <Table.Td>{s.postalcode}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
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
