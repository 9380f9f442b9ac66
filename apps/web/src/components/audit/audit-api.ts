import { AuditTrailPage, type AuditTrailRow } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

export type AuditRecord = "workorder" | "customer" | "vendor";

/** The newest changes a History tab loads at once (the server's page limit). */
export const HISTORY_LIMIT = 500;

export const auditKeys = {
  record: (record: AuditRecord, id: number) => ["audit", record, id] as const,
  search: (query: Record<string, string>) => ["audit", "search", query] as const,
};

export const auditApi = {
  history: async (record: AuditRecord, id: number): Promise<AuditTrailRow[]> =>
    (await api.get(`/api/audit/${record}`, { query: { id, limit: HISTORY_LIMIT }, response: AuditTrailPage }))
      .rows,
  search: (query: Record<string, string>) =>
    api.get("/api/audit/search", { query, response: AuditTrailPage }),
};

const show = (v: unknown) =>
  v === null || v === undefined || v === "" ? "(empty)" : typeof v === "string" ? v : JSON.stringify(v);

/** "field: before → after; …" of one audited write. */
export const changesText = (row: Pick<AuditTrailRow, "changes" | "action">) =>
  Object.entries(row.changes)
    .map(([field, [before, after]]) =>
      row.action === "insert"
        ? `${field}: ${show(after)}`
        : row.action === "delete"
          ? `${field}: ${show(before)}`
          : `${field}: ${show(before)} → ${show(after)}`,
    )
    .join("; ");

export const actorText = (row: Pick<AuditTrailRow, "actorname" | "actorid">) =>
  row.actorname ?? (row.actorid === null ? "System" : `User #${row.actorid}`);
