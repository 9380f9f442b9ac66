import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrders } from "../../db/schema/index.ts";
import { mustExist } from "../../platform/errors.ts";
import { overdueP1Condition } from "../workorders/index.ts";

/** How many priority-1 orders are overdue (the Admin bell, spec 3 §7.6). Admin-only: not a scoped read. */
export const countOverdueP1 = async (db: DbOrTx) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workOrders)
    .where(overdueP1Condition());
  return { count: mustExist(row, "count(*) row").count };
};
