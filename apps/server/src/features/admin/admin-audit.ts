import type { AuditEntry } from "@fm/domain/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { adminAudit } from "../../db/schema/index.ts";

export interface AuditActor {
  id: number | null;
  name: string;
}

export interface AuditRecord {
  entity: "user" | "dispatchvendor" | "sitemeta" | "apitoken" | "webhook";
  key: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one audit row in the caller's transaction: it exists exactly when the change commits. */
export const writeAudit = async (tx: DbOrTx, actor: AuditActor, r: AuditRecord) => {
  await tx.insert(adminAudit).values({
    actorid: actor.id,
    actorname: actor.name,
    entity: r.entity,
    entitykey: r.key,
    action: r.action,
    before: r.before,
    after: r.after,
  });
};

/** The audit trail of one row, newest first. */
export const listAudit = async (
  db: DbOrTx,
  entity: AuditRecord["entity"],
  key: string,
): Promise<AuditEntry[]> => {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, entity), eq(adminAudit.entitykey, key)))
    .orderBy(desc(adminAudit.createddate), desc(adminAudit.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    actorname: r.actorname,
    action: r.action,
    before: r.before ?? null,
    after: r.after ?? null,
    createddate: r.createddate.toISOString(),
  }));
};
