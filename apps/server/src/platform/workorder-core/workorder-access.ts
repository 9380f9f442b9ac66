import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrders } from "../../db/schema/index.ts";
import { notFound } from "../errors.ts";
import { readerScope, type WorkOrderReader } from "./workorder-scope.ts";

/** The work order if the reader may see it: out-of-scope orders look absent, as on every read. */
const visible = (reader: WorkOrderReader, id: number) => and(eq(workOrders.id, id), readerScope(reader));

/** The work order, locked for the rest of the transaction; 404 when it does not exist or is out of scope. */
export const lockWorkOrder = async (tx: DbOrTx, reader: WorkOrderReader, id: number) => {
  const [row] = await tx.select().from(workOrders).where(visible(reader, id)).for("update");
  if (!row) throw notFound(`Work order ${id}`);
  return row;
};

/** The work order (no lock); 404 when it does not exist or is out of the reader's scope. */
export const requireWorkOrder = async (db: DbOrTx, reader: WorkOrderReader, id: number) => {
  const [row] = await db.select().from(workOrders).where(visible(reader, id));
  if (!row) throw notFound(`Work order ${id}`);
  return row;
};
