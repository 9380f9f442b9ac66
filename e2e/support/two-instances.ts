import { generateKeyPairSync, randomBytes } from "node:crypto";
import pg from "pg";
import { createScratchDatabase } from "../../apps/server/src/deployment/scratch-database.ts";
import { freePort } from "../../apps/server/src/test/local-server.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer (issue 33 live screens across
 * instances): the browser tests that need them create a database of their own, start both servers on it (the
 * first migrates and seeds the demo data) and drop it afterwards. The suite's own server (global-setup.ts)
 * stays on its embedded database.
 */

/** The machine's PostgreSQL as .ci/run and the deployment tests expect it (trust auth, user postgres). */
export const LOOPBACK_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/** Where the database can be created, or why not (the file is skipped with that message). */
export type PostgresServer = { url: string; skipped?: undefined } | { url?: undefined; skipped: string };

const answers = async (url: string): Promise<string | null> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => {});
  }
};

/**
 * The PostgreSQL server to use: TEST_DATABASE_URL's (as .ci/run exports it), else the loopback one. In CI
 * (`CI=true`) with TEST_DATABASE_URL set, a server that does not answer is an error, never a skip.
 */
export const findPostgres = async (): Promise<PostgresServer> => {
  const configured = process.env.TEST_DATABASE_URL;
  const url = configured || LOOPBACK_POSTGRES;
  const problem = await answers(url);
  if (!problem) return { url };
  if (configured && process.env.CI === "true")
    throw new Error(`CI: TEST_DATABASE_URL is set but PostgreSQL does not answer (${problem})`);
  return {
    skipped: `no PostgreSQL reachable (${configured ? "TEST_DATABASE_URL" : LOOPBACK_POSTGRES}: ${problem}); set TEST_DATABASE_URL or start PostgreSQL on 127.0.0.1:5432`,
  };
};

export interface InstancePair {
  a: TestServer;
  b: TestServer;
  /** The database both use. */
  databaseName: string;
  /** Stops both servers, then drops the database. */
  stop(): Promise<void>;
}

/**
 * Starts two servers (the same start as the suite's own server: test-server.ts) on a new database of the
 * PostgreSQL server `serverUrl`, sharing what instances behind one balancer share: the sign-in key (a token of
 * one is valid on the other) and the at-rest key (a live-stream ticket of one opens on the other). A migrates
 * and seeds the demo data first, then B starts on the ready database. On failure whatever started is stopped
 * and the database dropped before the error is thrown.
 */
export const startInstancePair = async (serverUrl: string, timeoutMs?: number): Promise<InstancePair> => {
  const database = await createScratchDatabase("fm_e2e_two", serverUrl);
  const signingKey = generateKeyPairSync("ec", { namedCurve: "prime256v1" })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();
  const shared = {
    DATABASE_URL: database.url,
    SEED_DEMO: "true",
    // One stand-in is enough for nobody: these tests do not import from ServiceChannel.
    SERVICECHANNEL_DEMO: "false",
    JWT_SIGNING_KEY: signingKey,
    APP_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    // Every test signs in through the form; the default 10 a minute is for real users.
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
  };
  const start = async () => {
    const port = await freePort();
    return startTestServer(port, { ...shared, PUBLIC_URL: `http://127.0.0.1:${port}` }, timeoutMs);
  };
  let a: TestServer | undefined;
  try {
    a = await start();
    const b = await start();
    const started = a;
    return {
      a: started,
      b,
      databaseName: database.name,
      stop: async () => {
        await Promise.all([started.stop(), b.stop()]);
        await database.drop();
      },
    };
  } catch (err) {
    await a?.stop();
    await database.drop();
    throw err;
  }
};
