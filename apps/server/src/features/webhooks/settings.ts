import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { integrationSettings } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";

/** The Admin's testing switch as an SQL expression: may webhooks reach loopback / private / link-local addresses? */
export const allowPrivateWebhookUrlsSql = sql<boolean>`coalesce((select ${integrationSettings.allowprivatewebhookurls} from ${integrationSettings} where ${integrationSettings.id} = 1), false)`;

/** The same switch on its own (default no). */
export const allowPrivateWebhookUrls = async (db: DbOrTx): Promise<boolean> => {
  const [row] = await db
    .select({ allow: integrationSettings.allowprivatewebhookurls })
    .from(integrationSettings)
    .where(eq(integrationSettings.id, 1));
  return row?.allow ?? false;
};

export const setAllowPrivateWebhookUrls = async (db: DbOrTx, user: AuthUser, allow: boolean) => {
  assertAllowed(user, "editWebhookSettings", {});
  await db
    .insert(integrationSettings)
    .values({ id: 1, allowprivatewebhookurls: allow })
    .onConflictDoUpdate({ target: integrationSettings.id, set: { allowprivatewebhookurls: allow } });
};
