import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import dayjs from "dayjs";
import { FormModal } from "../../../components/FormModal.tsx";
import { useFormMutation } from "../../../components/use-api-mutation.ts";
import { type WorkOrderRow, workOrderApi, workOrderKeys } from "../workorder-api.ts";

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

interface DateForm {
  date: string;
  reason: string;
}

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
  onDone?: () => void;
}) => {
  const c = CONFIG[kind];
  const form = useForm<DateForm>({
    initialValues: { date: toLocalInput(c.current(row)), reason: "" },
    validate: {
      date: (v) => (v ? null : c.required),
      reason: (v) => (c.reasonRequired && !v.trim() ? "Reason is required" : null),
    },
  });
  const save = useFormMutation({
    mutationFn: ({ date, reason }: DateForm) => {
      const iso = new Date(date).toISOString();
      return kind === "schedule"
        ? workOrderApi.scheduleDate(row.id, row.version, iso, reason.trim())
        : workOrderApi.followUpDate(row.id, row.version, iso, reason.trim());
    },
    invalidates: [workOrderKeys.all],
    success: c.success,
    onSaved: onDone,
    onClose,
  });

  return (
    <FormModal
      form={form}
      title={c.title}
      width={400}
      height={300}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v)}
      fieldAliases={{ scheduledate: "date", followupdate: "date" }}
    >
      <TextInput type="datetime-local" label={c.label} withAsterisk {...form.getInputProps("date")} />
      <Textarea
        label="Reason"
        withAsterisk={c.reasonRequired}
        autosize
        minRows={2}
        maxRows={4}
        {...form.getInputProps("reason")}
      />
    </FormModal>
  );
};
