import { orderCostCents, orderMarginPercent, toCents } from "@fm/domain";
import type { PendingSyncs, ReportTable } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { workOrders, workOrderVendors } from "../../db/schema/index.ts";
import { makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";

/*
 * One cost and one margin per order (issue 35 item 2): for orders billed through the vendor portal and by staff on
 * the Vendor tab, the domain's orderCostCents / orderMarginPercent give the figures, and the header, Vendor Billing,
 * Customer Invoicing's Vendor Cost, the Margin report and its Report.xlsx all show them.
 */
const { t, customerid, jobsiteid } = await useWorkOrderFile();
const acct = (await signIn(t, { roles: ["AccountingAdmin"] })).token;
/** Reports are granted one by one to other roles; an Admin reads every one. */
const admin = (await signIn(t, { roles: ["Admin"] })).token;

const ok = async (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type Body = Record<string, unknown>;
const put = (token: string, url: string, payload?: Body) =>
  t.call(token, { method: "PUT", url, ...(payload === undefined ? {} : { payload }) });
const post = (token: string, url: string, payload: Body) => t.call(token, { method: "POST", url, payload });

type Line = {
  id: number;
  version: number;
  cost: number;
  invoiceamount: number | null;
  invoicedate: string | null;
};
const linesOf = async (workorderid: number) =>
  (await ok(
    await t.call(acct, {
      method: "GET",
      url: `/api/workorder/getworkordervendors?workorderid=${workorderid}`,
    }),
  )) as Line[];

/** A work order with one vendor line quoted at `quoted`. */
const orderWithLine = async (vendorid: number, quoted: string) => {
  const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
  const [line] = await t.db
    .insert(workOrderVendors)
    .values({ workorderid: wo.id, vendorid, quotedamount: quoted })
    .returning();
  if (!line) throw new Error("vendor line not created");
  return { wo, line };
};

/** The customer's approved invoice for the order: 3 × $400 labor at 8.25 % → $1,299.00. */
const invoiceCustomer = async (workorderid: number) => {
  const inv = (await ok(
    await post(acct, "/api/workorder/saveinvoice", {
      workorderid,
      items: [{ itemtypeid: 1, description: "Labor", quantity: 3, rate: 400, taxrate: 8.25 }],
    }),
  )) as { id: number; version: number; amount: number };
  await ok(await put(acct, "/api/workorder/approveinvoice", { invoiceid: inv.id, version: inv.version }));
  return inv;
};

/** Staff enter the vendor's bill on the Vendor tab's line editor and approve it. */
const staffBill = async (lineId: number, workorderid: number, bill: Record<string, unknown>) => {
  const line = (await linesOf(workorderid)).find((l) => l.id === lineId);
  await ok(
    await put(acct, "/api/workorder/updatevendor", {
      id: lineId,
      version: line?.version,
      paidbycreditcard: false,
      quoteonly: false,
      quotedamount: 450,
      note: null,
      ...bill,
    }),
  );
  await ok(await put(acct, `/api/workorder/approvevendorinvoice/${lineId}`));
};

/** The vendor bills in the portal: proposal → staff approve → invoice from it → submitted; staff approve the bill. */
const portalBill = async (vendorid: number, workorderid: number, lineId: number) => {
  const vendor = (await signIn(t, { roles: ["Vendor"], vendorid })).token;
  const p = (await ok(
    await post(vendor, "/api/vendorprofile/newproposal", {
      workorderid,
      description: "Replace the condenser fan motor",
      labor: [{ skilllevelid: 2, typeid: 2, numberoftechs: 2, hourlyrate: 50, numberofhours: 3 }],
      materials: [{ description: "Capacitor", partnumber: "CAP-45", uomid: 1, unitprice: 12.5, quantity: 4 }],
      other: [],
    }),
  )) as { id: number; version: number };
  const sent = (await ok(
    await put(vendor, "/api/vendorprofile/updateproposalstatus", {
      proposalId: p.id,
      proposalStatusId: 2,
      version: p.version,
    }),
  )) as { version: number };
  await ok(
    await put(acct, "/api/workorder/vendorproposalstatus", {
      proposalId: p.id,
      proposalStatusId: 3,
      version: sent.version,
    }),
  );
  const inv = (await ok(
    await post(vendor, `/api/vendorprofile/createinvoice/${p.id}`, {
      invoicenumber: `VP-${uid()}`,
      description: "Condenser fan motor replaced",
    }),
  )) as { id: number; version: number };
  await ok(
    await put(vendor, "/api/vendorprofile/updateinvoicestatus", {
      invoiceId: inv.id,
      invoiceStatusId: 2,
      version: inv.version,
    }),
  );
  await ok(await put(acct, `/api/workorder/approvevendorinvoice/${lineId}`));
};

const today = new Date().toISOString().slice(0, 10);
const reportBody = { reportid: 2, startDate: today, endDate: today };

describe("one cost and one margin per order", () => {
  it("agree on the header, Vendor Billing, Customer Invoicing, the Margin report and Report.xlsx, billed either way", async () => {
    const portal = await orderWithLine((await makeVendor(t.db)).id, "300");
    const staff = await orderWithLine((await makeVendor(t.db)).id, "0");
    // FMB-102001's case: approved with an invoice number, the amount never entered: its quote is its cost.
    const quoted = await orderWithLine((await makeVendor(t.db)).id, "450");
    await portalBill(portal.line.vendorid, portal.wo.id, portal.line.id);
    await staffBill(staff.line.id, staff.wo.id, {
      invoicenumber: `VS-${uid()}`,
      invoiceamount: 412.5,
      invoicedate: today,
    });
    await staffBill(quoted.line.id, quoted.wo.id, { invoicenumber: `VQ-${uid()}` });
    const orders = [portal, staff, quoted];
    const invoices = new Map<number, number>();
    for (const o of orders) invoices.set(o.wo.id, (await invoiceCustomer(o.wo.id)).id);

    const pending = (await ok(
      await t.call(acct, { method: "GET", url: "/api/accounting/getpendingsyncs" }),
    )) as PendingSyncs;
    const report = (await ok(await post(admin, "/api/reports/getreportdata", reportBody))) as ReportTable;
    const xlsx = await post(admin, "/api/reports/export", reportBody);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error("no sheet");
    const caption = (name: string) => report.columns.findIndex((c) => c.field === name) + 1;

    const seen: Record<string, unknown>[] = [];
    for (const o of orders) {
      const lines = await t.db
        .select()
        .from(workOrderVendors)
        .where(eq(workOrderVendors.workorderid, o.wo.id));
      const [wo] = await t.db.select().from(workOrders).where(eq(workOrders.id, o.wo.id));
      const cost = orderCostCents(lines) / 100;
      const margin = orderMarginPercent(toCents(wo?.invoiceamount ?? null), lines);

      const header = (await ok(
        await t.call(acct, { method: "GET", url: `/api/workorder/getworkorder?id=${o.wo.id}` }),
      )) as { margin: number };
      const bill = pending.vendorBilling.find((r) => r.workorderVendorId === o.line.id);
      const customer = pending.customerBilling.find((r) => r.invoiceId === invoices.get(o.wo.id));
      const row = report.rows.find((r) => r.wonumber === o.wo.wonumber);
      const sheetRow = [...Array(ws.rowCount)]
        .map((_, i) => ws.getRow(i + 1))
        .find((r) => r.getCell(1).value === o.wo.wonumber);
      seen.push({
        header: header.margin,
        vendorBilling: bill?.vendorAmount,
        customerInvoicing: customer?.vendorCost,
        reportCost: row?.vendorcost,
        reportMargin: row?.margin,
        xlsxCost: sheetRow?.getCell(caption("vendorcost")).value,
        xlsxMargin: sheetRow?.getCell(caption("margin")).value,
      });
      expect(seen.at(-1), o.wo.wonumber).toEqual({
        header: margin,
        vendorBilling: cost,
        customerInvoicing: cost,
        reportCost: cost,
        reportMargin: margin,
        xlsxCost: cost,
        xlsxMargin: margin,
      });
    }
    // The figures themselves: the portal bill ($500.00 from its lines), the staff bill, the quote.
    expect(seen.map((s) => s.vendorBilling)).toEqual([500, 412.5, 450]);
    expect(seen.map((s) => s.header)).toEqual([61.51, 68.24, 65.36]);
  });

  it("a staff-entered bill keeps its date and needs the vendor's invoice number", async () => {
    const { wo, line } = await orderWithLine((await makeVendor(t.db)).id, "120");
    const state = async () =>
      (await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.id, line.id)))[0];
    const body = {
      id: line.id,
      version: line.version,
      paidbycreditcard: false,
      quoteonly: false,
      quotedamount: 120,
      invoiceamount: 99.99,
      invoicedate: "2026-11-02",
    };
    const refused = await expectRefusedUnchanged(
      () => put(acct, "/api/workorder/updatevendor", { ...body, invoicenumber: " " }),
      400,
      "validation",
      state,
    );
    expect(refused.fields).toEqual({ invoicenumber: "Invoice Number is required." });
    await ok(await put(acct, "/api/workorder/updatevendor", { ...body, invoicenumber: "B-77" }));
    const [saved] = await linesOf(wo.id);
    expect(saved).toMatchObject({ invoiceamount: 99.99, invoicedate: "2026-11-02", cost: 99.99 });
    // Left out, the bill stays as it was.
    await ok(
      await put(acct, "/api/workorder/updatevendor", {
        id: line.id,
        version: saved?.version,
        quotedamount: 130,
        invoicenumber: "B-77",
      }),
    );
    expect((await linesOf(wo.id))[0]).toMatchObject({ quotedamount: 130, invoiceamount: 99.99, cost: 99.99 });
  });
});
