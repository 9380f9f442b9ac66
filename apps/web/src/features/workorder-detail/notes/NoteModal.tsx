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
import { NOTE_TYPES } from "../../workorders/row-actions/AddNoteModal.tsx";
import { checkEmails } from "../../workorders/row-actions/note-rules.ts";
import { SizedModal } from "../../workorders/row-actions/SizedModal.tsx";
import { detailApi, type PersonOption } from "../detail-api.ts";

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
 * Add Note popup of the Notes tab (600x450, spec 2 §2 / §5): the list's popup plus Customer Updated. Note,
 * type (default Internal) and pertains to (default Internal) are required; an Internal note clears and
 * disables the additional e-mails and include customer.
 */
export const NoteModal = ({
  workorderid,
  wonumber,
  users,
  onClose,
  onDone,
}: {
  workorderid: number;
  wonumber: string;
  users: readonly PersonOption[];
  onClose: () => void;
  onDone: () => void;
}) => {
  const [note, setNote] = useState("");
  const [type, setType] = useState<string | null>("Internal");
  const [pertainsto, setPertainsto] = useState<string | null>("2");
  const [highpriority, setHighpriority] = useState(false);
  const [customerupdated, setCustomerupdated] = useState(false);
  const [userIds, setUserIds] = useState<string[]>([]);
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
      const clean = emails
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .join(",");
      await detailApi.saveNote({
        workorderid,
        note: note.trim(),
        type,
        pertainsto: Number(pertainsto) as 1 | 2 | 3,
        highpriority,
        emails: internal || !clean ? null : clean,
        emailuserids: userIds.length ? userIds.map(Number) : null,
        includecustomer: internal ? false : includecustomer,
        customerupdated,
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
              minRows={3}
              styles={{ input: { maxHeight: 100, overflowY: "auto" } }}
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
              maxValues={10}
              data={users.map((u) => ({ value: String(u.id), label: `${u.firstname} ${u.lastname}` }))}
              value={userIds}
              onChange={setUserIds}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Additional Emails"
              placeholder={internal ? "Not for Internal notes" : "a@example.com, b@example.com"}
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
                label="Include Customer"
                checked={includecustomer}
                disabled={internal}
                onChange={(e) => setIncludecustomer(e.currentTarget.checked)}
              />
              <Checkbox
                label="High Priority"
                checked={highpriority}
                onChange={(e) => setHighpriority(e.currentTarget.checked)}
              />
              <Checkbox
                label="Customer Updated"
                checked={customerupdated}
                onChange={(e) => setCustomerupdated(e.currentTarget.checked)}
              />
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
