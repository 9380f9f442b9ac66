import { formatUsd, orderMarginPercent, toCents } from "@fm/domain";
import type { PendingSyncs, ReportTable } from "@fm/domain/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiVendorLine } from "./support/billing.ts";
import { vendorLinesOf } from "./support/billing.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast, jsonCall, workOrdersOfStatus } from "./support/workorders.ts";

/*
 * Issue 35 item 2, the journey: accounting staff enter the vendor's bill on the Vendor tab and approve it; it is on
 * Vendor Billing, its order's Customer Invoicing row shows it as Vendor Cost; they push both to (the simulated)
 * QuickBooks; the Margin report shows the same margin as the order's header.
 */
const { page, baseUrl } = useBrowserSession({ signInAs: "AccountingAdmin" });

const INVOICED = 1000;
const QUOTE = 300;
const BILL = 412.5;
const billNumber = `VB-${Date.now().toString(36).toUpperCase()}`;
/** The domain's figure: (1,000.00 − 412.50) ÷ 1,000.00 = 58.75 %. */
const margin = orderMarginPercent(toCents(INVOICED), [{ quotedamount: QUOTE, invoiceamount: BILL }]);
const marginText = `${margin.toFixed(2)}%`;
const today = new Date().toISOString().slice(0, 10);

let token: string;
let order: { id: number; wonumber: string; line: ApiVendorLine; invoiceNumber: string; customerName: string };

/**
 * A Dispatched demo order (from the end of the list, away from other files' picks) with one vendor that QuickBooks
 * knows, quoted at $300 and invoiced to the customer at $1,000.00 (approved) through the API.
 */
beforeAll(async () => {
  token = await apiToken(baseUrl, "AccountingAdmin");
  // The demo data's approval ticks are cleared, so the push sends exactly the two rows this test approves.
  const pending = await jsonCall<PendingSyncs>(baseUrl, token, "GET", "/api/accounting/getpendingsyncs");
  const untick = <R extends object>(rows: R[]) => rows.map((r) => ({ ...r, approvedByAccounting: false }));
  await jsonCall(baseUrl, token, "POST", "/api/accounting/submitpending", {
    VendorBilling: untick(pending.vendorBilling),
    CompleteBilling: untick(pending.completeBilling),
    CustomerBilling: untick(pending.customerBilling),
  });
  const rows = (await workOrdersOfStatus(baseUrl, token, 9)).filter((r) => r.vendors.length === 1).reverse();
  for (const row of rows) {
    const [line] = await vendorLinesOf(baseUrl, token, row.id);
    if (!line || line.isapproved || line.invnumber) continue;
    const vendor = await jsonCall<{ billingvendorid: string | null }>(
      baseUrl,
      token,
      "GET",
      `/api/vendor/${line.vendorid}`,
    );
    if (!vendor.billingvendorid) continue;
    const [quoted] = await jsonCall<ApiVendorLine[]>(baseUrl, token, "PUT", "/api/workorder/updatevendor", {
      id: line.id,
      version: line.version,
      quotedamount: QUOTE,
    });
    const invoice = await jsonCall<{ id: number; version: number; invoicenumber: string }>(
      baseUrl,
      token,
      "POST",
      "/api/workorder/saveinvoice",
      {
        workorderid: row.id,
        items: [{ itemtypeid: 1, description: "Labor", quantity: 1, rate: INVOICED, taxrate: 0 }],
      },
    );
    await jsonCall(baseUrl, token, "PUT", "/api/workorder/approveinvoice", {
      invoiceid: invoice.id,
      version: invoice.version,
    });
    if (!quoted) throw new Error("the vendor line vanished");
    order = {
      id: row.id,
      wonumber: row.wonumber,
      line: quoted,
      invoiceNumber: invoice.invoicenumber,
      customerName: row.customername,
    };
    return;
  }
  throw new Error("no Dispatched demo order with one unbilled vendor known to QuickBooks");
});

describe("One cost per order (issue 35)", () => {
  it("staff enter and approve a vendor bill, accounting pushes it, and every screen shows the same margin", async () => {
    // --- the Vendor tab: Edit → the vendor's bill → Approve Invoice
    await page.goto(`${baseUrl}/workorder/details?id=${order.id}&origin=workorder`);
    await page.getByRole("tab", { name: "Vendor", exact: true }).click();
    const lines = page.getByRole("table", { name: "Work order vendors" });
    const line = lines.getByRole("row").filter({ hasText: order.line.vendorname });
    await line.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: `Edit Vendor - ${order.line.vendorname}` });
    await edit.getByRole("textbox", { name: "Invoice Number" }).fill(billNumber);
    await edit.getByRole("textbox", { name: "Invoice Amount" }).fill(String(BILL));
    await edit.getByLabel("Invoice Date").fill(today);
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Vendor Saved");
    await expect.poll(() => line.textContent()).toContain(formatUsd(BILL));
    await line.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Approve Invoice", exact: true }).click();
    await expectToast(page, "Invoice Approved");

    // --- the header
    await page.reload();
    await page.getByText(marginText, { exact: true }).first().waitFor();

    // --- Accounting: the bill on Vendor Billing, its cost on Customer Invoicing; push both
    await page.goto(`${baseUrl}/accounting/pending`);
    await page.getByRole("heading", { level: 2, name: "Pending Approval" }).waitFor();
    await page.getByRole("tab", { name: "Vendor Billing" }).click();
    await page.getByRole("textbox", { name: "Search" }).first().fill(billNumber);
    const billGrid = page.getByRole("table", { name: "Vendor Billing" });
    const billRow = billGrid.getByRole("row").filter({ hasText: billNumber });
    await expect.poll(() => billRow.textContent()).toContain(formatUsd(BILL));
    await page.getByRole("checkbox", { name: `Approve ${order.line.vendorname} ${billNumber}` }).check();
    await page.getByRole("tab", { name: "Customer Invoicing" }).click();
    await page.getByRole("textbox", { name: "Search" }).first().fill(order.invoiceNumber);
    const invoiceRow = page
      .getByRole("table", { name: "Customer Invoicing" })
      .getByRole("row")
      .filter({ hasText: order.invoiceNumber });
    // Invoice Amount and Vendor Cost
    await expect.poll(() => invoiceRow.textContent()).toContain(formatUsd(BILL));
    expect(await invoiceRow.textContent()).toContain(formatUsd(INVOICED));
    await page
      .getByRole("checkbox", { name: `Approve ${order.customerName} ${order.invoiceNumber}` })
      .check();
    await page.getByRole("button", { name: "Push Approved to QB" }).click();
    await expectToast(page, "Approved Rows Sent");
    await page.getByText("2 sent, 0 failed", { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByRole("tab", { name: "Vendor Billing" }).click();
    await page
      .getByRole("table", { name: "Vendor billing transmission log" })
      .getByRole("row")
      .filter({ hasText: billNumber })
      .filter({ hasText: "Yes" })
      .waitFor({ timeout: 30_000 });
    const after = await jsonCall<PendingSyncs>(baseUrl, token, "GET", "/api/accounting/getpendingsyncs");
    expect(after.vendorBilling.some((r) => r.vendorInvoiceNumber === billNumber)).toBe(false);

    // --- the Margin report for today: the same cost and margin
    await page.goto(`${baseUrl}/reports`);
    await page.getByRole("heading", { level: 2, name: "Reports" }).waitFor();
    await page.getByRole("combobox", { name: "Report" }).click();
    await page.getByRole("option", { name: "Margin", exact: true }).click();
    await page.getByLabel("Start Date").fill(today);
    await page.getByLabel("End Date").fill(today);
    const reportRow = page
      .getByRole("table", { name: "Margin" })
      .getByRole("row")
      .filter({ hasText: order.wonumber });
    await expect.poll(() => reportRow.textContent(), { timeout: 15_000 }).toContain(marginText);
    expect(await reportRow.textContent()).toContain(formatUsd(BILL));
    const report = await jsonCall<ReportTable>(baseUrl, token, "POST", "/api/reports/getreportdata", {
      reportid: 2,
      startDate: today,
      endDate: today,
    });
    expect(report.rows.find((r) => r.wonumber === order.wonumber)).toMatchObject({
      vendorcost: BILL,
      margin,
    });
  }, 120_000);
});

describe("Create Proposal on a vendor line (spec 2 §4)", () => {
  it("opens the customer-proposal editor filled from the line: the vendor's quote, trade and scope", async () => {
    const rows = (await workOrdersOfStatus(baseUrl, token, 9)).filter(
      (r) => r.vendors.length === 1 && r.id !== order.id,
    );
    const row = rows.at(-2);
    if (!row) throw new Error("no second Dispatched demo order with one vendor");
    const [line] = await vendorLinesOf(baseUrl, token, row.id);
    if (!line) throw new Error(`work order ${row.wonumber} has no vendor line`);
    const [quoted] = await jsonCall<ApiVendorLine[]>(baseUrl, token, "PUT", "/api/workorder/updatevendor", {
      id: line.id,
      version: line.version,
      quotedamount: 777.77,
    });
    const detail = await jsonCall<{ description: string | null }>(
      baseUrl,
      token,
      "GET",
      `/api/workorder/getworkorder?id=${row.id}`,
    );

    await page.goto(`${baseUrl}/workorder/details?id=${row.id}&origin=workorder`);
    await page.getByRole("tab", { name: "Vendor", exact: true }).click();
    const lineRow = page
      .getByRole("table", { name: "Work order vendors" })
      .getByRole("row")
      .filter({ hasText: line.vendorname });
    await lineRow.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Create Proposal", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Add Proposal" });
    await form.waitFor();
    expect(await form.getByRole("textbox", { name: "Vendor Quoted Amount" }).inputValue()).toBe("$777.77");
    expect(await form.getByLabel("Vendor", { exact: true }).inputValue()).toBe(String(line.id));
    expect(await form.getByRole("textbox", { name: "Notes" }).inputValue()).toBe(
      quoted?.tradename ? `Trade: ${quoted.tradename}` : "",
    );
    const scope = (detail.description ?? "")
      .replace(/<[^>]*>/g, "")
      .trim()
      .slice(0, 20);
    if (scope) await expect.poll(() => form.locator(".ProseMirror").textContent()).toContain(scope);
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Proposal Saved");
    const proposals = await jsonCall<{ quotedamount: number; workordervendorid: number | null }[]>(
      baseUrl,
      token,
      "GET",
      `/api/workorder/proposals?workorderid=${row.id}`,
    );
    expect(proposals).toEqual(
      expect.arrayContaining([expect.objectContaining({ quotedamount: 777.77, workordervendorid: line.id })]),
    );
  });
});
