import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { apiTokens, users } from "../db/schema/index.ts";

/**
 * Demo data of issue 33: two API tokens of admin@example.com on Admin → API Tokens (one in use, one revoked).
 * Their secrets are random and thrown away (only hashes are stored), so no demo token can be used: create
 * one on the page to try the API.
 */
export const seedIntegrations = async (tx: DbOrTx, now: Date): Promise<void> => {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, "admin@example.com"));
  if (!admin) return;
  const unusable = () =>
    createHash("sha256")
      .update(`fmd_${randomBytes(32).toString("base64url")}`)
      .digest("hex");
  const hour = 3_600_000;
  await tx.insert(apiTokens).values([
    {
      userid: admin.id,
      name: "ERP sync (read-only)",
      prefix: "fmd_demoERP1",
      secrethash: unusable(),
      scopes: ["read:workorders", "read:customers", "read:vendors"],
      lastusedat: new Date(now.getTime() - 2 * hour),
      lastusedip: "203.0.113.20",
      createdby: admin.id,
      createddate: new Date(now.getTime() - 30 * 24 * hour),
    },
    {
      userid: admin.id,
      name: "Old integration",
      prefix: "fmd_demoOLD1",
      secrethash: unusable(),
      scopes: ["read:workorders"],
      revokedat: new Date(now.getTime() - 7 * 24 * hour),
      createdby: admin.id,
      createddate: new Date(now.getTime() - 90 * 24 * hour),
    },
  ]);
};
