import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";
import { ensureReferenceData } from "../db/reference-data.ts";

/** These tests need a PostgreSQL server of their own to create databases on (the api-postgres project). */
export const onPostgres = process.env.FM_TEST_DB === "postgres" && Boolean(process.env.TEST_DATABASE_URL);

const onServer = async (serverUrl: string, statement: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

/** A database a deployment test creates for itself, so its processes never touch another file's rows. */
export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new empty database `<prefix>_<random>` on a PostgreSQL server (by default TEST_DATABASE_URL's); `drop()` removes it (forced). */
export const createScratchDatabase = async (
  prefix: string,
  serverUrl = process.env.TEST_DATABASE_URL ?? "",
): Promise<ScratchDatabase> => {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
};

/** The scratch database opened by the test itself: migrated, with the reference data. */
export const openScratchDatabase = async (scratch: ScratchDatabase): Promise<Database> => {
  const database = await openDatabase({ url: scratch.url, poolSize: 2 });
  await database.migrate();
  await ensureReferenceData(database.db);
  return database;
};
