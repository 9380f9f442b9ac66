import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customers, jobSites, workOrderImports } from "../../db/schema/index.ts";
import { FakeServiceChannel, type ScWorkOrder } from "../../test/fake-servicechannel/fake-servicechannel.ts";

/**
 * DEMO ONLY: when no ServiceChannel is configured, `npm start` serves the test stand-in (a local server on a
 * loopback port, the reference's shapes) with a few work orders of the demo customers that carry a
 * ServiceChannel subscriber id, so Import Work Order can be tried: POs SC-DEMO-1001 … (the last one at a
 * store the customer has no job site for, to show the create-job-site question).
 */
export const DEMO_PO_PREFIX = "SC-DEMO-";

const PROBLEMS = [
  [
    "PLUMBING",
    "P2 - Urgent",
    650,
    "WATER HEATER LEAK",
    "Water heater leaking in the stock room; water reaching the sales floor.",
  ],
  [
    "HVAC",
    "P1 - Emergency",
    1500,
    "NO COOLING",
    "Sales floor at 84F, rooftop unit 2 not cooling. Customers complaining.",
  ],
  ["ELECTRICAL", "P3 - Routine", 400, "LIGHTS OUT", "Six fixtures out above aisles 4-6; ballast suspected."],
  [
    "DOORS & HARDWARE",
    "P2 - Urgent",
    500,
    "DOOR WILL NOT LOCK",
    "Front entry door does not lock at close; closer arm bent.",
  ],
] as const;

const storeNumber = (jobsite: string) => jobsite.replace(/\D+/g, "") || jobsite;

export const demoServiceChannelOrders = async (db: Db): Promise<ScWorkOrder[]> => {
  const subscribers = await db
    .select({ id: customers.id, name: customers.customername, sub: customers.servicechannelsubscriberid })
    .from(customers)
    .where(and(isNotNull(customers.servicechannelsubscriberid), eq(customers.isactive, true)))
    .orderBy(asc(customers.id))
    .limit(2);
  const orders: ScWorkOrder[] = [];
  let n = 1001;
  const now = Date.now();
  for (const c of subscribers) {
    const sub = Number(c.sub);
    const sites = await db
      .select()
      .from(jobSites)
      .where(and(eq(jobSites.customerid, c.id), eq(jobSites.isactive, true)))
      .orderBy(asc(jobSites.id))
      .limit(2);
    for (const site of sites) {
      const [trade, priority, nte, code, description] = PROBLEMS[(n - 1001) % PROBLEMS.length] ?? PROBLEMS[0];
      orders.push({
        Id: 180_000_000 + n,
        Number: String(96_000_000 + n),
        PurchaseNumber: `${DEMO_PO_PREFIX}${n}`,
        Subscriber: { Id: sub, Name: c.name },
        Provider: { Id: 2_000_123, Name: "FM Dispatch" },
        Location: {
          Id: 700_000 + site.id,
          SubscriberId: sub,
          StoreId: storeNumber(site.jobsite),
          Name: site.jobsitedescription,
          Address2: site.streetaddress,
          City: site.city,
          State: site.statecode,
          Zip: site.postalcode,
        },
        Status: { Primary: "Open", Extended: "Dispatch Confirmed" },
        Caller: "Store Manager",
        CallDate: new Date(now - 2 * 3_600_000).toISOString(),
        ScheduledDate: new Date(now + 26 * 3_600_000).toISOString(),
        Priority: priority,
        Trade: trade,
        Category: "Repair",
        Nte: nte,
        Currency: { Id: 1, AlphabeticalCode: "USD" },
        ProblemCode: code,
        Description: description,
        Source: "Dashboard",
      });
      n++;
    }
  }
  const [first] = subscribers;
  if (first) {
    orders.push({
      Id: 180_000_000 + n,
      Number: String(96_000_000 + n),
      PurchaseNumber: `${DEMO_PO_PREFIX}${n}`,
      Subscriber: { Id: Number(first.sub), Name: first.name },
      Location: {
        Id: 799_999,
        SubscriberId: Number(first.sub),
        StoreId: "9901",
        Name: "New store (not yet a job site)",
        Address2: "1600 Pearl Street",
        City: "Boulder",
        State: "CO",
        Zip: "80302",
      },
      Status: { Primary: "Open" },
      CallDate: new Date(now - 3_600_000).toISOString(),
      Priority: "P3 - Routine",
      Trade: "PAINTING",
      Nte: 800,
      ProblemCode: "TOUCH-UP PAINT",
      Description: "Touch up scuffed walls at the entrance before the grand opening.",
    });
  }
  return orders;
};

/** The ServiceChannel orders our demo orders are linked to (seed/servicechannel-sync.ts), so pushes succeed. */
const linkedDemoOrders = async (db: Db): Promise<ScWorkOrder[]> =>
  (
    await db
      .select({ payload: workOrderImports.payload })
      .from(workOrderImports)
      .where(and(eq(workOrderImports.source, "servicechannel"), isNotNull(workOrderImports.scworkorderid)))
  ).map((r) => r.payload as ScWorkOrder);

/** `controlPort` (browser tests: SERVICECHANNEL_DEMO_CONTROL_PORT): that port, with the /__fake/ control requests. */
export const startDemoServiceChannel = async (db: Db, controlPort?: number) =>
  new FakeServiceChannel({
    clientId: "fm-dispatch-demo",
    workOrders: [...(await demoServiceChannelOrders(db)), ...(await linkedDemoOrders(db))],
    ...(controlPort ? { port: controlPort, control: true } : {}),
  }).start();
