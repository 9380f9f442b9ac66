import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import type { workOrders } from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";
import { lockWorkOrder } from "./workorder-access.ts";
import { requireEditableWorkOrder } from "./workorder-rules.ts";
import type { WorkOrderReader } from "./workorder-scope.ts";

/** A table whose rows belong to one work order (vendor lines, proposals, invoices, attachments). */
export type WorkOrderChildTable = PgTable & { id: AnyPgColumn; workorderid: AnyPgColumn };

export interface LockChildOptions {
  /** Names the row in the 404 message ("Invoice", "Vendor line" …). */
  readonly what: string;
  /** The `locked` message when the order is Invoiced or Cancelled. */
  readonly readOnly?: string;
  /** Lock the order whatever its status (status changes that are allowed on read-only orders). */
  readonly anyStatus?: boolean;
}

/**
 * One child row of a work order, locked for a write in the lock order (AGENTS.md): its `workorderid` is read
 * without a lock (it never changes), the work order is locked (and must be editable unless `anyStatus`), then
 * the child row. 404 when either is absent or the order is out of the reader's scope.
 */
export const lockWorkOrderChild = async <T extends WorkOrderChildTable>(
  tx: DbOrTx,
  reader: WorkOrderReader,
  table: T,
  id: number,
  { what, readOnly, anyStatus = false }: LockChildOptions,
): Promise<{ row: T["$inferSelect"]; wo: typeof workOrders.$inferSelect }> => {
  const [peek] = await tx
    .select({ workorderid: table.workorderid })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!peek) throw notFound(`${what} ${id}`);
  const workorderid = Number(peek.workorderid);
  const wo = anyStatus
    ? await lockWorkOrder(tx, reader, workorderid)
    : await requireEditableWorkOrder(tx, reader, workorderid, readOnly);
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update");
  if (!row) throw notFound(`${what} ${id}`);
  return { row: row as T["$inferSelect"], wo };
};
