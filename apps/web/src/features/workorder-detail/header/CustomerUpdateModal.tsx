import { Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../../components/FormModal.tsx";
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
  const form = useForm({
    initialValues: { note: "" },
    validate: { note: (v: string) => (v.trim() ? null : "Note is required.") },
  });
  const save = useFormMutation({
    mutationFn: (note: string) => detailApi.addSpecialNote(workorderid, note),
    invalidates: [detailKeys.notes(workorderid)],
    success: "Note added",
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Add Customer Update"
      width={600}
      height={400}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v.note.trim())}
    >
      <Textarea
        label={`Customer update for work order ${wonumber}`}
        withAsterisk
        autosize
        minRows={6}
        maxRows={10}
        {...form.getInputProps("note")}
      />
    </FormModal>
  );
};
