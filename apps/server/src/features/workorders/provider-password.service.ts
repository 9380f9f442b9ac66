import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, managementProviders, workOrders } from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";

/**
 * The management-provider password of a work order's customer (issue 11 #12). Never part of the detail
 * load: only this explicit, staff-only call returns it.
 */
export const getProviderPassword = async (db: Db, workorderid: number) => {
  const [row] = await db
    .select({ password: managementProviders.password })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid))
    .where(eq(workOrders.id, workorderid));
  if (!row) throw notFound(`Work order ${workorderid}`);
  return { password: row.password ?? null };
};
