import type { Database, Db } from "./client.ts";
import type { WritePosition } from "./read-replica.ts";

/**
 * THE choice of the database a read goes to (list, dashboard, count, report, export, map reads): the
 * replica (DATABASE_READ_URL) when it is up, within its lag limit and has replayed this user's last write;
 * else the primary. Writes, and reads inside a write's transaction, always use `database.db` (or the tx).
 */
export const readerFor = (
  database: Database,
  user: { lastWrite?: WritePosition | null } | null | undefined,
): Db => {
  const replica = database.replica;
  if (!replica?.router.usable(user?.lastWrite ?? null)) return database.db;
  return replica.db;
};
