import { Checkbox, List, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { FormModal } from "../../components/FormModal.tsx";
import { useEntityLabel, useFieldLabels } from "../../components/labels/index.ts";
import { PhoneInput } from "../../components/PhoneInput.tsx";
import { SizedModal } from "../../components/SizedModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { customerKeys, customersApi, type JobSite } from "./customers-api.ts";
import { isUsPhone, PHONE_MESSAGE, required } from "./form-rules.ts";
import { type ProcedureItem, ProceduresEditor } from "./JobSiteProcedures.tsx";
import { timeZoneGroups } from "./time-zones.ts";

interface Values {
  jobsite: string;
  jobsitedescription: string;
  streetaddress: string;
  streetaddress2: string;
  city: string;
  statecode: string;
  postalcode: string;
  phone: string;
  contactperson: string;
  email: string;
  specialprocedure: string;
  isactive: boolean;
  /** Issue 32: the site's IANA zone for SLA business hours; "" = the server derives it from the state. */
  timezone: string;
  procedures: ProcedureItem[];
}

const LABELS: Record<string, string> = {
  jobsite: "Job Site",
  jobsitedescription: "Job Site Description",
  streetaddress: "Street Address",
  city: "City",
  statecode: "State",
  postalcode: "Zip Code",
};

/** The job-site popup (800x500, spec 3 §2.4, §5): add or edit; the server sets coordinates from the ZIP. */
export const JobSiteModal = ({
  customerid,
  site,
  onClose,
}: {
  customerid: number;
  site: JobSite | null;
  onClose: () => void;
}) => {
  // Captions and '{label} is required.' follow the field dictionary (customerjobsite, spec 3 §5).
  const label = useFieldLabels("customerjobsite");
  const entity = useEntityLabel("jobsite");
  const labelRef = useRef(label);
  labelRef.current = label;
  const states = useQuery({ queryKey: customerKeys.lists, queryFn: customersApi.lists, staleTime: 60_000 });
  const form = useForm<Values>({
    initialValues: {
      jobsite: site?.jobsite ?? "",
      jobsitedescription: site?.jobsitedescription ?? "",
      streetaddress: site?.streetaddress ?? "",
      streetaddress2: site?.streetaddress2 ?? "",
      city: site?.city ?? "",
      statecode: site?.statecode ?? "",
      postalcode: site?.postalcode ?? "",
      phone: site?.phone ?? "",
      contactperson: site?.contactperson ?? "",
      email: site?.email ?? "",
      specialprocedure: site?.specialprocedure ?? "",
      isactive: site?.isactive ?? true,
      timezone: site?.timezone ?? "",
      procedures: (site?.procedures ?? []).map((p) => ({ ...p, key: `p${p.id}` })),
    },
    validate: {
      ...Object.fromEntries(
        Object.entries(LABELS).map(([k, fallback]) => [
          k,
          (v: string) => required(labelRef.current(k, fallback))(v),
        ]),
      ),
      phone: (v: string) => (v.trim() && !isUsPhone(v) ? PHONE_MESSAGE : null),
      email: (v: string) =>
        v.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? "Email is invalid." : null,
      procedures: { procedure: required("Procedure") },
    },
  });
  const save = useFormMutation({
    mutationFn: ({ procedures, timezone, ...v }: Values) => {
      // The zone is sent only when the user changed it (otherwise a state change re-derives it on the server).
      const zone = timezone && timezone !== (site?.timezone ?? "") ? { timezone } : {};
      const body = { ...v, ...zone, procedures: procedures.map(({ id, procedure }) => ({ id, procedure })) };
      return site
        ? customersApi.updateJobSite({ ...body, id: site.id, version: site.version })
        : customersApi.addJobSite({ ...body, customerid });
    },
    invalidates: [customerKeys.jobSitesAll, customerKeys.all],
    success: site ? "Job site updated" : "Jobsite Added!",
    onClose,
  });
  return (
    <FormModal
      form={form}
      title={site ? `Edit ${entity} ${site.jobsite}` : `Add ${entity}`}
      width={800}
      height={500}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={label("jobsite", "Job Site")} withAsterisk {...form.getInputProps("jobsite")} />
        <TextInput
          label={label("jobsitedescription", "Job Site Description")}
          withAsterisk
          {...form.getInputProps("jobsitedescription")}
        />
        <TextInput
          label={label("streetaddress", "Street Address")}
          withAsterisk
          {...form.getInputProps("streetaddress")}
        />
        <TextInput label="Street Address 2" {...form.getInputProps("streetaddress2")} />
        <TextInput label={label("city", "City")} withAsterisk {...form.getInputProps("city")} />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label="State"
            withAsterisk
            searchable
            data={(states.data?.states ?? []).map((s) => ({ value: s.statecode, label: s.statecode }))}
            {...form.getInputProps("statecode")}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={label("postalcode", "Zip Code")}
            withAsterisk
            {...form.getInputProps("postalcode")}
          />
        </SimpleGrid>
        <Select
          label="Time Zone"
          description="Business hours of SLA clocks; blank: the state's zone"
          searchable
          clearable
          data={timeZoneGroups(site?.timezone)}
          {...form.getInputProps("timezone")}
          onChange={(v) => form.setFieldValue("timezone", v ?? "")}
          comboboxProps={{ withinPortal: true }}
        />
        <PhoneInput label="Phone" {...form.getInputProps("phone")} />
        <TextInput label="Contact Person" {...form.getInputProps("contactperson")} />
        <TextInput label="Email" {...form.getInputProps("email")} />
        {site && (
          <Checkbox mt="lg" label="Active" {...form.getInputProps("isactive", { type: "checkbox" })} />
        )}
      </SimpleGrid>
      <Textarea
        mt="sm"
        label="Special Procedure"
        autosize
        minRows={3}
        {...form.getInputProps("specialprocedure")}
      />
      <ProceduresEditor form={form} />
    </FormModal>
  );
};

/** The read-only view of a job site (job-site list 'View'), with its procedures. */
export const JobSiteView = ({ site, onClose }: { site: JobSite; onClose: () => void }) => (
  <SizedModal
    opened
    onClose={onClose}
    title={`${site.jobsite} - ${site.customername}`}
    width={800}
    height={500}
  >
    <Stack gap="xs">
      <Text>{site.jobsitedescription}</Text>
      <Text>
        {site.streetaddress}
        {site.streetaddress2 ? `, ${site.streetaddress2}` : ""}, {site.city}, {site.statecode}{" "}
        {site.postalcode}
      </Text>
      <Text>
        {[site.contactperson, site.phone, site.email].filter(Boolean).join(" · ") || "No contact details"}
      </Text>
      {site.latitude !== null && (
        <Text size="sm" c="dimmed">
          Location {site.latitude?.toFixed(4)}, {site.longitude?.toFixed(4)}
        </Text>
      )}
      <Text fw={600}>Procedures</Text>
      {site.procedures.length ? (
        <List>
          {site.procedures.map((p) => (
            <List.Item key={p.id}>{p.procedure}</List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed">No Procedures Found</Text>
      )}
    </Stack>
  </SizedModal>
);
