import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { qboConnection } from "../../../db/schema/index.ts";
import { type SecretBox as PlatformSecretBox, SecretBoxError } from "../../../platform/secrets/secret-box.ts";

/** Tokens are sealed with the platform's at-rest encryption (APP_ENCRYPTION_KEY, platform/secrets). */
export type SecretBox = Pick<PlatformSecretBox, "seal" | "open">;

export interface QboTokens {
  realmId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date | null;
}

/**
 * The company's tokens, opened; null when none are stored yet, or when they cannot be opened (sealed with a key this
 * server no longer has: the configured refresh token takes over). Never logged, never sent to a client.
 */
export const loadTokens = async (db: DbOrTx, box: SecretBox, realmId: string): Promise<QboTokens | null> => {
  const [row] = await db.select().from(qboConnection).where(eq(qboConnection.realmid, realmId));
  if (!row) return null;
  try {
    return {
      realmId: row.realmid,
      accessToken: box.open(row.accesstoken),
      refreshToken: box.open(row.refreshtoken),
      accessExpiresAt: row.accessexpiresat,
      refreshExpiresAt: row.refreshexpiresat,
    };
  } catch (err) {
    if (err instanceof SecretBoxError) return null;
    throw err;
  }
};

/** Writes the newest tokens (Intuit rotates the refresh token: the old one must never be used again). */
export const saveTokens = async (db: DbOrTx, box: SecretBox, t: QboTokens): Promise<void> => {
  const values = {
    accesstoken: box.seal(t.accessToken),
    refreshtoken: box.seal(t.refreshToken),
    accessexpiresat: t.accessExpiresAt,
    refreshexpiresat: t.refreshExpiresAt,
    modifieddate: new Date(),
  };
  await db
    .insert(qboConnection)
    .values({ realmid: t.realmId, ...values })
    .onConflictDoUpdate({ target: qboConnection.realmid, set: values });
};

export const clearTokens = async (db: DbOrTx, realmId: string): Promise<void> => {
  await db.delete(qboConnection).where(eq(qboConnection.realmid, realmId));
};
