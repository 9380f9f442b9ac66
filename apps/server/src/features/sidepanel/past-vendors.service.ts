import { isDispatchable } from "@fm/domain";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vendors, workOrders, workOrderVendors } from "../../db/schema/index.ts";
import type { WorkOrderReader } from "../../platform/workorder-core/index.ts";
import { requireWorkOrder } from "../../platform/workorder-core/index.ts";

/** Vendors used before at this work order's job site, most recent first (right-side panel). */
export const listPastVendors = async (db: DbOrTx, reader: WorkOrderReader, workorderid: number) => {
  const wo = await requireWorkOrder(db, reader, workorderid);
  const rows = await db
    .select({
      vendorid: vendors.id,
      vendorname: vendors.name,
      primaryphone: vendors.primaryphone,
      dispatchemail: vendors.dispatchemail,
      tierid: vendors.tierid,
      vendorstatustypeid: vendors.vendorstatustypeid,
      timesused: sql<number>`count(distinct ${workOrders.id})::int`,
      lastused: sql<Date>`max(${workOrders.createddate})`,
      attached: sql<boolean>`exists (select 1 from ${workOrderVendors} cur where cur.workorderid = ${wo.id} and cur.vendorid = ${vendors.id})`,
    })
    .from(workOrderVendors)
    .innerJoin(workOrders, eq(workOrders.id, workOrderVendors.workorderid))
    .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
    .where(and(eq(workOrders.jobsiteid, wo.jobsiteid), ne(workOrders.id, wo.id)))
    .groupBy(vendors.id)
    .orderBy(desc(sql`max(${workOrders.createddate})`))
    .limit(50);
  return rows.map(presentPastVendor);
};

const presentPastVendor = <
  R extends { tierid: number | null; vendorstatustypeid: number | null; lastused: Date },
>(
  r: R,
) => ({ ...r, lastused: new Date(r.lastused).toISOString(), dispatchable: isDispatchable(r) });
