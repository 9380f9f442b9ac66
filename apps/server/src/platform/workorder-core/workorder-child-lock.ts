import type { OrderAction, VendorOrderAction } from "@fm/domain";
import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import type { workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { notFound } from "../errors.ts";
import { lockWorkOrder } from "./workorder-access.ts";
import { requireEditableWorkOrder } from "./workorder-editable.ts";

/** A table whose rows belong to one work order (vendor lines, proposals, invoices, attachments). */
export type WorkOrderChildTable = PgTable & { id: AnyPgColumn; workorderid: AnyPgColumn };

export interface LockChildOptions {
  /** Names the row in the 404 message ("Invoice", "Vendor line" …). */
  readonly what: string;
  /**
   * The order-level policy checked once the order is locked; `"row"` when the action's policy needs the row
   * itself, and the caller runs `assertAllowed` with it right after (vendor lines).
   */
  readonly action: OrderAction | VendorOrderAction | "row";
  /** The `locked` message when the order is Invoiced or Cancelled. */
  readonly readOnly?: string;
}

/**
 * One child row of a work order, locked for a write in the lock order (AGENTS.md): its `workorderid` is read
 * without a lock (it never changes), the work order is locked and the action's policy checked, then
 * the child row. 404 when either is absent or the order is out of the reader's scope.
 */
export const lockWorkOrderChild = async <T extends WorkOrderChildTable>(
  tx: DbOrTx,
  user: AuthUser,
  table: T,
  id: number,
  { what, readOnly, action }: LockChildOptions,
): Promise<{ row: T["$inferSelect"]; wo: typeof workOrders.$inferSelect }> => {
  const [peek] = await tx
    .select({ workorderid: table.workorderid })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!peek) throw notFound(`${what} ${id}`);
  const workorderid = Number(peek.workorderid);
  const wo =
    action === "row"
      ? await lockWorkOrder(tx, user, workorderid)
      : await requireEditableWorkOrder(tx, user, workorderid, action, readOnly);
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update");
  if (!row) throw notFound(`${what} ${id}`);
  return { row: row as T["$inferSelect"], wo };
};
