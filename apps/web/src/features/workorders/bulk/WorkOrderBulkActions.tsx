import { can } from "@fm/domain";
import { Button } from "@mantine/core";
import { IconFileSpreadsheet, IconUserShare } from "@tabler/icons-react";
import { useState } from "react";
import { useCurrentUser } from "../../../auth/use-session.ts";
import type { WorkOrderRow } from "../workorder-api.ts";
import { BulkReassignModal } from "./BulkReassignModal.tsx";

export interface WorkOrderBulkActionsProps {
  selected: WorkOrderRow[];
  clear: () => void;
  onExportSelected: (rows: WorkOrderRow[]) => Promise<void>;
}

/** The work-order list's bulk actions on the selected rows (issue 30): Reassign Dispatcher, Export selected. */
export const WorkOrderBulkActions = ({ selected, clear, onExportSelected }: WorkOrderBulkActionsProps) => {
  const user = useCurrentUser();
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
      {/* The row menu's rule: the server refuses the same users (reassign:dispatchers or Admin). */}
      {can(user, "reassign:dispatchers") && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconUserShare size={14} />}
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
