import { z } from "zod";
import { date, id, int, optionalId, optionalText } from "./primitives.ts";

/** One audited write (issue 33): the changed columns as { column: [before, after] }. */
export const AuditTrailRow = z.object({
  id: z.number(),
  entity: z.string(),
  entityid: z.string(),
  action: z.enum(["insert", "update", "delete"]),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  actorid: z.number().nullable(),
  actorname: z.string().nullable(),
  route: z.string().nullable(),
  at: z.string(),
});
export type AuditTrailRow = z.infer<typeof AuditTrailRow>;

/** A page of the trail, newest first; `before` of the next page is the last row's id. */
export const AuditTrailPage = z.object({ rows: z.array(AuditTrailRow), more: z.boolean() });
export type AuditTrailPage = z.infer<typeof AuditTrailPage>;

/** Paging of a History tab: rows older than `before`, `limit` at a time. */
export const AuditPaging = z.object({
  before: int("before", 1, Number.MAX_SAFE_INTEGER).optional(),
  limit: int("limit", 1, 500).optional(),
});

/** GET /api/audit/search (Admin): by entity (table), record id, user, date range. */
export const AuditSearchQuery = AuditPaging.extend({
  entity: optionalText("entity", 64),
  entityid: optionalText("entityid", 128),
  userid: optionalId("userid"),
  from: date("from").optional(),
  to: date("to").optional(),
});
export type AuditSearchQuery = z.infer<typeof AuditSearchQuery>;

/** GET /api/audit/{workorder|customer|vendor}?id=…: one record's History tab. */
export const AuditRecordQuery = AuditPaging.extend({ id: id("id") });
export type AuditRecordQuery = z.infer<typeof AuditRecordQuery>;
