import type { AuditTrailRow } from "@fm/domain/contracts";
import { formatDateTime } from "../datagrid/format.ts";
import { DataGrid, type GridColumn } from "../datagrid/index.ts";
import { useLocalGridTab } from "../use-local-grid-tab.ts";
import { type AuditRecord, actorText, auditApi, auditKeys, changesText } from "./audit-api.ts";

interface HistoryRow extends AuditTrailRow {
  user: string;
  what: string;
}

const columns: GridColumn<HistoryRow>[] = [
  { name: "at", caption: "When", type: "date", width: 170, cell: (r) => formatDateTime(r.at) },
  { name: "user", caption: "Who", width: 170 },
  { name: "route", caption: "Route", width: 230 },
  { name: "entity", caption: "Record", width: 170 },
  { name: "entityid", caption: "Id", width: 80 },
  { name: "action", caption: "Action", width: 90 },
  { name: "what", caption: "Field: before → after", width: 520 },
];

const prepare = (rows: AuditTrailRow[]): HistoryRow[] =>
  rows.map((r) => ({ ...r, user: actorText(r), what: changesText(r) }));
const searchText = (r: HistoryRow) => `${r.user} ${r.route ?? ""} ${r.entity} ${r.action} ${r.what}`;

/**
 * Change History (issue 33 audit trail): every audited write of a work order, customer or vendor and of its
 * child rows, newest first — who, when, through which route, each field before → after.
 */
export const AuditHistoryTab = ({ record, id }: { record: AuditRecord; id: number }) => {
  const tab = useLocalGridTab<HistoryRow, AuditTrailRow>({
    queryKey: auditKeys.record(record, id),
    queryFn: () => auditApi.history(record, id),
    prepare,
    columns,
    pageSize: 20,
    initialSort: [{ column: "at", desc: true }],
    searchText,
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
