import { createHash, randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type BuildAppOptions, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { LocalIdentityProvider } from "../platform/auth/local-idp.ts";
import { createOidcVerifier } from "../platform/auth/oidc.ts";
import type { AppContext } from "../platform/context.ts";
import { JobRunner } from "../platform/jobs/job-runner.ts";
import { openSecretBox } from "../platform/secrets/secret-box.ts";
import { createBlobStore } from "../platform/storage/create-blob-store.ts";
import { pgliteArtifacts, pgliteTemplate } from "./pglite-template.ts";
import { workerDatabaseUrl } from "./postgres-databases.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database["db"];
  /** app.inject with a bearer token. */
  call(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * One at-rest key for every test app: on PostgreSQL the files of a worker share a database, and a value sealed
 * by one file's app (a vendor's tax id) must open in the next file's (report 23 unseals every listed vendor).
 */
const TEST_ENCRYPTION_KEY = createHash("sha256").update("fm-dispatch test encryption key").digest("base64");

export const openTestDatabase = async (): Promise<Database> => {
  if (process.env.FM_TEST_DB === "postgres") {
    return openDatabase({ url: workerDatabaseUrl(process.env.TEST_DATABASE_URL ?? ""), poolSize: 4 });
  }
  return openDatabase({ loadDataDir: pgliteTemplate(), pgliteArtifacts: await pgliteArtifacts() });
};

/** The real app on a real database (PGlite per test file, or on PostgreSQL the database of its worker). */
export const createTestApp = async (
  env: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, "verifySerializer" | "beforeFeatures"> = {},
): Promise<TestApp> => {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fm-test-"));
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    APP_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    // Invitations need it (issue 29); a test of the unset case passes PUBLIC_URL: "".
    PUBLIC_URL: "https://fm.example.test",
    ...env,
  });
  const identity = await LocalIdentityProvider.open({
    keyDir: null,
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  });
  // With OIDC_ISSUER set (tests of external sign-in) tokens are verified through discovery + JWKS, as in production.
  const verifier = config.OIDC_ISSUER ? await createOidcVerifier(config) : identity;
  const ctx: AppContext = {
    config,
    database,
    identity,
    verifier,
    blobs: await createBlobStore(config),
    secrets: await openSecretBox({ key: config.APP_ENCRYPTION_KEY, keyDir: null }),
    // Not started: a test runs what is due with `ctx.jobs.drain()`, deterministically.
    // The runner reads the test's clock (`ctx.clock`): a runAfter job is due once the test travels past it.
    jobs: new JobRunner(database.db, { clock: () => ctx.clock?.() }),
  };
  const app = await buildApp({ ctx, webDistDir: null, logger: false, ...appOptions });
  // Each test app is its own client address: rate limits live in the (shared, on PostgreSQL) database, so
  // test files must not eat into each other's per-address sign-in allowance.
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  return {
    app,
    ctx,
    db: database.db,
    call: (token, opts) =>
      app.inject({
        remoteAddress,
        ...opts,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          name: "test",
          ...(opts.headers ?? {}),
        },
      }),
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
