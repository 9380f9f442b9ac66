import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_LOCK, openDatabase } from "./client.ts";

/**
 * Instances starting together on one PostgreSQL database (issue 34): migrations run under an advisory lock,
 * so the second migrator waits for the first, then finds nothing to do. api-postgres project only.
 */
const onPostgres = process.env.FM_TEST_DB === "postgres" && Boolean(process.env.TEST_DATABASE_URL);

const journal = JSON.parse(
  fs.readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };

const baseUrl = process.env.TEST_DATABASE_URL ?? "";
const created: string[] = [];

const withClient = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** A new, empty database; dropped after the file. */
const emptyDatabase = async (): Promise<string> => {
  const name = `fm_migrate_lock_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  await withClient(baseUrl, (c) => c.query(`create database ${name}`));
  created.push(name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const appliedMigrations = (url: string) =>
  withClient(url, async (c) => {
    const found = await c.query("select to_regclass('drizzle.__drizzle_migrations') as t");
    if (!found.rows[0]?.t) return 0;
    return (await c.query("select id from drizzle.__drizzle_migrations")).rowCount ?? 0;
  });

describe.skipIf(!onPostgres)("migrations under an advisory lock (PostgreSQL)", () => {
  beforeAll(() => {
    expect(journal.entries.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    for (const name of created) {
      await withClient(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    }
  });

  it("waits while another session holds the migration lock, then migrates", async () => {
    const url = await emptyDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const database = await openDatabase({ url, poolSize: 1 });
    try {
      await holder.query("select pg_advisory_lock($1, $2)", MIGRATION_LOCK);
      let done = false;
      const migrating = database.migrate().then(() => {
        done = true;
      });
      // The migrator's session queues on the lock (PostgreSQL shows it as an advisory lock not granted).
      const waiting = async () =>
        (
          await holder.query(
            "select 1 from pg_locks where locktype = 'advisory' and not granted and classid = $1 and objid = $2",
            MIGRATION_LOCK,
          )
        ).rowCount;
      for (let tries = 0; tries < 100 && (await waiting()) === 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await waiting()).toBe(1);
      expect(done).toBe(false);
      expect(await appliedMigrations(url)).toBe(0);
      await holder.query("select pg_advisory_unlock($1, $2)", MIGRATION_LOCK);
      await migrating;
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
    } finally {
      await holder.end();
      await database.close();
    }
  }, 120_000);

  it("lets two instances started together both migrate: each migration is applied once", async () => {
    const url = await emptyDatabase();
    const [first, second] = await Promise.all([
      openDatabase({ url, poolSize: 1 }),
      openDatabase({ url, poolSize: 1 }),
    ]);
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
      // The lock is released once both are done: a third start takes it at once and has nothing to do.
      await first.migrate();
      expect(await appliedMigrations(url)).toBe(journal.entries.length);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 120_000);
});
