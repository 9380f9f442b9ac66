import { Select, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormModal } from "../../../components/FormModal.tsx";
import { useFormMutation } from "../../../components/use-api-mutation.ts";
import { useDispatchers } from "../lookups.ts";
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
  const dispatchers = useDispatchers();
  const form = useForm<{ userid: string | null }>({
    initialValues: { userid: row.dispatcherid ? String(row.dispatcherid) : null },
    validate: { userid: (v) => (v ? null : "Dispatcher is required.") },
  });
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
      <Select
        label="Dispatcher"
        withAsterisk
        searchable
        // Focused first when the popup opens: the list opens on a click or a key, never over Save.
        openOnFocus={false}
        data-autofocus
        placeholder={dispatchers.isPending ? "Loading..." : "Select a dispatcher"}
        data={(dispatchers.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("userid")}
      />
    </FormModal>
  );
};
