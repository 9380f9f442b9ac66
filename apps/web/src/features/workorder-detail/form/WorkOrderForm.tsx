import { STATUS } from "@fm/domain";
import { MultiSelect, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useFieldLabels } from "../../../components/labels/index.ts";
import { MoneyInput } from "../../../components/MoneyInput.tsx";
import { RichTextField } from "../../../components/rich-text/RichTextField.tsx";
import type { CustomerOption, JobsiteOption, WorkOrderLists } from "../detail-api.ts";
import type { FormErrors, FormValues } from "./form-model.ts";
import { JobsitePicker } from "./JobsitePicker.tsx";

const options = (rows: readonly { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
const people = (rows: readonly { id: number; firstname: string; lastname: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: `${r.firstname} ${r.lastname}`.trim() }));

const ReadOnly = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <TextInput label={label} value={value ?? ""} readOnly variant="filled" tabIndex={-1} />
);

/** The Work Order tab form (spec 2 §2): every field, read-only when Invoiced or Cancelled. */
export const WorkOrderForm = ({
  values,
  errors,
  onChange,
  lists,
  customers,
  jobsite,
  readOnly,
  onStatusChange,
}: {
  values: FormValues;
  errors: FormErrors;
  onChange: (patch: Partial<FormValues>) => void;
  lists: WorkOrderLists | undefined;
  customers: readonly CustomerOption[];
  /** The chosen job site's details (from the lists, or the loaded order's). */
  jobsite: JobsiteOption | null;
  readOnly: boolean;
  /** A status was picked: the caller opens the status popup (or applies it on a new order). */
  onStatusChange: (statusid: string) => void;
}) => {
  // Captions from the field dictionary (spec 2 intro): the list's workorder fields where the form uses the
  // same words, workorderdetail where the form's own caption differs (PO Number vs the list's PO #).
  const wl = useFieldLabels("workorder");
  const dl = useFieldLabels("workorderdetail");
  const jl = useFieldLabels("customerjobsite");
  const select = (key: keyof FormValues) => ({
    value: (values[key] as string | null) ?? null,
    error: errors[key],
    readOnly,
    searchable: !readOnly,
    allowDeselect: false,
    comboboxProps: { withinPortal: true },
    onChange: (v: string | null) => onChange({ [key]: v } as Partial<FormValues>),
  });
  const cancelled = values.statusid === String(STATUS.Cancelled);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" verticalSpacing="xs">
        <TextInput
          label={dl("requestedby", "Requested By")}
          value={values.requestedby}
          readOnly={readOnly}
          onChange={(e) => onChange({ requestedby: e.currentTarget.value })}
        />
        <Select
          label={dl("salesrep", "Sales Rep")}
          data={people(lists?.salesreps)}
          {...select("salesrepid")}
          allowDeselect
        />
        <TextInput
          label={dl("ponumber", "PO Number")}
          value={values.ponumber}
          readOnly={readOnly}
          onChange={(e) => onChange({ ponumber: e.currentTarget.value })}
        />
        <MoneyInput
          label={wl("nte", "NTE")}
          allowNegative={false}
          value={values.nte}
          readOnly={readOnly}
          error={errors.nte}
          onChange={(v) => onChange({ nte: v })}
        />
        <TextInput
          type="date"
          label={wl("duedate", "Due Date")}
          withAsterisk
          value={values.duedate}
          readOnly={readOnly}
          error={errors.duedate}
          onChange={(e) => onChange({ duedate: e.currentTarget.value })}
        />
        <TextInput
          type="datetime-local"
          label={dl("promisedate", "Promise Date")}
          value={values.promisedate}
          readOnly={readOnly}
          onChange={(e) => onChange({ promisedate: e.currentTarget.value })}
        />
        <TextInput
          type="datetime-local"
          label={wl("scheduledate", "Schedule Date")}
          value={values.scheduledate}
          readOnly={readOnly}
          onChange={(e) => onChange({ scheduledate: e.currentTarget.value })}
        />
        <Select
          label={wl("customername", "Customer")}
          withAsterisk
          data={customers.map((c) => ({ value: String(c.id), label: c.customername }))}
          {...select("customerid")}
          onChange={(v) => {
            if (v !== values.customerid) onChange({ customerid: v, jobsiteid: null });
          }}
        />
        <JobsitePicker
          label={dl("jobsite", "Job Site")}
          jobsites={lists?.jobsites ?? []}
          value={values.jobsiteid}
          readOnly={readOnly}
          disabled={!values.customerid}
          error={errors.jobsiteid}
          onChange={(site) => onChange({ jobsiteid: site.jobsiteid })}
        />
        <Select
          label={dl("division", "Division")}
          withAsterisk
          data={options(lists?.divisions)}
          {...select("divisionid")}
        />
        <Select
          label={wl("status", "Status")}
          withAsterisk
          data={options(lists?.statuses)}
          {...select("statusid")}
          onChange={(v) => {
            if (v && v !== values.statusid) onStatusChange(v);
          }}
        />
        <Select
          label={wl("priority", "Priority")}
          withAsterisk
          data={options(lists?.priorities)}
          {...select("priorityid")}
        />
        <Select
          label={dl("requesttype", "Request Type")}
          withAsterisk
          data={options(lists?.requesttypes)}
          {...select("requesttypeid")}
        />
      </SimpleGrid>

      <Paper withBorder p="sm" radius="sm" aria-label="Job site details" component="section">
        <SimpleGrid cols={{ base: 1, md: 3, xl: 4 }} spacing="sm" verticalSpacing={4}>
          <ReadOnly label="Jobsite Description" value={jobsite?.jobsitedescription} />
          <ReadOnly label="Phone" value={jobsite?.phone} />
          <ReadOnly label="Contact" value={jobsite?.contactperson} />
          <ReadOnly label="Address" value={jobsite?.streetaddress} />
          <ReadOnly label={jl("city", "City")} value={jobsite?.city} />
          <ReadOnly label={jl("statecode", "State")} value={jobsite?.statecode} />
          <ReadOnly label="Zip" value={jobsite?.postalcode} />
        </SimpleGrid>
      </Paper>

      {cancelled && (
        <Textarea
          label="Cancel Reason"
          value={values.cancelreason}
          readOnly
          variant="filled"
          autosize
          minRows={1}
        />
      )}
      <TextInput
        label={wl("briefdescription", "Brief Description")}
        withAsterisk
        value={values.briefdescription}
        readOnly={readOnly}
        error={errors.briefdescription}
        maxLength={500}
        onChange={(e) => onChange({ briefdescription: e.currentTarget.value })}
      />
      <MultiSelect
        label={wl("trades", "Trades")}
        data={(lists?.tradetypes ?? []).map((t) => ({ value: String(t.tradeid), label: t.tradename }))}
        value={values.tradeids}
        readOnly={readOnly}
        searchable={!readOnly}
        maxValues={10}
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
        onChange={(v) => onChange({ tradeids: v })}
      />
      <RichTextField
        label={dl("description", "Description")}
        value={values.description}
        readOnly={readOnly}
        onChange={(html) => onChange({ description: html })}
      />
    </Stack>
  );
};
