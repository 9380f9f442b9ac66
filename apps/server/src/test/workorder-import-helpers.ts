import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  customers,
  jobSites,
  workOrderAttachments,
  workOrderImports,
  workOrders,
} from "../db/schema/index.ts";
import type { ScWorkOrder } from "./fake-servicechannel/fake-servicechannel.ts";
import { multipartBody } from "./multipart.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
export const msgFixture = (name: string) =>
  fs.readFileSync(path.join(here, "../features/workorder-import/fixtures", name));

export const fileImport = (
  source: string,
  name: string,
  content: Buffer | string,
  extra: Record<string, string> = {},
) => ({
  method: "POST" as const,
  url: "/api/workorder/parseWOHTML",
  ...multipartBody({ source, ...extra }, [{ name, content }], "file"),
});

/** A ServiceChannel work order in the reference's shape. */
export const scWorkOrder = (
  over: Partial<ScWorkOrder> & { PurchaseNumber: string; subscriber: number; store: string },
): ScWorkOrder => {
  const { subscriber, store, ...rest } = over;
  return {
    Id: 90_000_000 + Math.floor(Math.random() * 9_000_000),
    Number: `SC${Math.floor(Math.random() * 1e6)}`,
    Subscriber: { Id: subscriber, Name: "Summit Outfitters" },
    Location: {
      Id: 400_000 + Math.floor(Math.random() * 1000),
      SubscriberId: subscriber,
      StoreId: store,
      Name: `Store ${store}`,
      Address2: "77 Canyon Road",
      City: "Boulder",
      State: "CO",
      Zip: "80302",
    },
    Status: { Primary: "Open", Extended: "Dispatch Confirmed" },
    Caller: "Jordan Price",
    CallDate: "2026-11-20T14:05:00Z",
    ScheduledDate: "2026-11-23T15:00:00Z",
    Priority: "P2 - Urgent",
    Trade: "PLUMBING",
    Category: "Repair",
    Nte: 650,
    Description: "Water heater leaking in the back room; floor drain backing up.",
    ProblemCode: "WATER HEATER LEAK",
    ...rest,
  };
};

/**
 * Everything an import could write for the given customers and PO numbers (orders, their attachments and
 * import records, job sites) plus the stored files: a refused import must leave all of it as it was.
 */
export const importState = (db: Db, dataDir: string, customerNames: string[], pos: string[]) => async () => {
  const custs = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      inArray(
        sql`lower(${customers.customername})`,
        customerNames.map((n) => n.toLowerCase()),
      ),
    );
  const ids = custs.map((c) => c.id);
  const orders = ids.length
    ? await db
        .select({ id: workOrders.id, po: workOrders.ponumber })
        .from(workOrders)
        .where(
          or(inArray(workOrders.customerid, ids), inArray(workOrders.ponumber, pos.length ? pos : ["-"])),
        )
    : [];
  const orderIds = orders.map((o) => o.id);
  const files = fs.existsSync(path.join(dataDir, "files", "workorder", "imports"))
    ? fs.readdirSync(path.join(dataDir, "files", "workorder", "imports"), { recursive: true }).length
    : 0;
  return {
    orders,
    sites: ids.length
      ? await db.select({ id: jobSites.id }).from(jobSites).where(inArray(jobSites.customerid, ids))
      : [],
    attachments: orderIds.length
      ? await db
          .select({ id: workOrderAttachments.id })
          .from(workOrderAttachments)
          .where(inArray(workOrderAttachments.workorderid, orderIds))
      : [],
    imports: await db
      .select({ id: workOrderImports.id })
      .from(workOrderImports)
      .where(inArray(workOrderImports.ponumber, pos.length ? pos : ["-"])),
    files,
  };
};
