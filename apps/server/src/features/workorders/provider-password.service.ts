import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, managementProviders, workOrders } from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";
import type { SecretBox } from "../../platform/secrets/secret-box.ts";

/**
 * The management-provider password of a work order's customer (issue 11 #12). Never part of the detail
 * load: only this explicit, staff-only call returns it. Stored sealed (ctx.secrets).
 */
export const getProviderPassword = async (db: Db, secrets: SecretBox, workorderid: number) => {
  const [row] = await db
    .select({ password: managementProviders.password })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid))
    .where(eq(workOrders.id, workorderid));
  if (!row) throw notFound(`Work order ${workorderid}`);
  // Sealed at rest (issue 14); a row written before sealing opens as it is.
  const stored = row.password ?? null;
  return { password: stored && secrets.isSealed(stored) ? secrets.open(stored) : stored };
};
