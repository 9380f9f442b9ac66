import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as tar from "tar";
import type { AppConfig } from "../config.ts";
import type { DbOrTx } from "../db/client.ts";
import { type BackupManifest, fileEntries, migrationLevel, tableCounts } from "./manifest.ts";
import { pgConnection, runPgTool } from "./pg-tools.ts";
import { assertPgliteFree } from "./pglite-lock.ts";

export const localFilesDir = (config: AppConfig) => path.join(config.dataDir, "files");
export const pgliteDir = (config: AppConfig) => path.join(config.dataDir, "pglite");

/** PGlite: its own data-dir dump (the server must be stopped: PGlite is one process's database). */
const dumpPglite = async (config: AppConfig, target: string) => {
  const dir = pgliteDir(config);
  if (!fs.existsSync(dir)) throw new Error(`No embedded database at ${dir}: nothing to back up.`);
  assertPgliteFree(dir);
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  try {
    const db = drizzlePglite(client) as unknown as DbOrTx;
    const database = {
      kind: "pglite" as const,
      file: "database/pglite.tar",
      migrations: await migrationLevel(db),
      tables: await tableCounts(db),
    };
    const dump = await client.dumpDataDir("none");
    await fsp.writeFile(path.join(target, database.file), Buffer.from(await dump.arrayBuffer()));
    return database;
  } finally {
    await client.close();
  }
};

/**
 * PostgreSQL: pg_dump (custom format) of an exported snapshot, with the row counts taken in that same
 * snapshot, so the manifest describes exactly what the dump holds while the app keeps running.
 */
const dumpPostgres = async (url: string, target: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]?.id;
    if (!snapshot) throw new Error("PostgreSQL gave no snapshot");
    const db = drizzlePg(client) as unknown as DbOrTx;
    const database = {
      kind: "postgres" as const,
      file: "database/postgres.dump",
      migrations: await migrationLevel(db),
      tables: await tableCounts(db),
    };
    const conn = pgConnection(url);
    await runPgTool(
      "pg_dump",
      [
        "--format=custom",
        `--snapshot=${snapshot}`,
        `--file=${path.join(target, database.file)}`,
        `--dbname=${conn.dbname}`,
      ],
      conn.env,
    );
    await client.query("commit");
    return database;
  } finally {
    client.release();
    await pool.end();
  }
};

/**
 * `npm run backup`: one .tar.gz with manifest.json, the database dump and the local blob store's files.
 * Azure blob storage is not copied (it is backed up by the storage account's own means; see docs/backup.md).
 */
export const createBackup = async (config: AppConfig, outFile: string): Promise<BackupManifest> => {
  const staging = path.join(config.dataDir, "tmp", `backup-${randomUUID()}`);
  await fsp.mkdir(path.join(staging, "database"), { recursive: true });
  try {
    const database = config.DATABASE_URL
      ? await dumpPostgres(config.DATABASE_URL, staging)
      : await dumpPglite(config, staging);
    const azure = Boolean(config.AZURE_STORAGE_CONNECTION_STRING);
    const filesRoot = localFilesDir(config);
    const entries = azure ? [] : await fileEntries(filesRoot);
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database,
      files: { store: azure ? "azure" : "local", entries },
    };
    await fsp.writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    if (entries.length > 0) {
      // Hard links where possible: the archive is written from a stable view without copying every file.
      for (const e of entries) {
        const from = path.join(filesRoot, ...e.path.split("/"));
        const to = path.join(staging, "files", ...e.path.split("/"));
        await fsp.mkdir(path.dirname(to), { recursive: true });
        await fsp.link(from, to).catch(() => fsp.copyFile(from, to));
      }
    }
    await fsp.mkdir(path.dirname(outFile), { recursive: true });
    const partial = `${outFile}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      "manifest.json",
      "database",
      ...(entries.length > 0 ? ["files"] : []),
    ]);
    await fsp.rename(partial, outFile);
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
};
