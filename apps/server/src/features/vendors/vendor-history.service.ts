import type { VendorHistoryRow } from "@fm/domain/contracts";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { customers, jobSites, users, workOrderStatuses, workOrders } from "../../db/schema/index.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * GET /api/vendor/history?vendorid (spec 3 §2.8 History, §3 Vendor history row): the work orders the vendor
 * was put on, newest first, with the dispatcher and promised date the History Details popup shows.
 */
export const listVendorHistory = async (db: DbOrTx, vendorid: number): Promise<VendorHistoryRow[]> => {
  const rows = await db
    .select({
      workorderid: workOrders.id,
      wonumber: workOrders.wonumber,
      customername: customers.customername,
      jobsite: jobSites.jobsite,
      jobsitedescription: jobSites.jobsitedescription,
      dispatcher: sql<
        string | null
      >`nullif(trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')), '')`,
      promisedate: workOrders.promisedate,
      createddate: workOrders.createddate,
      completedate: workOrders.completedate,
      status: workOrderStatuses.name,
      statusid: workOrders.statusid,
    })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .leftJoin(users, eq(users.id, workOrders.dispatcherid))
    .where(
      sql`${workOrders.id} in (select w.workorderid from workordervendors w where w.vendorid = ${vendorid})`,
    )
    .orderBy(desc(workOrders.createddate), desc(workOrders.id))
    .limit(1000);
  return rows.map((r) => ({
    workorderid: r.workorderid,
    wonumber: r.wonumber,
    customername: r.customername,
    jobsite: { jobsite: r.jobsite, jobsitedescription: r.jobsitedescription },
    dispatcher: r.dispatcher,
    promisedate: iso(r.promisedate),
    createddate: r.createddate.toISOString(),
    completedate: iso(r.completedate),
    status: r.status,
    statusid: r.statusid,
  }));
};
