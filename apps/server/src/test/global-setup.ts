import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { ensureReferenceData } from "../db/reference-data.ts";
import { TEMPLATE_FILE } from "./pglite-template.ts";
import { preparePostgresDatabases } from "./postgres-databases.ts";

// Kept here for the test files that import it from global-setup.
export { TEMPLATE_FILE };

/** Templates of other keys (older migrations) untouched this long are deleted; younger ones may be in use. */
const STALE_MS = 60 * 60 * 1000;

const removeStaleTemplates = () => {
  const dir = path.dirname(TEMPLATE_FILE);
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!name.startsWith("pglite-template") || file === TEMPLATE_FILE) continue;
    if (Date.now() - fs.statSync(file).mtimeMs > STALE_MS) fs.rmSync(file, { force: true });
  }
};

/** Migrates a fresh PGlite database, adds the reference data and dumps it to TEMPLATE_FILE (atomically). */
const buildPgliteTemplate = async () => {
  const started = performance.now();
  const database = await openDatabase({});
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error("PGlite could not dump its data dir");
    fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
    const partial = `${TEMPLATE_FILE}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, TEMPLATE_FILE);
  } finally {
    await database.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Test database template built in ${seconds} s: ${path.basename(TEMPLATE_FILE)}`);
};

/**
 * Once per run. PGlite: the migrated template every test file loads, built only when its inputs changed
 * since the last run (template-key.ts). PostgreSQL: TEST_DATABASE_URL and one database per worker, migrated
 * (postgres-databases.ts).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.FM_TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the api-postgres project");
    await preparePostgresDatabases(url, project.config.maxWorkers || project.vitest.config.maxWorkers || 1);
    return;
  }
  if (fs.existsSync(TEMPLATE_FILE)) {
    // Touched so that a concurrent run of an older key never deletes a template in use.
    const now = new Date();
    fs.utimesSync(TEMPLATE_FILE, now, now);
  } else {
    await buildPgliteTemplate();
  }
  removeStaleTemplates();
}
