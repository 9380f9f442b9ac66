import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export const queryRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/** An int[] literal for SQL built from numbers we checked, e.g. trade ids read from the database. */
export const intArray = (values: readonly number[]): SQL => {
  if (!values.every((v) => Number.isInteger(v))) throw new Error("intArray takes integers only");
  return sql.raw(`array[${values.join(",")}]::int[]`);
};

/** Splits rows into chunks so one INSERT never carries too many bind parameters (PostgreSQL allows 65,535). */
export const chunk = <T>(rows: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

/**
 * Pre-allocates `count` ids from a table's serial sequence, so rows can reference each other
 * (parent work orders, vendor lines named by events) before they are inserted.
 */
export const allocateIds = async (db: DbOrTx, table: string, count: number): Promise<number[]> => {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${Math.trunc(count)}::int) order by 1`,
  );
  return rows.map((r) => Number(r.id));
};

/** A timer for progress lines: `step("vendors")` prints how long the step took. */
export const stopwatch = (log: (line: string) => void) => {
  const start = performance.now();
  let last = start;
  return {
    step(label: string): void {
      const now = performance.now();
      log(`  ${label.padEnd(34)} ${((now - last) / 1000).toFixed(2)} s`);
      last = now;
    },
    total(): number {
      return (performance.now() - start) / 1000;
    },
  };
};
