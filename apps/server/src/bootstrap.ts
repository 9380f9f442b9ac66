import path from "node:path";
import type { AppConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { ensureReferenceData } from "./db/reference-data.ts";
import type { TokenVerifier } from "./platform/auth/auth-user.ts";
import { configuredSigningKey, LocalIdentityProvider } from "./platform/auth/local-idp.ts";
import { createOidcVerifier } from "./platform/auth/oidc.ts";
import type { AppContext } from "./platform/context.ts";
import { JobRunner } from "./platform/jobs/job-runner.ts";
import { openSecretBox } from "./platform/secrets/secret-box.ts";
import { createBlobStore } from "./platform/storage/create-blob-store.ts";

/**
 * Opens the database (PGlite under DATA_DIR, or PostgreSQL), migrates it and loads reference data. The
 * serving process asks for `failFast`: PostgreSQL connect and statement timeouts from the configuration, so
 * an unreachable database answers 503 quickly (scripts such as the seeder run without those limits).
 */
export const openAppDatabase = async (
  config: AppConfig,
  opts: { failFast?: boolean } = {},
): Promise<Database> => {
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          poolSize: config.DB_POOL_SIZE,
          // Only the serving process reads from a replica (scripts write, then read their own writes).
          ...(opts.failFast && config.DATABASE_READ_URL
            ? {
                readUrl: config.DATABASE_READ_URL,
                replicaMaxLagSeconds: config.DATABASE_READ_MAX_LAG_SECONDS,
                replicaPollMs: config.DATABASE_READ_POLL_MS,
              }
            : {}),
          ...(opts.failFast
            ? {
                connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
                queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
                onPoolError: (err: Error) => console.warn(`database connection lost: ${err.message}`),
              }
            : {}),
        }
      : { dataDir: path.join(config.dataDir, "pglite") },
  );
  await database.migrate();
  await ensureReferenceData(database.db);
  return database;
};

export const createContext = async (config: AppConfig, database: Database): Promise<AppContext> => {
  const identity = await LocalIdentityProvider.open({
    keyDir: path.join(config.dataDir, "keys"),
    ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    signingKey: await configuredSigningKey(config),
  });
  const verifier: TokenVerifier = config.OIDC_ISSUER ? await createOidcVerifier(config) : identity;
  const secrets = await openSecretBox({
    key: config.APP_ENCRYPTION_KEY,
    keyFile: config.APP_ENCRYPTION_KEY_FILE,
    previous: config.APP_ENCRYPTION_KEY_PREVIOUS,
    keyDir: path.join(config.dataDir, "keys"),
  });
  const jobs = new JobRunner(database.db, {
    pollMs: config.JOB_POLL_MS,
    log: (msg) => console.warn(msg),
  });
  return { config, database, identity, verifier, blobs: await createBlobStore(config), secrets, jobs };
};
