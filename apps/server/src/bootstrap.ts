import path from "node:path";
import type { AppConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { ensureReferenceData } from "./db/reference-data.ts";
import type { TokenVerifier } from "./platform/auth/auth-user.ts";
import { configuredSigningKey, LocalIdentityProvider } from "./platform/auth/local-idp.ts";
import { createOidcVerifier } from "./platform/auth/oidc.ts";
import type { AppContext } from "./platform/context.ts";
import { createBlobStore } from "./platform/storage/create-blob-store.ts";

/** Opens the database (PGlite under DATA_DIR, or PostgreSQL), migrates it and loads reference data. */
export const openAppDatabase = async (config: AppConfig): Promise<Database> => {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, "pglite") },
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
  return { config, database, identity, verifier, blobs: createBlobStore(config) };
};
