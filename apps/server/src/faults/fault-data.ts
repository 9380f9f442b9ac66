import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { workOrderNotes, workOrderStatuses, workOrders } from "../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeUser, makeWorkOrder, uid } from "../test/factories.ts";

export const FAULT_PASSWORD = "Fault-test-1!";

/** Whether the full fault runs were asked for (npm run test:faults); the short ones run in npm test. */
export const FULL = process.env.FM_FAULTS === "full";

/** A dispatcher with a password and `count` Received work orders of one customer. */
export const seedFaultData = async (db: Db, count: number) => {
  const user = await makeUser(db, { roles: ["Dispatchers"], password: FAULT_PASSWORD });
  const customer = await makeCustomer(db, { customername: `Fault ${uid()}` });
  const site = await makeJobSite(db, customer.id);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await makeWorkOrder(db, { customerid: customer.id, jobsiteid: site.id })).id);
  }
  return { email: user.email, workorderids: ids };
};

/** What is stored for the given work orders: their status and version, and every note. */
export const readBack = async (db: Db, ids: number[]) => {
  const orders = await db
    .select({ id: workOrders.id, version: workOrders.version, status: workOrderStatuses.name })
    .from(workOrders)
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .where(inArray(workOrders.id, ids));
  const notes = await db
    .select({ workorderid: workOrderNotes.workorderid, note: workOrderNotes.note, type: workOrderNotes.type })
    .from(workOrderNotes)
    .where(inArray(workOrderNotes.workorderid, ids))
    .orderBy(workOrderNotes.id);
  return { orders, notes };
};
