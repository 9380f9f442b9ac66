import type { SaveProviderBody, UpdateProviderBody } from "@fm/domain/contracts";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, managementProviders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { assertVersion, impossible, invalidState, notFound } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import type { SecretBox } from "../../platform/secrets/secret-box.ts";

/** A stored provider password in plain text (sealed at rest; rows written before sealing open as they are). */
export const openProviderPassword = (secrets: SecretBox, stored: string | null) =>
  stored ? (secrets.isSealed(stored) ? secrets.open(stored) : stored) : null;

/** GET /api/customer/providerpassword. */
export const revealCustomerProviderPassword = async (ctx: AppContext, customerid: number) => {
  const [row] = await ctx.database.db
    .select({ password: managementProviders.password })
    .from(customers)
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid))
    .where(eq(customers.id, customerid));
  if (!row) throw notFound(`Customer ${customerid}`);
  return { password: openProviderPassword(ctx.secrets, row.password) };
};

/** GET /api/managementprovider/getproviders: never the password, only whether one is stored. */
export const listProviders = async (db: Db) =>
  (
    await db
      .select({
        id: managementProviders.id,
        version: managementProviders.version,
        managementprovider: managementProviders.managementprovider,
        webaddress: managementProviders.webaddress,
        userid: managementProviders.userid,
        haspassword: sql<boolean>`coalesce(${managementProviders.password}, '') <> ''`,
        customercount: sql<number>`(select count(*)::int from customers c where c.managementproviderid = ${managementProviders.id})`,
      })
      .from(managementProviders)
      .orderBy(asc(managementProviders.managementprovider))
  ).map((r) => ({ ...r, customercount: Number(r.customercount) }));

export const saveProvider = async (ctx: AppContext, user: AuthUser, body: SaveProviderBody) => {
  assertAllowed(user, "editManagementProvider", {});
  const [row] = await ctx.database.db
    .insert(managementProviders)
    .values({
      managementprovider: body.managementprovider,
      webaddress: body.webaddress,
      userid: body.userid,
      password: body.password ? ctx.secrets.seal(body.password) : null,
    })
    .returning({ id: managementProviders.id });
  if (!row) throw impossible("provider insert returned no row");
  return { id: row.id };
};

/** A blank password keeps the stored one. */
export const updateProvider = (ctx: AppContext, user: AuthUser, body: UpdateProviderBody) =>
  ctx.database.db.transaction(async (tx) => {
    assertAllowed(user, "editManagementProvider", {});
    const [stored] = await tx
      .select()
      .from(managementProviders)
      .where(eq(managementProviders.id, body.id))
      .for("update");
    if (!stored) throw notFound(`Management provider ${body.id}`);
    assertVersion(stored.version, body.version, "management provider");
    await tx
      .update(managementProviders)
      .set({
        managementprovider: body.managementprovider,
        webaddress: body.webaddress,
        userid: body.userid,
        ...(body.password ? { password: ctx.secrets.seal(body.password) } : {}),
        version: sql`${managementProviders.version} + 1`,
      })
      .where(eq(managementProviders.id, body.id));
    return { id: body.id };
  });

/** A provider still chosen by a customer cannot be removed. */
export const deleteProvider = (db: Db, user: AuthUser, id: number, version: number) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "editManagementProvider", {});
    const [stored] = await tx
      .select()
      .from(managementProviders)
      .where(eq(managementProviders.id, id))
      .for("update");
    if (!stored) throw notFound(`Management provider ${id}`);
    assertVersion(stored.version, version, "management provider");
    const [used] = await tx
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.managementproviderid, id));
    if ((used?.n ?? 0) > 0)
      throw invalidState(
        `${stored.managementprovider} is the provider of ${used?.n} customer(s); choose another provider for them first.`,
        {
          id: "provider in use",
        },
      );
    await tx.delete(managementProviders).where(eq(managementProviders.id, id));
    return { id };
  });
