import { STATUS, statusInputRefusal } from "@fm/domain";
import { Checkbox, MultiSelect, SimpleGrid, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import dayjs from "dayjs";
import { FormModal } from "../../../components/FormModal.tsx";
import type { PersonOption, StatusChangeInput } from "../detail-api.ts";

/** What the Status Change popup returns: the status request without the order and its version. */
/** What the popup sends: the contract's body without the order's id and version; dates as the inputs give them. */
export type StatusChange = Omit<
  StatusChangeInput,
  "workorderid" | "version" | "scheduledate" | "followupdate"
> & {
  scheduledate?: string | null;
  followupdate?: string | null;
};

interface StatusForm {
  reason: string;
  note: string;
  schedule: string;
  followup: string;
  userIds: string[];
  notify: boolean;
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
  const form = useForm<StatusForm>({
    initialValues: { reason: "", note: "", schedule: "", followup: "", userIds: [], notify: false },
    validate: (v) => {
      const refusal = statusInputRefusal(to.id, { note: v.note, cancelreason: v.reason });
      if (!refusal) return {};
      return { [refusal.field === "cancelreason" ? "reason" : "note"]: refusal.message };
    },
  });

  const submit = async (v: StatusForm) => {
    await onSubmit({
      statusid: to.id,
      note: v.note.trim() || null,
      cancelreason: cancelling ? v.reason.trim() : null,
      scheduledate: cancelling ? null : iso(v.schedule),
      followupdate: cancelling ? null : iso(v.followup),
      emailuserids: v.userIds.map(Number),
      notifycustomer: cancelling ? false : v.notify,
    });
    onClose();
  };

  return (
    <FormModal
      form={form}
      title={cancelling ? "Cancel Work Order" : "Internal Note"}
      width={600}
      height={cancelling ? 420 : 480}
      onClose={onClose}
      onSubmit={submit}
      fieldAliases={{
        cancelreason: "reason",
        scheduledate: "schedule",
        followupdate: "followup",
        emailuserids: "userIds",
      }}
    >
      <Text size="sm" c="dimmed">
        Status: {from} → {to.name}
      </Text>
      {cancelling && (
        <Textarea label="Reason" withAsterisk autosize minRows={2} {...form.getInputProps("reason")} />
      )}
      <Textarea
        label="Note"
        withAsterisk={!cancelling}
        autosize
        minRows={3}
        maxRows={6}
        {...form.getInputProps("note")}
      />
      {!cancelling && (
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="datetime-local" label="Schedule Date" {...form.getInputProps("schedule")} />
          <TextInput type="datetime-local" label="Follow-up Date" {...form.getInputProps("followup")} />
        </SimpleGrid>
      )}
      <MultiSelect
        label="Users to E-mail"
        searchable
        maxValues={10}
        data={users.map((u) => ({ value: String(u.id), label: `${u.firstname} ${u.lastname}` }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("userIds")}
      />
      {!cancelling && (
        <Checkbox label="Notify Customer" {...form.getInputProps("notify", { type: "checkbox" })} />
      )}
    </FormModal>
  );
};
