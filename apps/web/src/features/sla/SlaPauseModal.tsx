import { TextPromptModal } from "../../components/TextPromptModal.tsx";
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
  const pause = useFormMutation({
    mutationFn: (reason: string) => slaApi.pause(workorderid, reason),
    success: "SLA Clock Paused",
    invalidates: [slaKeys.all, ["workorders"]],
    onClose,
  });
  return (
    <TextPromptModal
      title={`Pause SLA Clock: ${wonumber}`}
      width={480}
      height={320}
      name="reason"
      label="Reason"
      placeholder="Waiting on the customer"
      maxLength={500}
      minRows={3}
      submitLabel="Pause"
      onClose={onClose}
      onSubmit={pause.mutateAsync}
    />
  );
};
