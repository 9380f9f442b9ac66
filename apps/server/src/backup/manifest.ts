import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/** What a backup archive holds (manifest.json at its root). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: {
    kind: "pglite" | "postgres";
    /** database/pglite.tar (PGlite's own data-dir dump) or database/postgres.dump (pg_dump custom format). */
    file: string;
    migrations: { applied: number; latest: string | null };
    /** Row count of every table, taken in the same snapshot as the dump. */
    tables: Record<string, number>;
  };
  files: {
    store: "local" | "azure";
    /** Every file of the local blob store, under files/ in the archive. */
    entries: { path: string; size: number; sha256: string }[];
  };
}

const journalFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../db/migrations/meta/_journal.json",
);

/** Applied migrations and the tag of the latest (drizzle keeps their time stamps in drizzle.__drizzle_migrations). */
export const migrationLevel = async (db: DbOrTx): Promise<BackupManifest["database"]["migrations"]> => {
  const rows = (await db.execute(
    sql`select created_at::text as at from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { at: string }[] };
  const applied = rows.rows.length;
  const last = rows.rows.at(-1)?.at ?? null;
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const latest = last === null ? null : (journal.entries.find((e) => String(e.when) === last)?.tag ?? last);
  return { applied, latest };
};

/** Row counts of every table of the app (public schema) and the migrations table. */
export const tableCounts = async (db: DbOrTx): Promise<Record<string, number>> => {
  const tables = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
    order by table_schema, table_name`)) as unknown as { rows: { schema: string; name: string }[] };
  const counts: Record<string, number> = {};
  for (const t of tables.rows) {
    const qualified = `${t.schema}.${t.name}`;
    const res = (await db.execute(
      sql.raw(
        `select count(*)::int as n from "${t.schema.replaceAll('"', '""')}"."${t.name.replaceAll('"', '""')}"`,
      ),
    )) as unknown as { rows: { n: number }[] };
    counts[qualified] = Number(res.rows[0]?.n ?? 0);
  }
  return counts;
};

export const sha256File = async (file: string): Promise<string> => {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
};

/** Every file under `root` (relative paths with forward slashes), with size and SHA-256, sorted. */
export const fileEntries = async (root: string): Promise<BackupManifest["files"]["entries"]> => {
  if (!fs.existsSync(root)) return [];
  const out: BackupManifest["files"]["entries"] = [];
  const walk = async (dir: string) => {
    for (const e of await fsp.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.isFile() && !e.name.endsWith(".partial")) {
        const stat = await fsp.stat(full);
        out.push({
          path: path.relative(root, full).split(path.sep).join("/"),
          size: stat.size,
          sha256: await sha256File(full),
        });
      }
    }
  };
  await walk(root);
  return out.sort((a, b) => a.path.localeCompare(b.path));
};

/** The differences between two sets of table counts, as readable lines (empty when equal). */
export const countDifferences = (expected: Record<string, number>, actual: Record<string, number>) =>
  [...new Set([...Object.keys(expected), ...Object.keys(actual)])]
    .filter((t) => expected[t] !== actual[t])
    .map((t) => `${t}: expected ${expected[t] ?? "no table"}, found ${actual[t] ?? "no table"}`);
