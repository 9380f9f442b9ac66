import { isCustomerUser, isStaff, isVendorUser } from "@fm/domain";
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";

/** Who may see a work order's events: its customer and the vendors attached to it (staff see every order). */
export interface OrderAudience {
  customerid: number | null;
  vendorids: number[];
}

/** The audiences of some orders in one query; an order that no longer exists has none (staff only). */
// `workorders.id` spelled out: drizzle writes a bare "id" for the one-table select, which the subquery would
// read as its own v.id.
export const audiencesOf = async (
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, OrderAudience>> => {
  const out = new Map<number, OrderAudience>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: workOrders.id,
      customerid: workOrders.customerid,
      vendorids: sql<
        number[] | null
      >`(select array_agg(v.vendorid) from workordervendors v where v.workorderid = workorders.id)`,
    })
    .from(workOrders)
    .where(inArray(workOrders.id, [...new Set(ids)]));
  for (const r of rows)
    out.set(r.id, { customerid: r.customerid, vendorids: (r.vendorids ?? []).map(Number) });
  return out;
};

/** The row rule of workorder-scope.ts applied to an event: staff all, a vendor/tech its vendor's, a customer its own. */
export const mayReceive = (user: AuthUser, audience: OrderAudience | undefined): boolean => {
  if (isStaff(user)) return true;
  if (!audience) return false;
  if (isVendorUser(user)) return user.vendorid !== null && audience.vendorids.includes(user.vendorid);
  if (isCustomerUser(user)) return user.customerid !== null && audience.customerid === user.customerid;
  return false;
};
