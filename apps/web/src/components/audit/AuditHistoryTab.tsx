import type { AuditTrailRow } from "@fm/domain/contracts";
import { DataGrid } from "../datagrid/index.ts";
import { useLocalGridTab } from "../use-local-grid-tab.ts";
import { type AuditRecord, auditApi, auditKeys } from "./audit-api.ts";
import { AUDIT_COLUMNS, type AuditGridRow, auditSearchText, toAuditGridRows } from "./audit-columns.ts";

/**
 * Change History (issue 33 audit trail): every audited write of a work order, customer or vendor and of its
 * child rows, newest first — who, when, through which route, each field before → after.
 */
export const AuditHistoryTab = ({ record, id }: { record: AuditRecord; id: number }) => {
  const tab = useLocalGridTab<AuditGridRow, AuditTrailRow>({
    queryKey: auditKeys.record(record, id),
    queryFn: () => auditApi.history(record, id),
    prepare: toAuditGridRows,
    columns: AUDIT_COLUMNS,
    pageSize: 20,
    initialSort: [{ column: "at", desc: true }],
    searchText: auditSearchText,
  });
  return (
    <DataGrid
      {...tab.grid}
      label="Change History"
      getRowId={(r) => String(r.id)}
      emptyText="No changes recorded yet"
      height={480}
    />
  );
};
