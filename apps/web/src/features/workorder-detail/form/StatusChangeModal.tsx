import { STATUS } from "@fm/domain";
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import dayjs from "dayjs";
import { useState } from "react";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { notifyError } from "../../../components/notify.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
import type { PersonOption } from "../detail-api.ts";

export interface StatusChange {
  statusid: number;
  note: string | null;
  cancelreason: string | null;
  scheduledate: string | null;
  followupdate: string | null;
  emailuserids: number[];
  notifycustomer: boolean;
}

const iso = (local: string) => (local ? dayjs(local).toISOString() : null);

/**
 * Changing status (spec 2 §2): Cancelled (6) asks a reason (required), a note and users to e-mail; any other
 * status asks a note (required), schedule date, follow-up date, users and notify customer. Closing the popup
 * keeps the previous status (the caller only changes it when `onSubmit` succeeds).
 */
export const StatusChangeModal = ({
  from,
  to,
  users,
  onClose,
  onSubmit,
}: {
  from: string;
  to: { id: number; name: string };
  users: readonly PersonOption[];
  onClose: () => void;
  onSubmit: (change: StatusChange) => Promise<void>;
}) => {
  const cancelling = to.id === STATUS.Cancelled;
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [schedule, setSchedule] = useState("");
  const [followup, setFollowup] = useState("");
  const [userIds, setUserIds] = useState<string[]>([]);
  const [notify, setNotify] = useState(false);
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next: typeof errors = {};
    if (cancelling && !reason.trim()) next.reason = "Reason is required.";
    if (!cancelling && !note.trim()) next.note = "Note is required.";
    setErrors(next);
    if (next.reason || next.note) return;
    setBusy(true);
    try {
      await onSubmit({
        statusid: to.id,
        note: note.trim() || null,
        cancelreason: cancelling ? reason.trim() : null,
        scheduledate: cancelling ? null : iso(schedule),
        followupdate: cancelling ? null : iso(followup),
        emailuserids: userIds.map(Number),
        notifycustomer: cancelling ? false : notify,
      });
      onClose();
    } catch (err) {
      notifyError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const userSelect = (
    <MultiSelect
      label="Users to E-mail"
      searchable
      maxValues={10}
      data={users.map((u) => ({ value: String(u.id), label: `${u.firstname} ${u.lastname}` }))}
      value={userIds}
      onChange={setUserIds}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <SizedModal
      opened
      onClose={onClose}
      title={cancelling ? "Cancel Work Order" : "Internal Note"}
      width={600}
      height={cancelling ? 420 : 480}
    >
      <form
        noValidate
        style={{ flex: 1, display: "flex" }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack justify="space-between" style={{ flex: 1 }} gap="sm">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Status: {from} → {to.name}
            </Text>
            {cancelling && (
              <Textarea
                label="Reason"
                withAsterisk
                data-autofocus
                autosize
                minRows={2}
                value={reason}
                error={errors.reason}
                onChange={(e) => {
                  setReason(e.currentTarget.value);
                  setErrors((x) => ({ ...x, reason: undefined }));
                }}
              />
            )}
            <Textarea
              label="Note"
              withAsterisk={!cancelling}
              data-autofocus={cancelling ? undefined : true}
              autosize
              minRows={3}
              maxRows={6}
              value={note}
              error={errors.note}
              onChange={(e) => {
                setNote(e.currentTarget.value);
                setErrors((x) => ({ ...x, note: undefined }));
              }}
            />
            {!cancelling && (
              <SimpleGrid cols={2} spacing="sm">
                <TextInput
                  type="datetime-local"
                  label="Schedule Date"
                  value={schedule}
                  onChange={(e) => setSchedule(e.currentTarget.value)}
                />
                <TextInput
                  type="datetime-local"
                  label="Follow-up Date"
                  value={followup}
                  onChange={(e) => setFollowup(e.currentTarget.value)}
                />
              </SimpleGrid>
            )}
            {userSelect}
            {!cancelling && (
              <Checkbox
                label="Notify Customer"
                checked={notify}
                onChange={(e) => setNotify(e.currentTarget.checked)}
              />
            )}
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
