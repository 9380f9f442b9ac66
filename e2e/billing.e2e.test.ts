import { readFile } from "node:fs/promises";
import { formatUsd, fromCents, proposedAmountCents, toCents } from "@fm/domain";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openBillingTab, orderWithVendorQuote, pdfText, rowAction } from "./support/billing.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast, jsonCall } from "./support/workorders.ts";

const QUOTE = 1234.56;

/** Each test signs in its own users (a dispatcher, then an admin) with newPage. */
const { baseUrl, newPage: signedIn } = useBrowserSession({ acceptDownloads: true, pagePerTest: false });
let token: string;
const used = new Set<number>();

const openDetail = async (page: Page, id: number) => {
  await page.goto(`${baseUrl}/workorder/details?id=${id}&origin=workorder`);
  await page.getByRole("tab", { name: "Work Order", exact: true }).waitFor();
};

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
});

describe("Customer proposal to approved invoice PDF (spec 2 §2, §4, §9)", () => {
  it("dispatcher proposes at 30 % from the vendor quote, completes, approves, invoices; admin approves; PDF shows the total", async () => {
    const wo = await orderWithVendorQuote(baseUrl, token, used, QUOTE);
    const proposedCents = proposedAmountCents(toCents(QUOTE), 30);
    const proposed = formatUsd(fromCents(proposedCents));

    // Dispatcher: Customer Proposals → Add Proposal from the vendor's quote, default margin 30.
    const page = await signedIn("Dispatchers");
    await openDetail(page, wo.id);
    const proposals = page.getByRole("table", { name: "Customer proposals" });
    await openBillingTab(page, "Customer Proposals", proposals);
    const before = await jsonCall<{ id: number }[]>(
      baseUrl,
      token,
      "GET",
      `/api/workorder/proposals?workorderid=${wo.id}`,
    );

    await page.getByRole("button", { name: "Add Proposal", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Add Proposal" });
    await form.getByLabel("Vendor", { exact: true }).selectOption(String(wo.line.id));
    expect(await form.getByRole("textbox", { name: "Margin" }).inputValue()).toBe("30%");
    await expect.poll(() => form.getByTestId("proposed-amount").textContent()).toBe(proposed);

    // Scope of work is required.
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await form.getByText("Scope of Work is required.").waitFor();
    await form.locator(".ProseMirror").click();
    await page.keyboard.type("Replace the rooftop unit's condenser fan motor.");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Proposal Saved");

    const after = await jsonCall<{ id: number; amount: number; margin: number; quotedamount: number }[]>(
      baseUrl,
      token,
      "GET",
      `/api/workorder/proposals?workorderid=${wo.id}`,
    );
    const created = after.find((p) => !before.some((b) => b.id === p.id));
    if (!created) throw new Error("the proposal was not saved");
    expect(created).toMatchObject({ amount: fromCents(proposedCents), margin: 30, quotedamount: QUOTE });

    const row = proposals.locator(`tbody tr[data-row-id="${created.id}"]`);
    await row.getByText(proposed, { exact: true }).waitFor();
    await row.getByText("In Progress", { exact: true }).waitFor();
    const menu = `Actions for proposal ${created.id}`;

    // Approve is not offered before Complete (spec 2 §4).
    await row.getByRole("button", { name: menu }).click();
    const items = page.getByRole("menu", { name: menu });
    expect(await items.getByRole("menuitem", { name: "Approve", exact: true }).count()).toBe(0);
    await items.getByRole("menuitem", { name: "Complete", exact: true }).click();
    await expectToast(page, "Status updated");
    await row.getByText("Complete", { exact: true }).waitFor();

    await rowAction(row, menu, "Approve");
    await row.getByText("Approved", { exact: true }).waitFor();

    await rowAction(row, menu, "Create Invoice");
    await expectToast(page, "Invoice created.");

    // The dispatcher has no approve:customerinvoice: no Approve on the invoice.
    const invoices = page.getByRole("table", { name: "Invoices" });
    await openBillingTab(page, "Invoice & Payments", invoices);
    const list = await jsonCall<
      { id: number; invoicenumber: string; amount: number; proposalid: number | null }[]
    >(baseUrl, token, "GET", `/api/workorder/invoices?workorderid=${wo.id}`);
    const invoice = list.find((i) => i.proposalid === created.id);
    if (!invoice) throw new Error("no invoice was created from the proposal");
    expect(invoice.amount).toBe(fromCents(proposedCents));
    const invMenu = `Actions for invoice ${invoice.invoicenumber}`;
    const dispatcherRow = invoices.locator(`tbody tr[data-row-id="${invoice.id}"]`);
    await dispatcherRow.getByRole("button", { name: invMenu }).click();
    const dispatcherItems = page.getByRole("menu", { name: invMenu });
    await dispatcherItems.getByRole("menuitem", { name: "Edit", exact: true }).waitFor();
    expect(await dispatcherItems.getByRole("menuitem", { name: "Approve", exact: true }).count()).toBe(0);
    await page.keyboard.press("Escape");

    // Admin approves the invoice and downloads its PDF.
    const admin = await signedIn("Admin");
    await openDetail(admin, wo.id);
    const adminInvoices = admin.getByRole("table", { name: "Invoices" });
    await openBillingTab(admin, "Invoice & Payments", adminInvoices);
    const invRow = adminInvoices.locator(`tbody tr[data-row-id="${invoice.id}"]`);
    await invRow.getByText(proposed, { exact: true }).waitFor();
    await rowAction(invRow, invMenu, "Approve");
    await expectToast(admin, "Invoice Approved");
    await invRow.getByRole("cell", { name: "Yes" }).first().waitFor();

    const [download] = await Promise.all([admin.waitForEvent("download"), rowAction(invRow, invMenu, "PDF")]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    const text = await pdfText(new Uint8Array(await readFile(path)));
    expect(text).toContain(proposed);
    expect(text).toContain(wo.wonumber);
  });
});
