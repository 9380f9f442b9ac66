import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { assertVersion, notFound } from "../errors.ts";

/** A table of edited rows: a serial `id` and a `version` bumped by every write (stale writes answer 409). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/** `version + 1` for an update's `set`. */
export const bumpVersion = (table: { version: PgColumn }): SQL => sql`${table.version} + 1`;

/**
 * Locks the row (`select … for update`) and checks the version the user saw: 404 "`{label} {id}` was not
 * found." when it is gone, 409 naming `what` when it is stale. Returns the stored row.
 */
export const lockVersionedRow = async <T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  id: number,
  version: number,
  label: string,
  what: string,
): Promise<T["$inferSelect"]> => {
  const [stored] = (await tx
    .select()
    .from(table as VersionedTable)
    .where(eq(table.id, id))
    .for("update")) as (T["$inferSelect"] & { version: number })[];
  if (!stored) throw notFound(`${label} ${id}`);
  assertVersion(stored.version, version, what);
  return stored;
};

/** Locks the row at the version the user saw (as `lockVersionedRow`) and deletes it; returns the deleted row. */
export const deleteVersionedRow = async <T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  id: number,
  version: number,
  label: string,
  what: string,
): Promise<T["$inferSelect"]> => {
  const stored = await lockVersionedRow(tx, table, id, version, label, what);
  await tx.delete(table as VersionedTable).where(eq(table.id, id));
  return stored;
};
