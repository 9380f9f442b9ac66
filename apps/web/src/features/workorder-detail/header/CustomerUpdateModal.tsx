import { TextPromptModal } from "../../../components/TextPromptModal.tsx";
import { useFormMutation } from "../../../components/use-api-mutation.ts";
import { detailApi, detailKeys } from "../detail-api.ts";

/** Add Customer Update (spec 2 §2 "add special note"): a customer-visible note. */
export const CustomerUpdateModal = ({
  workorderid,
  wonumber,
  onClose,
}: {
  workorderid: number;
  wonumber: string;
  onClose: () => void;
}) => {
  const save = useFormMutation({
    mutationFn: (note: string) => detailApi.addSpecialNote(workorderid, note),
    invalidates: [detailKeys.notes(workorderid)],
    success: "Note added",
    onClose,
  });
  return (
    <TextPromptModal
      title="Add Customer Update"
      width={600}
      height={400}
      name="note"
      label={`Customer update for work order ${wonumber}`}
      requiredMessage="Note is required."
      onClose={onClose}
      onSubmit={save.mutateAsync}
    />
  );
};
