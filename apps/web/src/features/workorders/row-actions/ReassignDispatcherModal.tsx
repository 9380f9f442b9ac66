import { TextInput } from "@mantine/core";
import { FormModal } from "../../../components/FormModal.tsx";
import { useFormMutation } from "../../../components/use-api-mutation.ts";
import { DispatcherSelect, useDispatcherForm } from "../DispatcherSelect.tsx";
import { type WorkOrderRow, workOrderApi, workOrderKeys } from "../workorder-api.ts";

/** Reassign Dispatcher popup (450x250): a dispatcher is required. */
export const ReassignDispatcherModal = ({
  row,
  onClose,
  onDone,
}: {
  row: WorkOrderRow;
  onClose: () => void;
  onDone?: () => void;
}) => {
  const form = useDispatcherForm(row.dispatcherid ? String(row.dispatcherid) : null);
  const save = useFormMutation({
    mutationFn: (userid: number) => workOrderApi.reassign(row.id, userid),
    invalidates: [workOrderKeys.all],
    success: "Updated Dispatcher",
    onSaved: onDone,
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Reassign Dispatcher"
      width={450}
      height={250}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(Number(v.userid))}
      failureToast="Failed to Update Dispatcher"
    >
      <TextInput label="Work Order #" value={row.wonumber} readOnly variant="filled" />
      <DispatcherSelect form={form} />
    </FormModal>
  );
};
