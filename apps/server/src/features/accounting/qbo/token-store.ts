import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { qboConnection } from "../../../db/schema/index.ts";
import type { SecretBox as PlatformSecretBox } from "../../../platform/secrets/secret-box.ts";

/** Tokens are sealed with the platform's at-rest encryption (APP_ENCRYPTION_KEY, platform/secrets). */
export type SecretBox = Pick<PlatformSecretBox, "seal" | "open">;

export interface QboTokens {
  realmId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date | null;
}

const ROW_ID = 1;

/** The connected company's tokens, opened; null when none are stored yet. Never logged, never sent to a client. */
export const loadTokens = async (db: DbOrTx, box: SecretBox): Promise<QboTokens | null> => {
  const [row] = await db.select().from(qboConnection).where(eq(qboConnection.id, ROW_ID));
  if (!row) return null;
  return {
    realmId: row.realmid,
    accessToken: box.open(row.accesstoken),
    refreshToken: box.open(row.refreshtoken),
    accessExpiresAt: row.accessexpiresat,
    refreshExpiresAt: row.refreshexpiresat,
  };
};

/** Writes the newest tokens (Intuit rotates the refresh token: the old one must never be used again). */
export const saveTokens = async (db: DbOrTx, box: SecretBox, t: QboTokens): Promise<void> => {
  const values = {
    realmid: t.realmId,
    accesstoken: box.seal(t.accessToken),
    refreshtoken: box.seal(t.refreshToken),
    accessexpiresat: t.accessExpiresAt,
    refreshexpiresat: t.refreshExpiresAt,
    modifieddate: new Date(),
  };
  await db
    .insert(qboConnection)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: qboConnection.id, set: values });
};

export const clearTokens = async (db: DbOrTx): Promise<void> => {
  await db.delete(qboConnection).where(eq(qboConnection.id, ROW_ID));
};
