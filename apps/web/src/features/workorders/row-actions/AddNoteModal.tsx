import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
import { useDispatchers } from "../lookups.ts";
import { workOrderApi } from "../workorder-api.ts";
import { checkEmails } from "./note-rules.ts";

/** Note types and pertains-to values (spec 1 §3, §5). */
export const NOTE_TYPES = ["Internal", "Customer", "Vendor", "Client and Vendor", "Accounting"] as const;
const PERTAINS_TO = [
  { value: "1", label: "Customer" },
  { value: "2", label: "Internal" },
  { value: "3", label: "Vendor" },
];

interface Errors {
  note?: string;
  type?: string;
  pertainsto?: string;
  emails?: string;
}

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
  onDone: () => void;
}) => {
  const dispatchers = useDispatchers(userOptions === undefined);
  const [customerupdated, setCustomerupdated] = useState(false);
  const [note, setNote] = useState("");
  const [type, setType] = useState<string | null>("Internal");
  const [pertainsto, setPertainsto] = useState<string | null>("2");
  const [highpriority, setHighpriority] = useState(false);
  const [users, setUsers] = useState<string[]>([]);
  const [emails, setEmails] = useState("");
  const [includecustomer, setIncludecustomer] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const internal = type === "Internal";

  const save = async () => {
    const next: Errors = {};
    if (!note.trim()) next.note = "Note is required.";
    if (!type) next.type = "Type is required.";
    if (!pertainsto) next.pertainsto = "Pertains To is required.";
    const emailError = internal ? null : checkEmails(emails);
    if (emailError) next.emails = emailError;
    setErrors(next);
    if (Object.keys(next).length || !type || !pertainsto) return;
    setBusy(true);
    try {
      const cleanEmails = emails
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .join(",");
      await workOrderApi.saveNote({
        workorderid,
        note: note.trim(),
        type,
        pertainsto: Number(pertainsto) as 1 | 2 | 3,
        highpriority,
        emails: internal || !cleanEmails ? null : cleanEmails,
        emailuserids: users.length ? users.map(Number) : null,
        includecustomer: internal ? false : includecustomer,
        customerupdated: withCustomerUpdated && customerupdated,
      });
      notifySuccess("Note added");
      onDone();
      onClose();
    } catch (err) {
      notifyError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SizedModal opened onClose={onClose} title="Add Note" width={600} height={450}>
      <form
        noValidate
        style={{ flex: 1, display: "flex" }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack justify="space-between" style={{ flex: 1 }} gap="sm">
          <Stack gap="sm">
            <SimpleGrid cols={3} spacing="sm">
              <TextInput label="Work Order #" value={wonumber} readOnly variant="filled" />
              <Select
                label="Type"
                withAsterisk
                data={[...NOTE_TYPES]}
                value={type}
                error={errors.type}
                allowDeselect={false}
                onChange={(v) => {
                  setType(v);
                  if (v === "Internal") {
                    setEmails("");
                    setIncludecustomer(false);
                  }
                }}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label="Pertains To"
                withAsterisk
                data={PERTAINS_TO}
                value={pertainsto}
                error={errors.pertainsto}
                allowDeselect={false}
                onChange={setPertainsto}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <Textarea
              label="Note"
              withAsterisk
              data-autofocus
              autosize
              minRows={4}
              maxRows={8}
              value={note}
              error={errors.note}
              onChange={(e) => {
                setNote(e.currentTarget.value);
                setErrors((x) => ({ ...x, note: undefined }));
              }}
            />
            <MultiSelect
              label="Users"
              placeholder="E-mail these users"
              searchable
              data={
                userOptions ?? (dispatchers.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))
              }
              value={users}
              onChange={setUsers}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Additional Emails"
              placeholder={internal ? "Not for Internal notes" : "a@example.com, b@example.com"}
              description="Separate addresses with commas"
              value={emails}
              disabled={internal}
              error={errors.emails}
              onChange={(e) => {
                setEmails(e.currentTarget.value);
                setErrors((x) => ({ ...x, emails: undefined }));
              }}
            />
            <Group gap="xl">
              <Checkbox
                label="High Priority"
                checked={highpriority}
                onChange={(e) => setHighpriority(e.currentTarget.checked)}
              />
              <Checkbox
                label="Include Customer"
                checked={includecustomer}
                disabled={internal}
                onChange={(e) => setIncludecustomer(e.currentTarget.checked)}
              />
              {withCustomerUpdated && (
                <Checkbox
                  label="Customer Updated"
                  checked={customerupdated}
                  onChange={(e) => setCustomerupdated(e.currentTarget.checked)}
                />
              )}
            </Group>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SizedModal>
  );
};
