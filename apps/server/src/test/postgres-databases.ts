import pg from "pg";
import { openDatabase } from "../db/client.ts";
import { ensureReferenceData } from "../db/reference-data.ts";

/**
 * On PostgreSQL the API test files of one vitest worker share one database, `<TEST_DATABASE_URL's
 * name>_w<pool id>`: files run one after another inside a worker, so a file never sees another file's rows
 * appear while it runs (as with one worker on one database), and the workers run side by side.
 * TEST_DATABASE_URL itself stays migrated for the tests that connect to it directly.
 */
export const workerDatabaseUrl = (baseUrl: string, poolId = process.env.VITEST_POOL_ID ?? "1"): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName(baseUrl)}_w${poolId}`;
  return url.toString();
};

const databaseName = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const migrate = async (url: string) => {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
  } finally {
    await database.close();
  }
};

/** Clones the migrated base database (fast), or migrates a new one when someone is connected to the base. */
const createWorkerDatabase = async (admin: pg.Client, baseUrl: string, url: string) => {
  const name = quoted(databaseName(url));
  try {
    await admin.query(`create database ${name} template ${quoted(databaseName(baseUrl))}`);
  } catch (err) {
    // 55006: "source database is being accessed by other users".
    if ((err as { code?: string }).code !== "55006") throw err;
    await admin.query(`create database ${name}`);
    await migrate(url);
  }
};

/** Global setup: migrates TEST_DATABASE_URL, then creates (or migrates) one database per worker. */
export const preparePostgresDatabases = async (baseUrl: string, workers: number) => {
  await migrate(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (let poolId = 1; poolId <= workers; poolId++) {
      const url = workerDatabaseUrl(baseUrl, String(poolId));
      const found = await admin.query("select 1 from pg_database where datname = $1", [databaseName(url)]);
      if (found.rowCount === 0) await createWorkerDatabase(admin, baseUrl, url);
      else await migrate(url);
    }
  } finally {
    await admin.end();
  }
};
