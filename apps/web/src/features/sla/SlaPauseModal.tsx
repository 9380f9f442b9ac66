import { Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../components/FormModal.tsx";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import { slaApi, slaKeys } from "./sla-api.ts";

/** Pause SLA Clock: the order's clocks stop until resumed; the reason goes into the System note. */
export const SlaPauseModal = ({
  workorderid,
  wonumber,
  onClose,
}: {
  workorderid: number;
  wonumber: string;
  onClose: () => void;
}) => {
  const form = useForm<{ reason: string }>({
    mode: "controlled",
    initialValues: { reason: "" },
    validate: { reason: (v) => (v.trim() ? null : "Reason is required.") },
  });
  const pause = useFormMutation({
    mutationFn: (reason: string) => slaApi.pause(workorderid, reason),
    success: "SLA Clock Paused",
    invalidates: [slaKeys.all, ["workorders"]],
    onClose,
  });
  return (
    <FormModal
      form={form}
      title={`Pause SLA Clock: ${wonumber}`}
      width={480}
      height={320}
      onClose={onClose}
      submitLabel="Pause"
      onSubmit={(v) => pause.mutateAsync(v.reason)}
    >
      <Textarea
        label="Reason"
        withAsterisk
        placeholder="Waiting on the customer"
        maxLength={500}
        autosize
        minRows={3}
        {...form.getInputProps("reason")}
      />
    </FormModal>
  );
};
