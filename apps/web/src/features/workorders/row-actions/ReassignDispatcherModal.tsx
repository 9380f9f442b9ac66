import { TextInput } from "@mantine/core";
import { useFormMutation } from "../../../components/use-api-mutation.ts";
import { ReassignDispatcherForm } from "../ReassignDispatcherForm.tsx";
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
  const save = useFormMutation({
    mutationFn: (userid: number) => workOrderApi.reassign(row.id, userid),
    invalidates: [workOrderKeys.all],
    success: "Updated Dispatcher",
    onSaved: onDone,
    onClose,
  });
  return (
    <ReassignDispatcherForm
      current={row.dispatcherid ? String(row.dispatcherid) : null}
      height={250}
      about={<TextInput label="Work Order #" value={row.wonumber} readOnly variant="filled" />}
      onClose={onClose}
      onSave={save.mutateAsync}
    />
  );
};
