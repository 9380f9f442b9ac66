import { WorkOrderListQuery } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, invoices, managementProviders, workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import {
  lockWorkOrder,
  requireWorkOrder,
  systemReader,
  type WorkOrderReader,
} from "../../platform/workorder-core/index.ts";
import { makeCustomer, makeJobSite, makeUser, makeVendor, makeWorkOrder } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { listAlerts } from "../dashboard/index.ts";
import { loadWorkOrderDocumentData } from "../documents/index.ts";
import { loadInvoiceDocument } from "../invoices/index.ts";
import { listPortalWorkOrders } from "../portals/index.ts";
import { findPoUses, getWorkOrderDetail } from "./workorder-detail.service.ts";
import { listWorkOrders } from "./workorder-list.service.ts";

/*
 * Every service that returns work-order rows takes the reader and applies scope and redaction itself:
 * called straight (no route, no access rule in front), a vendor, tech or customer gets only its own rows
 * with the hidden fields blanked, and a second vendor or customer gets nothing.
 */

let t: TestApp;
const PO = `PO-SCOPE-${Date.now()}`;
let order: { id: number; wonumber: string; customerid: number };
let lineA: number;
let vendorA: number;
const readers = {} as Record<"staff" | "vendorA" | "techA" | "customerA" | "vendorC" | "customerB", AuthUser>;

const asAuthUser = (u: Awaited<ReturnType<typeof makeUser>>): AuthUser => ({
  id: u.id,
  email: u.email,
  name: `${u.firstname} ${u.lastname}`,
  vendorid: u.vendorid,
  customerid: u.customerid,
  roles: u.roles,
  permissions: u.permissions,
});

beforeAll(async () => {
  t = await createTestApp();
  const custA = await makeCustomer(t.db);
  const custB = await makeCustomer(t.db);
  const [provider] = await t.db
    .insert(managementProviders)
    .values({ managementprovider: PROVIDER })
    .returning({ id: managementProviders.id });
  await t.db.update(customers).set({ managementproviderid: provider?.id }).where(eq(customers.id, custA.id));
  const site = await makeJobSite(t.db, custA.id);
  const [va, vb, vc] = [await makeVendor(t.db), await makeVendor(t.db), await makeVendor(t.db)];
  vendorA = va.id;
  const soon = new Date(Date.now() + 3_600_000);
  const wo = await makeWorkOrder(
    t.db,
    { customerid: custA.id, jobsiteid: site.id },
    {
      statusid: 9,
      nte: "2000.00",
      invoiceamount: "1500.00",
      proposalamount: "1800.00",
      lastnote: "Internal: customer is slow to pay",
      ponumber: PO,
      scheduledate: soon,
    },
  );
  order = { id: wo.id, wonumber: wo.wonumber, customerid: wo.customerid };
  // A second order of the same customer with the same PO (the PO check); no vendor is attached to it.
  await makeWorkOrder(t.db, { customerid: custA.id, jobsiteid: site.id }, { ponumber: PO });
  const lines = await t.db
    .insert(workOrderVendors)
    .values([
      { workorderid: wo.id, vendorid: va.id, quotedamount: "100.00" },
      { workorderid: wo.id, vendorid: vb.id, quotedamount: "200.00" },
    ])
    .returning();
  lineA = lines[0]?.id ?? 0;
  readers.staff = asAuthUser(await makeUser(t.db, { roles: ["Dispatchers"] }));
  readers.vendorA = asAuthUser(await makeUser(t.db, { roles: ["Vendor"], vendorid: va.id }));
  readers.techA = asAuthUser(await makeUser(t.db, { roles: ["Tech"], vendorid: va.id }));
  readers.customerA = asAuthUser(await makeUser(t.db, { roles: ["Customer"], customerid: custA.id }));
  readers.vendorC = asAuthUser(await makeUser(t.db, { roles: ["Vendor"], vendorid: vc.id }));
  readers.customerB = asAuthUser(await makeUser(t.db, { roles: ["Customer"], customerid: custB.id }));
});
afterAll(() => t.close());

const onlyOrder = () =>
  WorkOrderListQuery.parse({
    status: "all",
    filters: JSON.stringify([{ column: "id", op: "=", value: order.id }]),
  });

const vendorView = () => ({
  id: order.id,
  vendors: [expect.objectContaining({ vendorid: vendorA })],
  nte: null,
  hasnte: false,
  invoiceamount: null,
  proposalamount: null,
  lastnote: null,
  customerdispatcher: null,
  managementprovider: null,
});
// Issue 29: the management provider is staff-only (docs/security.md), in list rows too.
const customerView = { vendors: [], lastnote: null, nte: 2000, managementprovider: null };

const PROVIDER = "ServiceChannel (provider of the read-scope test)";

describe("work-order list rows (listWorkOrders and every list built on it)", () => {
  it("shows staff the management provider (so the blanking below is real)", async () => {
    const page = await listWorkOrders(t.db, readers.staff, onlyOrder());
    expect(page.rows).toEqual([expect.objectContaining({ id: order.id, managementprovider: PROVIDER })]);
  });

  const readPaths: [string, (r: WorkOrderReader) => Promise<{ rows: unknown[]; total: number }>][] = [
    ["listWorkOrders", (r) => listWorkOrders(t.db, r, onlyOrder())],
    [
      "listPortalWorkOrders",
      (r) => listPortalWorkOrders(t.db, r as AuthUser, "all", { ...onlyOrder(), flagged: false }),
    ],
    [
      "listAlerts (dashboard)",
      (r) =>
        listAlerts(t.db, { ...onlyOrder(), days: 7, tz: "UTC", flagged: false, mine: false }, r as AuthUser),
    ],
  ];

  it.each(readPaths)("%s: a vendor and its tech get their row without the hidden fields", async (_, read) => {
    for (const r of [readers.vendorA, readers.techA]) {
      const page = await read(r);
      expect(page.total).toBe(1);
      expect(page.rows).toEqual([expect.objectContaining(vendorView())]);
    }
  });

  it.each(readPaths)("%s: a customer gets its row without vendors or notes", async (_, read) => {
    const page = await read(readers.customerA);
    expect(page.rows).toEqual([expect.objectContaining({ id: order.id, ...customerView })]);
  });

  it.each(readPaths)("%s: a second vendor or customer gets nothing, not even a total", async (_, read) => {
    for (const r of [readers.vendorC, readers.customerB]) {
      const page = await read(r);
      expect(page).toMatchObject({ rows: [], total: 0 });
    }
  });

  it.each(readPaths)("%s: staff and the system reader see the whole row", async (_, read) => {
    for (const r of [readers.staff, systemReader("test")]) {
      const page = await read(r);
      expect(page.rows).toEqual([
        expect.objectContaining({ nte: 2000, lastnote: "Internal: customer is slow to pay" }),
      ]);
      expect((page.rows[0] as { vendors: unknown[] }).vendors).toHaveLength(2);
    }
  });
});

describe("single-order loaders", () => {
  it("getWorkOrderDetail: own order redacted for a vendor, 404 for a second vendor or customer", async () => {
    expect(await getWorkOrderDetail(t.db, readers.vendorA, order.id)).toMatchObject({
      id: order.id,
      nte: null,
      margin: null,
      provider: null,
    });
    expect(await getWorkOrderDetail(t.db, readers.customerA, order.id)).toMatchObject({ margin: null });
    for (const r of [readers.vendorC, readers.customerB])
      await expect(getWorkOrderDetail(t.db, r, order.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("requireWorkOrder and lockWorkOrder: 404 outside the reader's scope", async () => {
    expect((await requireWorkOrder(t.db, readers.techA, order.id)).id).toBe(order.id);
    expect((await requireWorkOrder(t.db, readers.customerA, order.id)).id).toBe(order.id);
    for (const r of [readers.vendorC, readers.customerB]) {
      await expect(requireWorkOrder(t.db, r, order.id)).rejects.toMatchObject({ code: "not_found" });
      await expect(t.db.transaction((tx) => lockWorkOrder(tx, r, order.id))).rejects.toMatchObject({
        code: "not_found",
      });
    }
    expect((await t.db.transaction((tx) => lockWorkOrder(tx, readers.vendorA, order.id))).id).toBe(order.id);
  });

  it("findPoUses: only orders the reader may see", async () => {
    const q = { customerid: order.customerid, ponumber: PO, workorderid: 0 };
    expect((await findPoUses(t.db, readers.staff, q)).workorders).toHaveLength(2);
    expect((await findPoUses(t.db, readers.customerA, q)).workorders).toHaveLength(2);
    expect((await findPoUses(t.db, readers.vendorA, q)).workorders.map((w) => w.id)).toEqual([order.id]);
    expect(await findPoUses(t.db, readers.customerB, q)).toEqual({ exists: false, workorders: [] });
  });

  it("loadWorkOrderDocumentData: 404 for a second vendor", async () => {
    expect((await loadWorkOrderDocumentData(t.db, readers.vendorA, order.id, lineA)).wo.id).toBe(order.id);
    await expect(loadWorkOrderDocumentData(t.db, readers.vendorC, order.id, lineA)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("loadInvoiceDocument: the invoice of an order the reader may not see is absent", async () => {
    const [inv] = await t.db
      .insert(invoices)
      .values({ workorderid: order.id, invoicenumber: `INV-${order.wonumber}`, duedate: new Date() })
      .returning();
    if (!inv) throw new Error("invoice not made");
    expect((await loadInvoiceDocument(t.db, readers.customerA, inv.id)).wonumber).toBe(order.wonumber);
    for (const r of [readers.customerB, readers.vendorC])
      await expect(loadInvoiceDocument(t.db, r, inv.id)).rejects.toMatchObject({ code: "not_found" });
  });
});
