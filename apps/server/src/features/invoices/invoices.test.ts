import { invoiceDueDate, STATUS } from "@fm/domain";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, workOrderNotes, workOrders } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn } from "../../test/factories.ts";
import { CALLERS, expectPermissionMatrix, STAFF, tokenFor } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { workOrderState } from "../../test/work-order-state.ts";

let t: TestApp;
let token: string;
let acct: string;
let customerid: number;
let jobsiteid: number;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, { roles: ["Dispatchers"] })).token;
  acct = (await signIn(t, { roles: ["AccountingAdmin"] })).token;
  const c = await makeCustomer(t.db, { termid: 45 });
  customerid = c.id;
  jobsiteid = (await makeJobSite(t.db, c.id)).id;
});
afterAll(() => t.close());

type Invoice = {
  id: number;
  version: number;
  invoicenumber: string;
  amount: number;
  subtotal: number;
  taxes: number;
  duedate: string;
  isapproved: boolean;
  isrejected: boolean;
  note: string | null;
  details: Array<{ id: number; total: number }>;
};
const LINES = [
  { itemtypeid: 1, description: "Labor", quantity: 3, rate: 19.99, taxrate: 8.25 },
  { itemtypeid: 2, description: "Filter", quantity: 1.5, rate: 33.33, taxrate: 8.25, uomid: 1 },
];
const newWo = () => makeWorkOrder(t.db, { customerid, jobsiteid }, { ponumber: "PO-INV" });
const save = (workorderid: number, over: Record<string, unknown> = {}) =>
  t.call(token, {
    method: "POST",
    url: "/api/workorder/saveinvoice",
    payload: { workorderid, items: LINES, note: "first", ...over },
  });
const created = async (workorderid: number, over: Record<string, unknown> = {}) => {
  const res = await save(workorderid, over);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Invoice;
};
const storedInvoice = async (id: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
/** A status action with the invoice's current version (what the web sends). */
const status = async (action: string, invoiceid: number, as = acct, extra: Record<string, unknown> = {}) => {
  const version = (await storedInvoice(invoiceid))?.version ?? 1;
  return t.call(as, {
    method: "PUT",
    url: `/api/workorder/${action}invoice`,
    payload: { invoiceid, version, ...extra },
  });
};
const woRow = async (id: number) => (await t.db.select().from(workOrders).where(eq(workOrders.id, id)))[0];

describe("Invoices", () => {
  it("totals lines with tax exact to the cent and dates the invoice due today + the customer's term", async () => {
    const wo = await newWo();
    const inv = await created(wo.id);
    expect(inv).toMatchObject({
      invoicenumber: `${wo.wonumber}-1`,
      subtotal: 109.97,
      taxes: 9.08,
      amount: 119.05,
    });
    expect(inv.details.map((d) => d.total)).toEqual([64.92, 54.13]);
    expect(inv.duedate).toBe(invoiceDueDate(new Date(), 45).toISOString());
    expect((await woRow(wo.id))?.invoiceamount).toBe("119.05");
    const second = await created(wo.id, { items: [{ itemtypeid: 3, quantity: 1, rate: 0.01 }] });
    expect(second.invoicenumber).toBe(`${wo.wonumber}-2`);
    expect((await woRow(wo.id))?.invoiceamount).toBe("119.06");
    const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, wo.id));
    expect(notes.map((n) => n.note)).toContain(`Invoice ${wo.wonumber}-1 added: $119.05.`);
  });

  it("refuses item type 6 on invoices and names bad line fields", async () => {
    const wo = await newWo();
    const res = await save(wo.id, { items: [{ itemtypeid: 6, quantity: -1, rate: 1.234 }] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.json() as { fields: Record<string, string> }).fields).sort()).toEqual([
      "items.0.itemtypeid",
      "items.0.quantity",
      "items.0.rate",
    ]);
  });

  it("updates with the current version only (409 when stale)", async () => {
    const wo = await newWo();
    const inv = await created(wo.id);
    const upd = (version: number, over: Record<string, unknown> = {}) =>
      t.call(token, {
        method: "PUT",
        url: "/api/workorder/updateinvoice",
        payload: { id: inv.id, version, note: "second", ...over },
      });
    const ok = await upd(inv.version, { items: [{ ...LINES[0], id: inv.details[0]?.id }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ note: "second", amount: 64.92, version: 2 });
    await expectRefusedUnchanged(
      () => upd(inv.version),
      409,
      "conflict",
      () => workOrderState(t.db, wo.id),
    );
    expect((await woRow(wo.id))?.invoiceamount).toBe("64.92");
  });

  it("approve needs approve:customerinvoice; approved invoices keep their items and cannot be removed", async () => {
    const wo = await newWo();
    const inv = await created(wo.id);
    await expectRefusedUnchanged(
      () => status("approve", inv.id, token),
      403,
      "forbidden",
      () => workOrderState(t.db, wo.id),
    );
    const res = await status("approve", inv.id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Invoice[]).find((i) => i.id === inv.id)).toMatchObject({ isapproved: true });
    await expectRefusedUnchanged(
      () => status("approve", inv.id),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    const [current] = res.json() as Invoice[];
    const upd = (over: Record<string, unknown>) =>
      t.call(token, {
        method: "PUT",
        url: "/api/workorder/updateinvoice",
        payload: { id: inv.id, version: current?.version, ...over },
      });
    const items = await upd({ items: [LINES[0]] });
    expect(items.statusCode).toBe(400);
    expect((items.json() as { fields: Record<string, string> }).fields).toEqual({
      items: "invoice is approved",
    });
    const header = await upd({ note: "sent", sentby: "Mail" });
    expect(header.statusCode, header.body).toBe(200);
    expect(header.json()).toMatchObject({ note: "sent", amount: 119.05 });
    const del = () => t.call(token, { method: "DELETE", url: `/api/workorder/removeinvoice?id=${inv.id}` });
    await expectRefusedUnchanged(
      () => del(),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    const un = await status("unapprove", inv.id);
    expect((un.json() as Invoice[])[0]).toMatchObject({ isapproved: false });
    await expectRefusedUnchanged(
      () => status("unapprove", inv.id),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    const gone = await del();
    expect(gone.statusCode).toBe(200);
    expect((await woRow(wo.id))?.invoiceamount).toBeNull();
  });

  it("reject clears an approval, leaves the invoice out of the work-order amount, and cannot be approved", async () => {
    const wo = await newWo();
    const a = await created(wo.id);
    await created(wo.id, { items: [{ itemtypeid: 4, quantity: 2, rate: 10 }] });
    expect((await woRow(wo.id))?.invoiceamount).toBe("139.05");
    await status("approve", a.id);
    const res = await status("reject", a.id, token, { reason: "Wrong rates" });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Invoice[]).find((i) => i.id === a.id)).toMatchObject({
      isrejected: true,
      isapproved: false,
    });
    expect((await woRow(wo.id))?.invoiceamount).toBe("20.00");
    await expectRefusedUnchanged(
      () => status("reject", a.id, token),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    await expectRefusedUnchanged(
      () => status("approve", a.id),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
  });

  it("refuses new, edited and removed invoices on Invoiced and Cancelled work orders", async () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const wo = await newWo();
      const inv = await created(wo.id);
      await t.db.update(workOrders).set({ statusid }).where(eq(workOrders.id, wo.id));
      await expectRefusedUnchanged(
        () => save(wo.id),
        400,
        "locked",
        () => workOrderState(t.db, wo.id),
      );
      const upd = await t.call(token, {
        method: "PUT",
        url: "/api/workorder/updateinvoice",
        payload: { id: inv.id, version: inv.version },
      });
      expectRefusal(upd, 400, "locked");
      const del = await t.call(token, { method: "DELETE", url: `/api/workorder/removeinvoice?id=${inv.id}` });
      expectRefusal(del, 400, "locked");
      expect(await storedInvoice(inv.id)).toMatchObject({ version: inv.version });
    }
  });

  it("requires the version on approve, unapprove and reject: missing names version, stale answers 409", async () => {
    const wo = await newWo();
    const inv = await created(wo.id);
    const call = (payload: Record<string, unknown>) =>
      t.call(acct, {
        method: "PUT",
        url: "/api/workorder/approveinvoice",
        payload: { invoiceid: inv.id, ...payload },
      });
    const missing = await call({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: "validation", fields: { version: expect.any(String) } });
    const stale = await call({ version: inv.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: "conflict" });
    expect(await storedInvoice(inv.id)).toMatchObject({ isapproved: false, version: inv.version });
  });

  it("renders the HTML preview and PDF, and the Word file under '{wonumber}_invoice_{number}.docx'", async () => {
    const wo = await newWo();
    const inv = await created(wo.id);
    const html = await t.call(token, {
      method: "POST",
      url: "/api/workorder/generatewoinvoice",
      payload: { invoiceid: inv.id, format: "html" },
    });
    for (const s of ["INVOICE", inv.invoicenumber, "PO-INV", "$109.97", "$9.08", "$119.05", "Net 45"])
      expect(html.body).toContain(s);
    const pdf = await t.call(token, {
      method: "POST",
      url: "/api/workorder/generatewoinvoice",
      payload: { invoiceid: inv.id },
    });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const docx = await t.call(token, {
      method: "POST",
      url: "/api/workorder/generatewordwoinvoice",
      payload: { invoiceid: inv.id },
    });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers["content-disposition"]).toBe(
      `attachment; filename="${wo.wonumber}_invoice_${inv.invoicenumber}.docx"`,
    );
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(docx.rawPayload))["word/document.xml"]);
    expect(xml).toContain("$119.05");
    expect(xml).toContain("PO-INV");
  });

  it("keeps reads and writes to staff, approve and unapprove to approve:customerinvoice or Admin", async () => {
    const wo = await newWo();
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/workorder/invoices?workorderid=${wo.id}` },
      allowed: STAFF,
    });
    await expectPermissionMatrix(t, {
      request: { method: "POST", url: "/api/workorder/saveinvoice", payload: { workorderid: wo.id } },
      allowed: STAFF,
    });
    // each caller approves a fresh invoice, so the matrix checks permission, not the status rule
    const actual: Record<string, number> = {};
    for (const caller of CALLERS) {
      const inv = await created(wo.id, { items: [] });
      actual[caller] = (await status("approve", inv.id, (await tokenFor(t, caller)) ?? "")).statusCode;
    }
    expect(actual).toEqual({
      anonymous: 401,
      Admin: 200,
      AccountingAdmin: 200,
      Dispatchers: 403,
      Customer: 403,
      Vendor: 403,
      Tech: 403,
    });
  });
});
