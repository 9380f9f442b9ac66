import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { ensureReferenceData } from "../db/reference-data.ts";

export const TEMPLATE_FILE = path.resolve(import.meta.dirname, "../../../../.vitest-tmp/pglite-template.tar");

/**
 * Once per run: a migrated PGlite data dir with reference data, dumped to a file that every test file
 * loads (faster than migrating per file); for PostgreSQL, migrate TEST_DATABASE_URL once.
 */
export default async function setup(project: TestProject) {
  const isPostgres = project.config.env?.FM_TEST_DB === "postgres";
  const url = isPostgres ? process.env.TEST_DATABASE_URL : undefined;
  if (isPostgres && !url) {
    throw new Error("TEST_DATABASE_URL is required for the api-postgres project");
  }
  const database = await openDatabase(url ? { url, poolSize: 1 } : {});
  await database.migrate();
  await ensureReferenceData(database.db);
  if (database.dumpDataDir) {
    const dump = await database.dumpDataDir();
    fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
    fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  }
  await database.close();
}
