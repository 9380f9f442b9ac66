import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrders } from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";

/** The work order, locked for the rest of the transaction; 404 when it does not exist. */
export const lockWorkOrder = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select().from(workOrders).where(eq(workOrders.id, id)).for("update");
  if (!row) throw notFound(`Work order ${id}`);
  return row;
};

/** The work order (no lock); 404 when it does not exist. */
export const requireWorkOrder = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(workOrders).where(eq(workOrders.id, id));
  if (!row) throw notFound(`Work order ${id}`);
  return row;
};
