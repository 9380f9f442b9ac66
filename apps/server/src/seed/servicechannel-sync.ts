import { and, asc, eq, isNotNull, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { customers, jobSites, serviceChannelSync, workOrderImports, workOrders } from "../db/schema/index.ts";

/** Demo ServiceChannel ids of linked orders start here (the demo stand-in serves them, servicechannel-demo.ts). */
export const DEMO_SC_LINKED_BASE = 189_000_000;

/**
 * ServiceChannel both ways (issue 33 §6): one demo order of a ServiceChannel customer linked to a ServiceChannel
 * work order, with one sent push (its status) and one failed (a note ServiceChannel refused), so the
 * ServiceChannel section of the order shows the error and Retry (the demo stand-in then accepts it).
 */
export const seedServiceChannelSync = async (tx: DbOrTx, now: Date): Promise<string | null> => {
  const [wo] = await tx
    .select({
      id: workOrders.id,
      wonumber: workOrders.wonumber,
      ponumber: workOrders.ponumber,
      customerid: workOrders.customerid,
      sub: customers.servicechannelsubscriberid,
      customername: customers.customername,
      site: jobSites,
    })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .where(and(isNotNull(customers.servicechannelsubscriberid), notInArray(workOrders.statusid, [5, 6, 10])))
    .orderBy(asc(workOrders.id))
    .limit(1);
  if (!wo?.sub) return null;
  const scid = DEMO_SC_LINKED_BASE + wo.id;
  const po = wo.ponumber ?? `SC-${scid}`;
  const payload = {
    Id: scid,
    Number: String(97_000_000 + wo.id),
    PurchaseNumber: po,
    Subscriber: { Id: Number(wo.sub), Name: wo.customername },
    Location: {
      Id: 710_000 + wo.site.id,
      SubscriberId: Number(wo.sub),
      StoreId: wo.site.jobsite.replace(/\D+/g, "") || wo.site.jobsite,
      Name: wo.site.jobsitedescription,
      Address2: wo.site.streetaddress,
      City: wo.site.city,
      State: wo.site.statecode,
      Zip: wo.site.postalcode,
    },
    Status: { Primary: "In Progress", Extended: "Dispatch Confirmed" },
  };
  await tx.insert(workOrderImports).values({
    workorderid: wo.id,
    source: "servicechannel",
    customerid: wo.customerid,
    ponumber: po,
    externalref: `${scid} (${payload.Number})`,
    scworkorderid: scid,
    payload,
    importeddate: new Date(now.getTime() - 3 * 86_400_000),
  });
  const hour = 3_600_000;
  await tx.insert(serviceChannelSync).values([
    {
      workorderid: wo.id,
      scworkorderid: scid,
      kind: "status",
      payload: {
        Status: { Primary: "In Progress", Extended: "Dispatch Confirmed" },
        Actor: "Dana Dispatcher",
      },
      state: "sent",
      attempts: 1,
      createdat: new Date(now.getTime() - 5 * hour),
      lastattemptat: new Date(now.getTime() - 5 * hour),
      sentat: new Date(now.getTime() - 5 * hour),
    },
    {
      workorderid: wo.id,
      scworkorderid: scid,
      kind: "note",
      payload: {
        Status: { Primary: "In Progress", Extended: "Dispatch Confirmed" },
        Note: "Technician scheduled for tomorrow 8-10 AM.",
        Actor: "Dana Dispatcher",
      },
      state: "failed",
      attempts: 8,
      lasterror:
        "ServiceChannel answered 400: You don't have location access to perform this operation. (NoLocationAccess)",
      createdat: new Date(now.getTime() - 2 * hour),
      lastattemptat: new Date(now.getTime() - hour),
    },
  ]);
  return wo.wonumber;
};
