import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import dayjs from "dayjs";
import { useState } from "react";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { notifyError, notifySuccess } from "../../../components/notify.ts";
import { type WorkOrderRow, workOrderApi } from "../workorder-api.ts";
import { SizedModal } from "./SizedModal.tsx";

export type DateKind = "schedule" | "followup";

const CONFIG = {
  schedule: {
    title: "Schedule Date",
    label: "Schedule Date",
    required: "Schedule Date is required.",
    reasonRequired: true,
    success: "Updated Schedule Date",
    current: (r: WorkOrderRow) => r.scheduledate,
  },
  followup: {
    title: "Follow-up Date",
    label: "Follow-up Date",
    required: "Follow-up Date is required.",
    reasonRequired: false,
    success: "Updated Follow-up Date",
    current: (r: WorkOrderRow) => r.promisedate,
  },
} as const;

const toLocalInput = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DDTHH:mm") : "");

/** Schedule Date and Follow-up Date popups (400x300) with the spec's required messages (spec 1 §5). */
export const DateModal = ({
  kind,
  row,
  onClose,
  onDone,
}: {
  kind: DateKind;
  row: WorkOrderRow;
  onClose: () => void;
  onDone: () => void;
}) => {
  const c = CONFIG[kind];
  const [date, setDate] = useState(toLocalInput(c.current(row)));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ date?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const next: typeof errors = {};
    if (!date) next.date = c.required;
    if (c.reasonRequired && !reason.trim()) next.reason = "Reason is required";
    setErrors(next);
    if (next.date || next.reason) return;
    setBusy(true);
    try {
      const iso = new Date(date).toISOString();
      if (kind === "schedule") await workOrderApi.scheduleDate(row.id, row.version, iso, reason.trim());
      else await workOrderApi.followUpDate(row.id, row.version, iso, reason.trim());
      notifySuccess(c.success);
      onDone();
      onClose();
    } catch (err) {
      notifyError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SizedModal opened onClose={onClose} title={c.title} width={400} height={300}>
      <form
        noValidate
        style={{ flex: 1, display: "flex" }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack justify="space-between" style={{ flex: 1 }}>
          <Stack gap="sm">
            <TextInput
              type="datetime-local"
              label={c.label}
              withAsterisk
              data-autofocus
              value={date}
              error={errors.date}
              onChange={(e) => {
                setDate(e.currentTarget.value);
                setErrors((x) => ({ ...x, date: undefined }));
              }}
            />
            <Textarea
              label="Reason"
              withAsterisk={c.reasonRequired}
              autosize
              minRows={2}
              maxRows={4}
              value={reason}
              error={errors.reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setErrors((x) => ({ ...x, reason: undefined }));
              }}
            />
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
