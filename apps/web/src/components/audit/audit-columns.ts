import type { AuditTrailRow } from "@fm/domain/contracts";
import { formatDateTime } from "../datagrid/format.ts";
import type { GridColumn } from "../datagrid/index.ts";
import { actorText, changesText } from "./audit-api.ts";

/** An audit row as the grids show it: who in words, and every changed field before → after. */
export interface AuditGridRow extends AuditTrailRow {
  user: string;
  what: string;
}

/** The one column set of the audit trail (a record's Change History tab and the Admin audit search). */
export const AUDIT_COLUMNS: GridColumn<AuditGridRow>[] = [
  { name: "at", caption: "When", type: "date", width: 170, cell: (r) => formatDateTime(r.at) },
  { name: "user", caption: "Who", width: 170 },
  { name: "route", caption: "Route", width: 230 },
  { name: "entity", caption: "Record", width: 170 },
  { name: "entityid", caption: "Id", width: 80 },
  { name: "action", caption: "Action", width: 90 },
  { name: "what", caption: "Field: before → after", width: 520 },
];

export const toAuditGridRows = (rows: AuditTrailRow[]): AuditGridRow[] =>
  rows.map((r) => ({ ...r, user: actorText(r), what: changesText(r) }));

export const auditSearchText = (r: AuditGridRow) =>
  `${r.user} ${r.route ?? ""} ${r.entity} ${r.entityid} ${r.action} ${r.what}`;
