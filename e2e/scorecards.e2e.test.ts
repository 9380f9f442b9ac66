import type { VendorScorecard } from "@fm/domain/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setInvoiceRules, soleVendorLine, submitVendorInvoice, vendorLinesOf } from "./support/billing.ts";
import { openScorecardTab, scorecardTile } from "./support/scorecards.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, jsonCall } from "./support/workorders.ts";

/*
 * Issue 32 §4–§5, the journey: with the NTE rule on, the demo vendor submits two portal invoices of $500.00 — one
 * on an order whose NTE is $1,000.00 (approved by the system), one on an order whose NTE is $100.00 (left for
 * a person with the failed rule named). The dispatcher sees both verdicts on the Vendor tab, and the vendor's
 * Scorecard tab counts the auto-approved invoice as approved without change.
 */
const { page, baseUrl } = useBrowserSession({ signInAs: "Dispatchers" });

type OpenRow = { id: number; wonumber: string };
const LINES = {
  labor: [{ skilllevelid: 2, typeid: 1, numberoftechs: 1, hourlyrate: 100, numberofhours: 4 }],
  materials: [{ description: "Valve", partnumber: "V-1", uomid: 1, unitprice: 25, quantity: 4 }],
  other: [],
};

let admin: string;
let staff: string;
let vendor: string;
let vendorid = 0;
const orders: { within: OpenRow | null; over: OpenRow | null } = { within: null, over: null };

/** The vendor's $500.00 invoice on the order, after the dispatcher set the order's NTE to `nte`. */
const submitInvoice = async (wo: OpenRow, nte: number, number: string) => {
  const detail = await jsonCall<{ version: number }>(
    baseUrl,
    staff,
    "GET",
    `/api/workorder/getworkorder?id=${wo.id}`,
  );
  await jsonCall(baseUrl, staff, "PUT", "/api/workorder/updateworkorder", {
    id: wo.id,
    version: detail.version,
    nte,
  });
  await submitVendorInvoice(baseUrl, { vendor, staff }, wo.id, number, LINES);
};

beforeAll(async () => {
  admin = await apiToken(baseUrl, "Admin");
  staff = await apiToken(baseUrl, "Dispatchers");
  vendor = await apiToken(baseUrl, "Vendor");
  const { rows } = await jsonCall<{ rows: OpenRow[] }>(
    baseUrl,
    vendor,
    "GET",
    "/api/vendorprofile/getworkorders/open?pageSize=100",
  );
  // Two open orders (from the end of the list, away from other files' picks) whose line is not billed yet.
  const free: OpenRow[] = [];
  for (const row of [...rows].reverse()) {
    const lines = await vendorLinesOf(baseUrl, staff, row.id);
    // One vendor only: a proposal is approved only on an order with exactly one vendor (another journey may
    // have attached a second).
    const line = soleVendorLine(lines);
    if (!line || line.isapproved || line.invnumber) continue;
    vendorid = line.vendorid;
    free.push(row);
    if (free.length === 2) break;
  }
  const [within, over] = free;
  if (!within || !over) throw new Error("the demo vendor has no two open unbilled orders");
  orders.within = within;
  orders.over = over;
  const tag = Date.now().toString(36).toUpperCase();
  await setInvoiceRules(baseUrl, admin, ["nte"]);
  try {
    await submitInvoice(within, 1000, `SC-OK-${tag}`);
    await submitInvoice(over, 100, `SC-NTE-${tag}`);
  } finally {
    await setInvoiceRules(baseUrl, admin, []);
  }
});
afterAll(async () => {
  if (admin) await setInvoiceRules(baseUrl, admin, []);
});

const vendorTabRow = async (wo: OpenRow) => {
  await page.goto(`${baseUrl}/workorder/details?id=${wo.id}`);
  await page.getByRole("tab", { name: "Vendor", exact: true }).click();
  return page.getByRole("group", { name: "Work order vendors" });
};

describe("invoice rules and the scorecard", () => {
  it("an invoice within the NTE is auto-approved; one over it waits with its reason", async () => {
    if (!orders.within || !orders.over) throw new Error("set-up failed");
    const grid = await vendorTabRow(orders.within);
    await expect.poll(async () => (await grid.textContent()) ?? "").toContain("Auto-approved");
    const routed = await vendorTabRow(orders.over);
    await expect
      .poll(async () => (await routed.textContent()) ?? "")
      .toContain("Total $500.00 is over the NTE of $100.00.");
  });

  it("the vendor's Scorecard tab counts the invoice approved without change", async () => {
    const card = await jsonCall<VendorScorecard>(
      baseUrl,
      staff,
      "GET",
      `/api/vendor/scorecard?vendorid=${vendorid}`,
    );
    expect(card.overall.invoiceaccuracy).not.toBeNull();
    await openScorecardTab(page, baseUrl, vendorid);
    const accuracy = scorecardTile(page, "Invoice Accuracy");
    await expect
      .poll(async () => (await accuracy.textContent()) ?? "")
      .toContain(`${card.overall.invoiceaccuracy} %`);
  });
});
