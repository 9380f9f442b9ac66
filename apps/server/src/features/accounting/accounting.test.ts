import type {
  PendingSyncs,
  SubmitPendingResult,
  TransmissionLogPage,
  UnmatchedVendors,
} from "@fm/domain/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  qboConnection,
  qboTransfers,
  transmissionLogs,
  vendors,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { makeVendor, uid } from "../../test/factories.ts";
import { expectRefusedUnchanged } from "../../test/refusals.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";
import { makePendingBill, makePendingInvoice, qboEnvOf } from "./accounting-test-helpers.ts";
import { type FakeQbo, startFakeQbo } from "./qbo/fake-qbo/fake-qbo-server.ts";

let fake: FakeQbo;
beforeAll(async () => {
  fake = await startFakeQbo();
});
afterAll(() => fake.close());
const t = useTestApp({ env: () => qboEnvOf(fake) });
const accountant = useSignedIn(t, { roles: ["AccountingAdmin"] });

const pending = async (): Promise<PendingSyncs> =>
  (await t.call(accountant.token, { method: "GET", url: "/api/accounting/getpendingsyncs" })).json();

const submit = (payload: Record<string, unknown>) =>
  t.call(accountant.token, { method: "POST", url: "/api/accounting/submitpending", payload });

/** Ticks the given rows, presses Push, and runs the push job to the end. */
const push = async (bills: number[], invoices: number[] = []): Promise<SubmitPendingResult> => {
  const res = await submit({
    VendorBilling: bills.map((workorderVendorId) => ({ workorderVendorId, approvedByAccounting: true })),
    CustomerBilling: invoices.map((invoiceId) => ({ invoiceId, approvedByAccounting: true })),
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.ctx.jobs.drain();
  return res.json();
};

const billsFor = (vendorRef: string) =>
  fake.entities("Bill").filter((b) => (b.VendorRef as { value: string }).value === vendorRef);

const logsFor = (kind: string, sourceid: number) =>
  t.db
    .select()
    .from(transmissionLogs)
    .where(and(eq(transmissionLogs.kind, kind), eq(transmissionLogs.sourceid, sourceid)));

const transferOf = async (kind: string, sourceid: number) =>
  (
    await t.db
      .select()
      .from(qboTransfers)
      .where(and(eq(qboTransfers.kind, kind), eq(qboTransfers.sourceid, sourceid)))
  )[0];

describe("pending rows", () => {
  it("lists approved vendor bills by tab and approved customer invoices with their lines", async () => {
    const open = await makePendingBill(t.db, { amount: "120.00" });
    const done = await makePendingBill(t.db, { amount: "80.00", invoiced: true });
    const inv = await makePendingInvoice(t.db);
    const p = await pending();
    const row = p.vendorBilling.find((r) => r.workorderVendorId === open.line.id);
    expect(row).toMatchObject({
      vendorId: open.vendor.id,
      billingVendorId: open.vendor.billingvendorid,
      workorderNumber: open.wo.wonumber,
      vendorAmount: 120,
      approvedByAccounting: false,
      isError: false,
    });
    expect(p.completeBilling.some((r) => r.workorderVendorId === done.line.id)).toBe(true);
    expect(p.vendorBilling.some((r) => r.workorderVendorId === done.line.id)).toBe(false);
    const invRow = p.customerBilling.find((r) => r.invoiceId === inv.invoice.id);
    expect(invRow).toMatchObject({ invoiceAmount: 364.75, customerName: inv.customer.customername });
    expect(invRow?.pendingCustomerInvoicingDetails.map((d) => d.itemType)).toEqual(["Labor", "Material"]);
  });

  it("removes a vendor bill from the list, and refuses an unknown one", async () => {
    const b = await makePendingBill(t.db);
    const res = await t.call(accountant.token, {
      method: "PUT",
      url: `/api/accounting/removevendorbill/${b.line.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PendingSyncs).vendorBilling.some((r) => r.workorderVendorId === b.line.id)).toBe(
      false,
    );
    expect((await transferOf("bill", b.line.id))?.state).toBe("removed");
    await expectRefusedUnchanged(
      () => t.call(accountant.token, { method: "PUT", url: `/api/accounting/removevendorbill/${b.line.id}` }),
      404,
      "not_found",
      () => transferOf("bill", b.line.id),
    );
  });

  it("refuses a bad submit naming the field, and changes nothing", async () => {
    const b = await makePendingBill(t.db);
    const body = await expectRefusedUnchanged(
      () =>
        submit({
          VendorBilling: [
            { workorderVendorId: b.line.id, approvedByAccounting: true },
            { workorderVendorId: "x", approvedByAccounting: "yes" },
          ],
        }),
      400,
      "validation",
      async () => (await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.id, b.line.id)))[0],
    );
    expect(Object.keys(body.fields ?? {}).join(" ")).toMatch(/VendorBilling\.1\.workorderVendorId/);
    expect(Object.keys(body.fields ?? {}).join(" ")).toMatch(/VendorBilling\.1\.approvedByAccounting/);
  });
});

describe("the QuickBooks push", () => {
  it("sends an approved bill and invoice once, logs both, and skips them on the next push", async () => {
    const b = await makePendingBill(t.db, { amount: "412.50" });
    const inv = await makePendingInvoice(t.db);
    const ref = b.vendor.billingvendorid ?? "";
    fake.addVendor({ Id: ref, DisplayName: b.vendor.name });
    const customer = fake.addCustomer({ DisplayName: inv.customer.customername });

    const answer = await push([b.line.id], [inv.invoice.id]);
    expect(answer.jobId).not.toBeNull();
    expect(answer.queued).toBeGreaterThanOrEqual(2);

    expect(billsFor(ref).map((x) => x.TotalAmt)).toEqual([412.5]);
    const invoices = fake
      .entities("Invoice")
      .filter((i) => (i.CustomerRef as { value: string }).value === customer.Id);
    expect(invoices.map((i) => i.TotalAmt)).toEqual([364.75]);
    expect(invoices[0]?.DocNumber).toBe(inv.invoice.invoicenumber);

    const [billLog] = await logsFor("bill", b.line.id);
    expect(billLog).toMatchObject({
      success: true,
      typeid: 1,
      workordernumber: b.wo.wonumber,
      errormessage: null,
    });
    expect(billLog?.endtime).not.toBeNull();
    const [invLog] = await logsFor("invoice", inv.invoice.id);
    expect(invLog).toMatchObject({ success: true, typeid: 2, customername: inv.customer.customername });

    const after = await pending();
    expect(after.vendorBilling.some((r) => r.workorderVendorId === b.line.id)).toBe(false);
    expect(after.customerBilling.some((r) => r.invoiceId === inv.invoice.id)).toBe(false);

    // Pressing Push again sends nothing new: the rows are not pending, and a forced re-run skips sent rows.
    await push([b.line.id], [inv.invoice.id]);
    expect(billsFor(ref)).toHaveLength(1);
    expect(await logsFor("bill", b.line.id)).toHaveLength(1);

    const logs: TransmissionLogPage = (
      await t.call(accountant.token, { method: "GET", url: "/api/accounting/gettransmissionlogs?typeId=2" })
    ).json();
    expect(logs.pageSize).toBe(5);
    expect(logs.rows.every((r) => r.typeId === 2)).toBe(true);
    expect(logs.rows.some((r) => r.invoiceNumber === inv.invoice.invoicenumber && r.success)).toBe(true);
  });

  it("makes exactly one bill when the connection drops after QuickBooks made it (requestid)", async () => {
    const b = await makePendingBill(t.db, { amount: "99.99" });
    const ref = b.vendor.billingvendorid ?? "";
    fake.addVendor({ Id: ref, DisplayName: b.vendor.name });
    // Every attempt of this push is cut off after the bill is made: the client's own retries all fail.
    fake.failNext("drop", { on: "bill", times: 3 });
    await push([b.line.id]);
    expect(billsFor(ref)).toHaveLength(1);
    const first = await transferOf("bill", b.line.id);
    expect(first?.state).toBe("error");
    const [failed] = await logsFor("bill", b.line.id);
    expect(failed).toMatchObject({ success: false });
    expect(failed?.errormessage).toMatch(/Connection to QuickBooks failed/);
    expect((await pending()).vendorBilling.find((r) => r.workorderVendorId === b.line.id)?.isError).toBe(
      true,
    );

    // The retry carries the same requestid: QuickBooks answers the bill it already made.
    await push([b.line.id]);
    expect(billsFor(ref)).toHaveLength(1);
    const second = await transferOf("bill", b.line.id);
    expect(second).toMatchObject({ state: "sent", requestid: first?.requestid, qboid: billsFor(ref)[0]?.Id });
    const logs = await logsFor("bill", b.line.id);
    expect(logs.map((l) => l.success).sort()).toEqual([false, true]);
  });

  it("retries a single dropped connection inside the push without a duplicate", async () => {
    const b = await makePendingBill(t.db, { amount: "10.00" });
    const ref = b.vendor.billingvendorid ?? "";
    fake.addVendor({ Id: ref, DisplayName: b.vendor.name });
    fake.failNext("drop", { on: "bill" });
    await push([b.line.id]);
    expect(billsFor(ref)).toHaveLength(1);
    expect((await transferOf("bill", b.line.id))?.state).toBe("sent");
  });

  it("flags an error row with QuickBooks' validation fault, and sends it on the next push", async () => {
    const b = await makePendingBill(t.db, { amount: "55.00" });
    const ref = b.vendor.billingvendorid ?? "";
    fake.addVendor({ Id: ref, DisplayName: b.vendor.name });
    fake.failNext("validation", { on: "bill" });
    await push([b.line.id]);
    expect(billsFor(ref)).toHaveLength(0);
    const row = (await pending()).vendorBilling.find((r) => r.workorderVendorId === b.line.id);
    expect(row).toMatchObject({ isError: true, approvedByAccounting: true });
    expect(row?.errorMessage).toMatch(/business validation error.*code 6000/);
    const [log] = await logsFor("bill", b.line.id);
    expect(log?.success).toBe(false);
    expect(log?.errormessage).toMatch(/code 6000/);

    await push([b.line.id]);
    expect(billsFor(ref)).toHaveLength(1);
  });

  it("refreshes an expired access token on 401 and stores the rotated refresh token sealed", async () => {
    const b = await makePendingBill(t.db, { amount: "70.00" });
    const ref = b.vendor.billingvendorid ?? "";
    fake.addVendor({ Id: ref, DisplayName: b.vendor.name });
    await push([]); // make sure tokens exist
    fake.failNext("expired", { on: "bill" });
    const refreshesBefore = fake.requests.filter((r) => r === "POST token").length;
    await push([b.line.id]);
    expect(fake.requests.filter((r) => r === "POST token").length).toBe(refreshesBefore + 1);
    expect(billsFor(ref)).toHaveLength(1);
    expect((await logsFor("bill", b.line.id))[0]?.success).toBe(true);
    const [stored] = await t.db.select().from(qboConnection).where(eq(qboConnection.realmid, fake.realmId));
    expect(stored?.refreshtoken).not.toContain(fake.refreshToken());
    expect(t.ctx.secrets.open(stored?.refreshtoken ?? "")).toBe(fake.refreshToken());
  });

  it("waits for Retry-After on 429 and then sends", async () => {
    const inv = await makePendingInvoice(t.db);
    fake.addCustomer({ DisplayName: inv.customer.customername });
    fake.failNext("throttle", { on: "invoice", retryAfterSeconds: 1 });
    const started = Date.now();
    await push([], [inv.invoice.id]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await logsFor("invoice", inv.invoice.id))[0]?.success).toBe(true);
  });

  it("never creates a vendor: an unmatched vendor's bill is an error row and is listed by Find Unmatched Vendors", async () => {
    const b = await makePendingBill(t.db, { billingvendorid: null, amount: "33.00" });
    const twin = fake.addVendor({ DisplayName: b.vendor.name });
    const vendorsBefore = fake.entities("Vendor").length;
    await push([b.line.id]);
    expect(fake.entities("Vendor")).toHaveLength(vendorsBefore);
    const [log] = await logsFor("bill", b.line.id);
    expect(log?.success).toBe(false);
    expect(log?.errormessage).toMatch(/no QuickBooks vendor/);

    const res = await t.call(accountant.token, { method: "GET", url: "/api/accounting/getunmatchedvendors" });
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json() as UnmatchedVendors).unmatched.find((u) => u.vendorId === b.vendor.id);
    expect(found).toMatchObject({ billingVendorId: null, suggestedQboId: twin.Id });
  });

  it("sends a changed vendor's details to its QuickBooks vendor (Pending Vendor Updates), never creating one", async () => {
    const v = await makeVendor(t.db, { billingvendorid: `QV${uid()}`, primaryemail: "ap@vendor.test" });
    const qbo = fake.addVendor({ Id: v.billingvendorid ?? "", DisplayName: "Old name" });
    await t.db
      .update(vendors)
      .set({
        name: `${v.name} Renamed`,
        createddate: new Date(Date.now() - 60_000),
        modifieddate: new Date(),
      })
      .where(eq(vendors.id, v.id));
    expect((await pending()).vendors.some((r) => r.vendorId === v.id)).toBe(true);
    const before = fake.entities("Vendor").length;
    const res = await submit({ PendingVendors: [{ vendorId: v.id, approvedByAccounting: true }] });
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.jobs.drain();
    expect(fake.entities("Vendor")).toHaveLength(before);
    expect(qbo).toMatchObject({
      DisplayName: `${v.name} Renamed`,
      PrimaryEmailAddr: { Address: "ap@vendor.test" },
    });
    expect((await logsFor("vendor", v.id))[0]).toMatchObject({
      success: true,
      vendorname: `${v.name} Renamed`,
    });
    expect((await pending()).vendors.some((r) => r.vendorId === v.id)).toBe(false);
  });

  it("refuses a second push while one is uploading, and reports the uploading status", async () => {
    await t.ctx.jobs.drain(); // on the shared PostgreSQL test database another file may have queued a push
    const b = await makePendingBill(t.db);
    fake.addVendor({ Id: b.vendor.billingvendorid ?? "", DisplayName: b.vendor.name });
    const first = await submit({
      VendorBilling: [{ workorderVendorId: b.line.id, approvedByAccounting: true }],
    });
    expect(first.statusCode).toBe(200);
    const status = await t.call(accountant.token, {
      method: "GET",
      url: "/api/accounting/getuploadingstatus",
    });
    expect(status.json()).toBe(true);
    const other = await makePendingBill(t.db);
    const body = await expectRefusedUnchanged(
      () => submit({ VendorBilling: [{ workorderVendorId: other.line.id, approvedByAccounting: true }] }),
      409,
      "conflict",
      async () =>
        (await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.id, other.line.id)))[0],
    );
    expect(body.message).toBe("A QuickBooks push is already uploading. Wait for it to finish.");
    await t.ctx.jobs.drain();
    expect(
      (await t.call(accountant.token, { method: "GET", url: "/api/accounting/getuploadingstatus" })).json(),
    ).toBe(false);
    expect(billsFor(b.vendor.billingvendorid ?? "")).toHaveLength(1);
  });
});
