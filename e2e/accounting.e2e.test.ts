import type { PendingSyncs } from "@fm/domain/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast } from "./support/workorders.ts";

const { page, baseUrl } = useBrowserSession({ signInAs: "AccountingAdmin" });

const usd = (n: number) =>
  `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

let pending: PendingSyncs;

/** Clears every approval tick the demo data set, so the push sends exactly what this test approves. */
beforeAll(async () => {
  const token = await apiToken(baseUrl, "AccountingAdmin");
  const headers = { authorization: `Bearer ${token}`, name: "e2e", "content-type": "application/json" };
  const res = await fetch(`${baseUrl}/api/accounting/getpendingsyncs`, { headers });
  pending = (await res.json()) as PendingSyncs;
  const untick = await fetch(`${baseUrl}/api/accounting/submitpending`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      VendorBilling: pending.vendorBilling.map((r) => ({ ...r, approvedByAccounting: false })),
      CompleteBilling: pending.completeBilling.map((r) => ({ ...r, approvedByAccounting: false })),
      CustomerBilling: pending.customerBilling.map((r) => ({ ...r, approvedByAccounting: false })),
    }),
  });
  expect(untick.status).toBe(200);
  expect(((await untick.json()) as { jobId: number | null }).jobId).toBeNull();
});

describe("Accounting: Pending Approval and the QuickBooks push", () => {
  it("approves a vendor bill and a customer invoice, pushes them, and finds both in the log and in QuickBooks", async () => {
    const bill = pending.vendorBilling.slice(0, 40).find((r) => r.billingVendorId !== null && !r.isError);
    const invoice = pending.customerBilling.find((r) => !r.isError);
    if (!bill || !invoice) throw new Error("the demo data has no pending vendor bill or customer invoice");

    await page.goto(`${baseUrl}/accounting/pending`);
    await page.getByRole("heading", { level: 2, name: "Pending Approval" }).waitFor();
    await page.getByText("Demo mode", { exact: true }).waitFor();

    await page.getByRole("tab", { name: "Vendor Billing" }).click();
    const billBox = page.getByRole("checkbox", {
      name: `Approve ${bill.vendorName} ${bill.vendorInvoiceNumber}`,
    });
    await billBox.check();
    // The work order opens in a new tab from its number.
    const woLink = page
      .getByRole("table", { name: "Vendor Billing" })
      .getByRole("link", { name: bill.workorderNumber, exact: true })
      .first();
    expect(await woLink.getAttribute("target")).toBe("_blank");
    expect(await woLink.getAttribute("href")).toBe(`/workorder/details?id=${bill.workorderId}`);

    await page.getByRole("tab", { name: "Customer Invoicing" }).click();
    await page
      .getByRole("checkbox", { name: `Approve ${invoice.customerName} ${invoice.invoiceNumber}` })
      .check();
    // The tick made on the other tab is kept until the push.
    await page.getByRole("tab", { name: "Vendor Billing" }).click();
    expect(await billBox.isChecked()).toBe(true);

    await page.getByRole("button", { name: "Push Approved to QB" }).click();
    await expectToast(page, "Approved Rows Sent");
    await page.getByText("2 sent, 0 failed", { exact: false }).waitFor({ timeout: 30_000 });

    // The transmission logs (page size 5, newest first) show both rows as sent.
    const vendorLog = page.getByRole("table", { name: "Vendor billing transmission log" });
    await vendorLog
      .getByRole("row")
      .filter({ hasText: bill.vendorInvoiceNumber })
      .filter({ hasText: "Yes" })
      .waitFor();
    await page.getByRole("tab", { name: "Customer Invoicing" }).click();
    const customerLog = page.getByRole("table", { name: "Customer invoicing transmission log" });
    await customerLog
      .getByRole("row")
      .filter({ hasText: invoice.invoiceNumber })
      .filter({ hasText: "Yes" })
      .waitFor();
    // Sent rows leave the pending grid.
    await page
      .getByRole("checkbox", { name: `Approve ${invoice.customerName} ${invoice.invoiceNumber}` })
      .waitFor({ state: "detached" });

    // The simulated QuickBooks company holds exactly one bill and one invoice of these, with the right amounts
    // (other files may push their own before this one).
    await page.getByRole("button", { name: "Open simulator" }).click();
    const bills = page.getByRole("table", { name: "Bills" });
    await bills.waitFor();
    const billRows = bills.locator("tbody tr").filter({ hasText: bill.vendorInvoiceNumber });
    expect(await billRows.count()).toBe(1);
    expect(await billRows.first().textContent()).toContain(bill.vendorInvoiceNumber);
    expect(await billRows.first().textContent()).toContain(usd(bill.vendorAmount));
    const invoiceRows = page
      .getByRole("table", { name: "Invoices" })
      .locator("tbody tr")
      .filter({ hasText: invoice.invoiceNumber });
    expect(await invoiceRows.count()).toBe(1);
    expect(await invoiceRows.first().textContent()).toContain(invoice.invoiceNumber);
    expect(await invoiceRows.first().textContent()).toContain(usd(invoice.invoiceAmount));
  });
});
