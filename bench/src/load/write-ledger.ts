import { sql } from "drizzle-orm";
import type { Database } from "../../../apps/server/src/db/client.ts";

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

export interface LedgerCheck {
  /** Acknowledged writes looked up after the run. */
  checked: number;
  /** The ones the database does not hold: each is a lost write. */
  missing: string[];
}

/**
 * Every write the server acknowledged (a 2xx) during a load run, checked against the database afterwards
 * (issue 34: "every acknowledged write is present afterwards", with an instance killed mid-run). Each
 * dispatcher edits only its own orders, so an order's last acknowledged Requested By is its value at the end;
 * a technician's note text is unique to the run.
 */
export const createWriteLedger = () => {
  const lastEdit = new Map<number, string>();
  const notes = new Set<string>();
  return {
    edited: (workorderid: number, requestedby: string) => lastEdit.set(workorderid, requestedby),
    noted: (text: string) => notes.add(text),
    size: () => lastEdit.size + notes.size,
    verify: async (database: Database): Promise<LedgerCheck> => {
      const missing: string[] = [];
      const ids = [...lastEdit.keys()];
      if (ids.length) {
        const rows = await rowsOf<{ id: number; requestedby: string | null }>(
          database,
          sql`select id, requestedby from workorders where id = any(${`{${ids.join(",")}}`}::int[])`,
        );
        const found = new Map(rows.map((r) => [Number(r.id), r.requestedby]));
        for (const [id, value] of lastEdit)
          if (found.get(id) !== value)
            missing.push(`order ${id}: Requested By ${JSON.stringify(found.get(id))}, acknowledged ${value}`);
      }
      const texts = [...notes];
      if (texts.length) {
        const rows = await rowsOf<{ note: string }>(
          database,
          sql`select note from workordernotes
              where note in (select jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb))`,
        );
        const present = new Set(rows.map((r) => r.note));
        for (const t of texts) if (!present.has(t)) missing.push(`note "${t}" missing`);
      }
      return { checked: ids.length + texts.length, missing };
    },
  };
};

export type WriteLedger = ReturnType<typeof createWriteLedger>;
