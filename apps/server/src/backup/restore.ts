import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import type { AppConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { localFilesDir, pgliteDir } from "./backup.ts";
import { type BackupManifest, countDifferences, fileEntries, tableCounts } from "./manifest.ts";
import { pgConnection, runPgTool } from "./pg-tools.ts";
import { assertPgliteFree } from "./pglite-lock.ts";

export interface RestoreOptions {
  /** Replace a non-empty target (PostgreSQL: pg_restore --clean; folders: moved aside, never deleted). */
  force?: boolean;
}

const nonEmptyDir = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** Tables of the app (public and drizzle schemas) that hold at least the schema: the target is not empty. */
const postgresTables = async (url: string) => {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    const res = (await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    )) as unknown as { rows: { n: number }[] };
    return Number(res.rows[0]?.n ?? 0);
  } finally {
    await database.close();
  }
};

/** A folder that is replaced is renamed `<name>.replaced-<time>`, so a mistaken --force loses nothing. */
const moveAside = async (dir: string) => {
  if (!fs.existsSync(dir)) return null;
  const aside = `${dir}.replaced-${new Date().toISOString().replace(/[-:.]/g, "")}`;
  await fsp.rename(dir, aside);
  return aside;
};

const readManifest = async (dir: string): Promise<BackupManifest> => {
  const file = path.join(dir, "manifest.json");
  if (!fs.existsSync(file))
    throw new Error("This archive has no manifest.json: it is not an FM Dispatch backup.");
  const manifest = JSON.parse(await fsp.readFile(file, "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  return manifest;
};

/**
 * `npm run restore -- <archive> [--force]`: the database (into DATABASE_URL, or DATA_DIR/pglite) and the local
 * files (DATA_DIR/files), then checks row counts and file checksums against the manifest. A non-empty target
 * is refused unless `force` is set.
 */
export const restoreBackup = async (
  config: AppConfig,
  archive: string,
  opts: RestoreOptions = {},
): Promise<BackupManifest> => {
  const staging = path.join(config.dataDir, "tmp", `restore-${randomUUID()}`);
  await fsp.mkdir(staging, { recursive: true });
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifest = await readManifest(staging);
    const target = config.DATABASE_URL ? "postgres" : "pglite";
    if (manifest.database.kind !== target) {
      throw new Error(
        `This backup is of a ${manifest.database.kind} database; the configuration points at ${target}. Set or unset DATABASE_URL.`,
      );
    }
    const filesDir = localFilesDir(config);
    const restoreFiles = manifest.files.store === "local" && manifest.files.entries.length > 0;

    // Refuse before changing anything.
    const problems: string[] = [];
    if (config.DATABASE_URL) {
      if ((await postgresTables(config.DATABASE_URL)) > 0)
        problems.push("the PostgreSQL database has tables");
    } else {
      assertPgliteFree(pgliteDir(config));
      if (nonEmptyDir(pgliteDir(config))) problems.push(`${pgliteDir(config)} is not empty`);
    }
    if (restoreFiles && nonEmptyDir(filesDir)) problems.push(`${filesDir} is not empty`);
    if (problems.length > 0 && !opts.force) {
      throw new Error(
        `Refusing to overwrite: ${problems.join("; ")}. Run again with --force to replace them.`,
      );
    }

    const dump = path.join(staging, ...manifest.database.file.split("/"));
    if (config.DATABASE_URL) {
      const conn = pgConnection(config.DATABASE_URL);
      await runPgTool(
        "pg_restore",
        [
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          ...(opts.force ? ["--clean", "--if-exists"] : []),
          `--dbname=${conn.dbname}`,
          dump,
        ],
        conn.env,
      );
    } else {
      await moveAside(pgliteDir(config));
      await fsp.mkdir(pgliteDir(config), { recursive: true });
      const client = await PGlite.create({
        dataDir: pgliteDir(config),
        extensions: { pg_trgm },
        loadDataDir: new Blob([await fsp.readFile(dump)]),
      });
      await client.close();
    }
    if (restoreFiles) {
      await moveAside(filesDir);
      await fsp.mkdir(path.dirname(filesDir), { recursive: true });
      await fsp.rename(path.join(staging, "files"), filesDir);
    }

    // Prove it: the same rows and the same bytes as when the backup was taken.
    const database = await openDatabase(
      config.DATABASE_URL ? { url: config.DATABASE_URL, poolSize: 1 } : { dataDir: pgliteDir(config) },
    );
    try {
      const diff = countDifferences(manifest.database.tables, await tableCounts(database.db));
      if (diff.length > 0)
        throw new Error(`The restored database differs from the backup: ${diff.join("; ")}`);
    } finally {
      await database.close();
    }
    if (restoreFiles) {
      const restored = await fileEntries(filesDir);
      const key = (e: { path: string; sha256: string }) => `${e.path} ${e.sha256}`;
      const want = new Set(manifest.files.entries.map(key));
      const bad = restored.filter((e) => !want.has(key(e))).length + Math.max(0, want.size - restored.length);
      if (bad > 0) throw new Error(`${bad} restored files do not match their checksums in the manifest.`);
    }
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
};
