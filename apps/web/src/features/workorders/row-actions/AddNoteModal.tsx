import type { NoteType } from "@fm/domain";
import { Checkbox, Group, MultiSelect, Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../../components/FormModal.tsx";
import { useFormMutation } from "../../../components/use-api-mutation.ts";
import { useDispatchers } from "../lookups.ts";
import { workOrderApi, workOrderKeys } from "../workorder-api.ts";
import { checkEmails } from "./note-rules.ts";

/** Note types and pertains-to values (spec 1 §3, §5). */
export const NOTE_TYPES = ["Internal", "Customer", "Vendor", "Client and Vendor", "Accounting"] as const;
const PERTAINS_TO = [
  { value: "1", label: "Customer" },
  { value: "2", label: "Internal" },
  { value: "3", label: "Vendor" },
];

interface NoteForm {
  note: string;
  type: NoteType | null;
  pertainsto: string | null;
  highpriority: boolean;
  users: string[];
  emails: string;
  includecustomer: boolean;
  customerupdated: boolean;
}

const cleanEmails = (emails: string) =>
  emails
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .join(",");

/**
 * Add Note popup (600x450, spec 1 §5): note, type (default Internal) and pertains-to (default Internal) are
 * required; for an Internal note the additional e-mails and include-customer are cleared and disabled.
 */
export const AddNoteModal = ({
  workorderid,
  wonumber,
  userOptions,
  withCustomerUpdated = false,
  onClose,
  onDone,
}: {
  workorderid: number;
  wonumber: string;
  /** People to e-mail; defaults to the dispatchers list. */
  userOptions?: ReadonlyArray<{ value: string; label: string }>;
  /** The detail's Notes tab also offers Customer Updated (spec 2 §2). */
  withCustomerUpdated?: boolean;
  onClose: () => void;
  /** After the note is saved (the work-order lists are refreshed here). */
  onDone?: () => void;
}) => {
  const dispatchers = useDispatchers(userOptions === undefined);
  const form = useForm<NoteForm>({
    initialValues: {
      note: "",
      type: "Internal",
      pertainsto: "2",
      highpriority: false,
      users: [],
      emails: "",
      includecustomer: false,
      customerupdated: false,
    },
    validate: {
      note: (v) => (v.trim() ? null : "Note is required."),
      type: (v) => (v ? null : "Type is required."),
      pertainsto: (v) => (v ? null : "Pertains To is required."),
      emails: (v, values) => (values.type === "Internal" ? null : checkEmails(v)),
    },
  });
  const internal = form.values.type === "Internal";
  const save = useFormMutation({
    mutationFn: (v: NoteForm) => {
      const emails = cleanEmails(v.emails);
      const isInternal = v.type === "Internal";
      return workOrderApi.saveNote({
        workorderid,
        note: v.note.trim(),
        type: v.type ?? "Internal",
        pertainsto: Number(v.pertainsto) as 1 | 2 | 3,
        highpriority: v.highpriority,
        emails: isInternal || !emails ? null : emails,
        emailuserids: v.users.length ? v.users.map(Number) : null,
        includecustomer: isInternal ? false : v.includecustomer,
        customerupdated: withCustomerUpdated && v.customerupdated,
      });
    },
    invalidates: [workOrderKeys.all],
    success: "Note added",
    onSaved: onDone,
    onClose,
  });

  return (
    <FormModal
      form={form}
      title="Add Note"
      width={600}
      height={450}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <SimpleGrid cols={3} spacing="sm">
        <TextInput label="Work Order #" value={wonumber} readOnly variant="filled" />
        <Select
          label="Type"
          withAsterisk
          data={[...NOTE_TYPES]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("type")}
          onChange={(v) => {
            form.setFieldValue("type", v);
            if (v === "Internal") {
              form.setFieldValue("emails", "");
              form.setFieldValue("includecustomer", false);
              form.clearFieldError("emails");
            }
          }}
        />
        <Select
          label="Pertains To"
          withAsterisk
          data={PERTAINS_TO}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("pertainsto")}
        />
      </SimpleGrid>
      <Textarea
        label="Note"
        withAsterisk
        data-autofocus
        autosize
        minRows={4}
        maxRows={8}
        {...form.getInputProps("note")}
      />
      <MultiSelect
        label="Users"
        placeholder="E-mail these users"
        searchable
        data={userOptions ?? (dispatchers.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("users")}
      />
      <TextInput
        label="Additional Emails"
        placeholder={internal ? "Not for Internal notes" : "a@example.com, b@example.com"}
        description="Separate addresses with commas"
        disabled={internal}
        {...form.getInputProps("emails")}
      />
      <Group gap="xl">
        <Checkbox label="High Priority" {...form.getInputProps("highpriority", { type: "checkbox" })} />
        <Checkbox
          label="Include Customer"
          disabled={internal}
          {...form.getInputProps("includecustomer", { type: "checkbox" })}
        />
        {withCustomerUpdated && (
          <Checkbox
            label="Customer Updated"
            {...form.getInputProps("customerupdated", { type: "checkbox" })}
          />
        )}
      </Group>
    </FormModal>
  );
};
