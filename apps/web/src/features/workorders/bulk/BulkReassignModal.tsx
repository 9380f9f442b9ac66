import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IMPORT_ERROR_TOAST_MS, TOAST_MS } from "../../../components/notify.ts";
import { useFormMutation } from "../../../components/use-api-mutation.ts";
import { ReassignDispatcherForm } from "../ReassignDispatcherForm.tsx";
import { type WorkOrderRow, workOrderApi, workOrderKeys } from "../workorder-api.ts";
import { bulkOutcome } from "./bulk-outcome.ts";

const countOf = (n: number) => `${n} work order${n === 1 ? "" : "s"}`;

/**
 * Reassign Dispatcher on the selected rows: the popup names the count and its Save says it again, so the
 * bulk write is confirmed with its size; the toast reports each refused order with its reason.
 */
export const BulkReassignModal = ({
  rows,
  onClose,
  onDone,
}: {
  rows: WorkOrderRow[];
  onClose: () => void;
  onDone: () => void;
}) => {
  const numbers = new Map(rows.map((r) => [r.id, r.wonumber]));
  const save = useFormMutation({
    mutationFn: (userid: number) =>
      workOrderApi.reassignSelected(
        rows.map((r) => r.id),
        userid,
      ),
    invalidates: [workOrderKeys.all],
    onSaved: (result) => {
      const out = bulkOutcome(result, (id) => numbers.get(id) ?? `Work order ${id}`);
      notifications.show({
        title: out.title,
        message: out.message.split("\n").map((line) => <div key={line}>{line}</div>),
        color: out.color,
        autoClose: out.color === "green" ? TOAST_MS : IMPORT_ERROR_TOAST_MS,
      });
      onDone();
    },
    onClose,
  });
  return (
    <ReassignDispatcherForm
      height={280}
      about={
        <Text size="sm">
          {countOf(rows.length)} selected. Invoiced and Cancelled work orders keep their dispatcher.
        </Text>
      }
      submitLabel={`Reassign ${countOf(rows.length)}`}
      onClose={onClose}
      onSave={save.mutateAsync}
    />
  );
};
