import { Button } from "@mantine/core";
import { IconFileSpreadsheet, IconUserShare } from "@tabler/icons-react";
import { useState } from "react";
import type { WorkOrderRow } from "../workorder-api.ts";
import { BulkReassignModal } from "./BulkReassignModal.tsx";

export interface WorkOrderBulkActionsProps {
  selected: WorkOrderRow[];
  clear: () => void;
  onExportSelected: (rows: WorkOrderRow[]) => Promise<void>;
}

/** The work-order list's bulk actions on the selected rows (issue 30): Reassign Dispatcher, Export selected. */
export const WorkOrderBulkActions = ({ selected, clear, onExportSelected }: WorkOrderBulkActionsProps) => {
  // The rows' abilities from the server (issue 28): shown when a selected row offers it, enabled when one allows it.
  const reassign = selected.map((r) => r.abilities?.reassignDispatcher ?? "hidden");
  const [reassigning, setReassigning] = useState<WorkOrderRow[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportSelected = async () => {
    setExporting(true);
    try {
      await onExportSelected(selected);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      {reassign.some((a) => a !== "hidden") && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconUserShare size={14} />}
          disabled={!reassign.includes("enabled")}
          onClick={() => setReassigning(selected)}
        >
          Reassign Dispatcher
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileSpreadsheet size={14} />}
        loading={exporting}
        onClick={exportSelected}
      >
        Export selected
      </Button>
      {reassigning && (
        <BulkReassignModal rows={reassigning} onClose={() => setReassigning(null)} onDone={clear} />
      )}
    </>
  );
};
