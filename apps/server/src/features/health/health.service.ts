import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/** Whether the database answers a trivial query. */
export const databaseIsUp = async (db: DbOrTx): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
