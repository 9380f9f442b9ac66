import type { VendorPortalInvoices, VendorPortalProposals, WorkOrderListPage } from "@fm/domain/contracts";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { rowAction, soleVendorLine, vendorLinesOf } from "./support/billing.ts";
import { chooseFile, pngFile, type UploadFile } from "./support/files.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast, jsonCall } from "./support/workorders.ts";

/*
 * The contractor's billing journey (issue 12): the vendor builds a proposal with labor and material lines and
 * submits it; the dispatcher approves and converts it in Vendor Submitted Proposals; the vendor creates the
 * invoice from it and submits; accounting approves it on the Vendor tab.
 */
const { baseUrl, newPage } = useBrowserSession({ pagePerTest: false });

let staff: string;
let vendor: string;

beforeAll(async () => {
  staff = await apiToken(baseUrl, "Dispatchers");
  vendor = await apiToken(baseUrl, "Vendor");
});

/** One of the demo vendor's open orders with that vendor alone on it (staff approve needs exactly one). */
const pickOrder = async () => {
  const page = await jsonCall<WorkOrderListPage>(
    baseUrl,
    vendor,
    "GET",
    "/api/vendorprofile/getworkorders/open?pageSize=100",
  );
  for (const row of [...page.rows].reverse()) {
    const lines = await vendorLinesOf(baseUrl, staff, row.id);
    const mine = await jsonCall<VendorPortalProposals>(
      baseUrl,
      vendor,
      "GET",
      `/api/vendorprofile/vendorworkorderproposals?workorderid=${row.id}`,
    );
    const line = soleVendorLine(lines);
    if (line && !line.isapproved && !mine.proposals.length) return { ...row, line };
  }
  throw new Error("no open order of the demo vendor with that vendor alone and no proposal yet");
};

const openTab = async (page: Page, name: string, grid: Locator) => {
  await page.getByRole("tab", { name, exact: true }).click();
  await grid.waitFor();
};

const confirmYes = async (page: Page) => {
  const dialog = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Yes" }) });
  await dialog.getByRole("button", { name: "Yes" }).click();
};

describe("vendor portal proposals and invoices", () => {
  it("proposal → submit → staff approve and convert → invoice → submit → staff approve on the Vendor tab", async () => {
    const wo = await pickOrder();
    const detail = `${baseUrl}/vendorprofile/workorderdetails?id=${wo.id}&origin=${encodeURIComponent("vendorprofile/workorderlist?status=open")}`;

    // --- the vendor builds the proposal: 2 techs × 3 h × $60 Regular = $360 + 4 × $12.50 = $50 → $410.00
    const v = await newPage("Vendor");
    await v.goto(detail);
    const proposals = v.getByRole("table", { name: "Proposals" });
    await openTab(v, "Proposals", proposals);
    await v.getByRole("button", { name: "New Proposal" }).click();
    const editor = v.getByRole("dialog", { name: "Add Proposal" });
    await editor.getByLabel("Description").fill("Replace condenser fan motor");
    await editor.getByRole("tab", { name: /^Labor/ }).click();
    await editor.getByRole("button", { name: "Add Labor Line" }).click();
    await editor.getByLabel("Labor 1 numberoftechs").fill("2");
    await editor.getByLabel("Labor 1 hourlyrate").fill("60");
    await editor.getByLabel("Labor 1 numberofhours").fill("3");
    await editor.getByRole("tab", { name: /^Materials/ }).click();
    await editor.getByRole("button", { name: "Add Material Line" }).click();
    await editor.getByLabel("Material 1 description").fill("Run capacitor");
    await editor.getByLabel("Material 1 unitprice").fill("12.50");
    await editor.getByLabel("Material 1 quantity").fill("4");
    await expect.poll(() => editor.textContent()).toContain("Proposal Amount: $410.00");
    await editor.getByRole("button", { name: "Save" }).click();
    await expectToast(v, "Proposal Saved");
    const draftRow = proposals.getByRole("row").filter({ hasText: "$410.00" });
    await expect.poll(() => draftRow.textContent()).toContain("Draft");
    const number = (
      await jsonCall<VendorPortalProposals>(
        baseUrl,
        vendor,
        "GET",
        `/api/vendorprofile/vendorworkorderproposals?workorderid=${wo.id}`,
      )
    ).proposals[0]?.proposalnumber;
    if (!number) throw new Error("the proposal was not saved");
    await rowAction(draftRow, `Actions for proposal ${number}`, "Submit");
    await confirmYes(v);
    await expectToast(v, `Proposal ${number} submitted`);
    await expect.poll(() => draftRow.textContent()).toContain("Waiting");

    // --- the dispatcher approves and converts it
    const d = await newPage("Dispatchers");
    await d.goto(`${baseUrl}/workorder/details?id=${wo.id}&origin=workorder`);
    const submitted = d.getByRole("table", { name: "Vendor submitted proposals" });
    await openTab(d, "Vendor Submitted Proposals", submitted);
    const staffRow = submitted.getByRole("row").filter({ hasText: number });
    await rowAction(staffRow, `Actions for proposal ${number}`, "Approve");
    if (wo.line?.quotedamount !== 410) await confirmYes(d);
    await expectToast(d, "Status updated");
    await rowAction(staffRow, `Actions for proposal ${number}`, "Convert to Customer Proposal");
    await expectToast(d, "Vendor Proposal Converted");

    // --- the vendor creates the invoice from the approved proposal and submits it
    await v.reload();
    await openTab(v, "Proposals", proposals);
    const approvedRow = proposals.getByRole("row").filter({ hasText: number });
    await expect.poll(() => approvedRow.textContent()).toContain("Approved");
    await rowAction(approvedRow, `Actions for proposal ${number}`, "Create Invoice");
    const create = v.getByRole("dialog", { name: `Create Invoice from Proposal ${number}` });
    const invoiceNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await create.getByLabel("Invoice Number").fill(invoiceNumber);
    await create.getByLabel("Description").fill("Condenser fan motor replaced, unit tested.");
    await create.getByRole("button", { name: "Create Invoice" }).click();
    await expectToast(v, "Invoice created.");
    const invoices = v.getByRole("table", { name: "Invoices" });
    await openTab(v, "Invoices", invoices);
    const invoiceRow = invoices.getByRole("row").filter({ hasText: invoiceNumber });
    await expect.poll(() => invoiceRow.textContent()).toContain("$410.00");
    await rowAction(invoiceRow, `Actions for invoice ${invoiceNumber}`, "Submit");
    await confirmYes(v);
    await expectToast(v, `Invoice ${invoiceNumber} submitted`);

    // --- accounting sees the invoice number and cost on the Vendor tab line and approves it there
    const a = await newPage("AccountingAdmin");
    await a.goto(`${baseUrl}/workorder/details?id=${wo.id}&origin=workorder`);
    const lines = a.getByRole("table", { name: "Work order vendors" });
    await openTab(a, "Vendor", lines);
    const line = lines.getByRole("row").filter({ hasText: invoiceNumber });
    await expect.poll(() => line.textContent()).toContain("$410.00");
    await line.getByRole("button", { name: /^Actions for / }).click();
    await a.getByRole("menuitem", { name: "Approve Invoice", exact: true }).click();
    await expectToast(a, "Invoice Approved");
    const mine = await jsonCall<VendorPortalInvoices>(
      baseUrl,
      vendor,
      "GET",
      `/api/vendorprofile/vendorworkorderinvoices?workorderid=${wo.id}`,
    );
    expect(mine.invoices.find((i) => i.invoicenumber === invoiceNumber)?.invoicestatus).toBe("Approved");

    // --- My Invoices (hidden route) lists it under approved
    await v.goto(`${baseUrl}/vendorprofile/invoices?status=approved`);
    const my = v.getByRole("table", { name: "My Invoices" });
    await my.waitFor();
    await expect.poll(() => my.textContent()).toContain(invoiceNumber);
  });

  it("refuses an import with a bad row and lists the row; a Tech sees the same proposals", async () => {
    const t = await newPage("Tech");
    await t.goto(`${baseUrl}/vendorprofile/proposals?status=open`);
    const grid = t.getByRole("table", { name: "My Proposals" });
    await grid.waitFor();
    const mine = await jsonCall<VendorPortalProposals>(
      baseUrl,
      vendor,
      "GET",
      "/api/vendorprofile/vendorworkorderproposals?status=open",
    );
    const draft = mine.proposals[0];
    if (!draft) throw new Error("the demo vendor has no draft proposal");
    const row = grid.getByRole("row").filter({ hasText: draft.proposalnumber });
    await rowAction(row, `Actions for proposal ${draft.proposalnumber}`, "Edit");
    const editor = t.getByRole("dialog", { name: `Edit Proposal ${draft.proposalnumber}` });
    await chooseFile(t, editor.getByRole("button", { name: "Import Items" }), await itemsSheet(badSheet));
    const alert = editor.getByRole("alert").filter({ hasText: "Nothing was imported" });
    await expect.poll(() => alert.textContent()).toContain("Row 2:");
    const after = await jsonCall<VendorPortalProposals>(
      baseUrl,
      vendor,
      "GET",
      `/api/vendorprofile/vendorworkorderproposals?workorderid=${draft.workorderid}`,
    );
    const same = after.proposals.find((p) => p.id === draft.id);
    expect(same?.materials.length).toBe(draft.materials.length);
    expect(same?.version).toBe(draft.version);

    // Attachments on the draft: a photo for the reviewer.
    await editor.getByRole("tab", { name: "Attachments" }).click();
    await chooseFile(
      t,
      editor.getByRole("button", { name: "Attach Files" }),
      pngFile("site-photo.png", "e2e"),
    );
    await expectToast(t, "File attached");
    const table = editor.getByRole("table", { name: "Proposal files" });
    await expect.poll(() => table.textContent()).toContain("site-photo.png");
  });
});

describe("Import Items keeps what the vendor typed (issue 30)", () => {
  it("is offered on a new proposal and saves the typed lines first, with the user's consent", async () => {
    const wo = await pickOrder();
    const v = await newPage("Vendor");
    await v.goto(
      `${baseUrl}/vendorprofile/workorderdetails?id=${wo.id}&origin=${encodeURIComponent("vendorprofile/workorderlist?status=open")}`,
    );
    const proposals = v.getByRole("table", { name: "Proposals" });
    await openTab(v, "Proposals", proposals);
    await v.getByRole("button", { name: "New Proposal" }).click();
    const editor = v.getByRole("dialog", { name: "Add Proposal" });
    await editor.getByLabel("Description").fill("Typed before the import");
    await editor.getByRole("tab", { name: /^Materials/ }).click();
    await editor.getByRole("button", { name: "Add Material Line" }).click();
    await editor.getByLabel("Material 1 description").fill("Typed capacitor");
    await editor.getByLabel("Material 1 unitprice").fill("10");
    await editor.getByLabel("Material 1 quantity").fill("2");

    // Declining the save imports nothing and keeps every edit.
    const pickSheet = async () =>
      chooseFile(v, editor.getByRole("button", { name: "Import Items" }), await itemsSheet(goodSheet));
    const ask = v.getByRole("dialog", { name: "Save and Import" });
    await pickSheet();
    await ask.getByRole("button", { name: "Cancel" }).click();
    expect(await editor.getByLabel("Material 1 description").inputValue()).toBe("Typed capacitor");
    const none = await jsonCall<VendorPortalProposals>(
      baseUrl,
      vendor,
      "GET",
      `/api/vendorprofile/vendorworkorderproposals?workorderid=${wo.id}`,
    );
    expect(none.proposals).toHaveLength(0);

    // Agreeing saves the draft, then adds the sheet's row to it: both lines are on screen and stored.
    await pickSheet();
    await ask.getByRole("button", { name: "Save and Import" }).click();
    await expectToast(v, "Imported 1 items.");
    const open = v.getByRole("dialog", { name: /^Edit Proposal / });
    await expect.poll(() => open.getByRole("tab", { name: /^Materials/ }).textContent()).toContain("(2)");
    expect(await open.getByLabel("Material 1 description").inputValue()).toBe("Typed capacitor");
    expect(await open.getByLabel("Material 2 description").inputValue()).toBe("Imported belt");
    const stored = (
      await jsonCall<VendorPortalProposals>(
        baseUrl,
        vendor,
        "GET",
        `/api/vendorprofile/vendorworkorderproposals?workorderid=${wo.id}`,
      )
    ).proposals;
    expect(stored).toHaveLength(1);
    expect(stored[0]?.description).toBe("Typed before the import");
    expect(stored[0]?.materials.map((m) => m.description)).toEqual(["Typed capacitor", "Imported belt"]);
    // The proposal is $20.00 + 3 × $5.00 = $35.00.
    await expect.poll(() => open.textContent()).toContain("Proposal Amount: $35.00");

    // A tech edits lines on a phone: at 390 px the lines are cards and nothing scrolls sideways.
    await v.setViewportSize({ width: 390, height: 844 });
    await open.getByRole("list", { name: "Material" }).waitFor();
    // Any scroll container of the popup (or the page) wider than its box would scroll sideways.
    const overflow = await open.evaluate((dialog) =>
      [document.documentElement, dialog, ...dialog.querySelectorAll<HTMLElement>("*")]
        .filter((el) => el === document.documentElement || /auto|scroll/.test(getComputedStyle(el).overflowX))
        .some((el) => el.scrollWidth > el.clientWidth + 1),
    );
    expect(overflow).toBe(false);
    await v.setViewportSize({ width: 1280, height: 800 });
  });
});

/** An items.xls file (an "Items" sheet of these rows) for Import Items. */
const itemsSheet = async (rows: (string | number)[][]): Promise<UploadFile> => {
  const XLS = await import("@e965/xlsx");
  const wb = XLS.utils.book_new();
  XLS.utils.book_append_sheet(wb, XLS.utils.aoa_to_sheet(rows), "Items");
  return {
    name: "items.xls",
    mimeType: "application/vnd.ms-excel",
    buffer: XLS.write(wb, { type: "buffer", bookType: "biff8" }) as Buffer,
  };
};

/** One good material row. */
const goodSheet = [
  ["Type", "Description", "Part Number", "Unit", "Quantity", "Unit Price"],
  ["Material", "Imported belt", "", "Each", 3, 5],
];

/** One row that lacks the material's unit price. */
const badSheet = [
  ["Type", "Description", "Unit", "Quantity"],
  ["Material", "Belt", "Each", 2],
];
