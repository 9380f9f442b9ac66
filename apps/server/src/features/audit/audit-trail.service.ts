import type { AuditSearchQuery, AuditTrailPage, AuditTrailRow } from "@fm/domain/contracts";
import { and, desc, eq, gte, inArray, like, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditLog, users } from "../../db/schema/index.ts";

export const AUDIT_PAGE = 100;

/** The tables whose rows show on a customer's / vendor's History tab (besides the record itself). */
const CUSTOMER_ENTITIES = [
  "customers",
  "customercontacts",
  "customernotes",
  "customerattachments",
  "customerjobsites",
  "customertrades",
  "customervendorexclusions",
];
const VENDOR_PREFIX = "vendor%";

/** One record's History: what the History tab of a work order, customer or vendor lists. */
export type AuditRecord = "workorder" | "customer" | "vendor";

const recordCondition = (record: AuditRecord, id: number): SQL | undefined => {
  switch (record) {
    case "workorder":
      return eq(auditLog.workorderid, id);
    case "customer":
      return and(eq(auditLog.customerid, id), inArray(auditLog.entity, CUSTOMER_ENTITIES));
    case "vendor":
      return and(
        eq(auditLog.vendorid, id),
        or(like(auditLog.entity, VENDOR_PREFIX), eq(auditLog.entity, "workordervendors")),
      );
  }
};

const page = async (
  db: DbOrTx,
  where: SQL | undefined,
  paging: { before?: number | undefined; limit?: number | undefined },
): Promise<AuditTrailPage> => {
  const limit = paging.limit ?? AUDIT_PAGE;
  const rows = await db
    .select({
      id: auditLog.id,
      entity: auditLog.entity,
      entityid: auditLog.entityid,
      action: auditLog.action,
      changes: auditLog.changes,
      actorid: auditLog.actorid,
      actorname: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), '')`,
      route: auditLog.route,
      at: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorid))
    .where(and(where, paging.before ? lt(auditLog.id, paging.before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit) as AuditTrailRow[], more: rows.length > limit };
};

export const recordHistory = (
  db: DbOrTx,
  record: AuditRecord,
  q: { id: number; before?: number | undefined; limit?: number | undefined },
) => page(db, recordCondition(record, q.id), q);

const searchCondition = (q: AuditSearchQuery): SQL | undefined =>
  and(
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entityid ? eq(auditLog.entityid, q.entityid) : undefined,
    q.userid ? eq(auditLog.actorid, q.userid) : undefined,
    q.from ? gte(auditLog.at, q.from) : undefined,
    q.to ? lte(auditLog.at, q.to) : undefined,
  );

/** The Admin audit search (entity, record id, user, date range), newest first. */
export const searchAudit = (db: DbOrTx, q: AuditSearchQuery) => page(db, searchCondition(q), q);

/** At most this many rows in one AuditTrail.xlsx. */
export const AUDIT_EXPORT_MAX = 50_000;

/** The search's rows page by page for the export. */
export const auditExportPages = (db: DbOrTx, q: AuditSearchQuery) => {
  let before: number | undefined;
  return async (): Promise<AuditTrailRow[]> => {
    const p = await page(db, searchCondition(q), { before, limit: 500 });
    before = p.rows.at(-1)?.id;
    return p.rows;
  };
};
