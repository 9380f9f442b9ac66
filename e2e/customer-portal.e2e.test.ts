import type {
  CustomerNote,
  CustomerProfile,
  CustomerProfileNote,
  CustomerProposal,
} from "@fm/domain/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { openBillingTab } from "./support/billing.ts";
import { DEMO } from "./support/demo-users.ts";
import {
  CARD_MENU_BUTTONS,
  expectFingerTargets,
  expectPhoneToolbar,
  PAGER_CONTROLS,
  PHONE,
  STATUS_SWITCH_OPTIONS,
} from "./support/phone.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast, jsonCall } from "./support/workorders.ts";

/** The customer places an order, staff send two proposals, the customer approves one and rejects the other. */
const { baseUrl, page, newPage } = useBrowserSession({ signInAs: "Customer" });
let dispatcher: string;
let customer: string;

beforeAll(async () => {
  dispatcher = await apiToken(baseUrl, "Dispatchers");
  customer = await apiToken(baseUrl, "Customer");
});

/** Staff prepare and complete a proposal on the order (the dispatcher's side, through the API). */
const completedProposal = async (workorderid: number, number: string) => {
  const p = await jsonCall<{ id: number; version: number }>(
    baseUrl,
    dispatcher,
    "POST",
    "/api/workorder/saveproposal",
    {
      workorderid,
      quotedamount: 700,
      externalproposalnumber: number,
      note: `Proposal ${number}`,
      scopeofwork: "<p>Replace the leaking valve.</p>",
      items: [{ itemtypeid: 1, description: "Technician labor", quantity: 2, rate: 150, taxrate: 0 }],
    },
  );
  await jsonCall(
    baseUrl,
    dispatcher,
    "PUT",
    `/api/workorder/completeproposal?id=${p.id}&version=${p.version}`,
  );
  return p.id;
};

describe("Customer portal (issue 13)", () => {
  it("adds a work order, finds it in My Work Orders, approves one proposal and rejects another; staff see both", async () => {
    const brief = `Leak under sink ${Date.now()}`;

    // My Work Orders → Add Work Order.
    await page.goto(`${baseUrl}/customerprofile/workorderlist?status=open`);
    await page.getByRole("table", { name: "My work orders" }).waitFor();
    await expect.poll(() => page.title()).toContain("My Work Orders - Open");
    await page.getByRole("button", { name: "Add Work Order", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Add Work Order" });
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await form.getByText("Brief Description is required.").waitFor();
    await form.getByRole("combobox", { name: "Job Site" }).click();
    await page.locator('[role="option"]:visible').first().click();
    await form.getByRole("textbox", { name: "Brief Description" }).fill(brief);
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Work Order Saved");
    await page.waitForURL(/\/customerprofile\/workorderdetails\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get("id"));
    const detail = await jsonCall<{ wonumber: string; status: string }>(
      baseUrl,
      customer,
      "GET",
      `/api/customerprofile/getworkorder?id=${id}`,
    );
    await page.getByRole("region", { name: "Work order summary" }).getByText(detail.wonumber).waitFor();

    // Staff see it at once, and send two proposals.
    const staffList = await jsonCall<{ rows: Array<{ id: number }> }>(
      baseUrl,
      dispatcher,
      "GET",
      `/api/workorder/getworkorders?search=${encodeURIComponent(detail.wonumber)}`,
    );
    expect(staffList.rows.map((r) => r.id)).toContain(id);
    const approveId = await completedProposal(id, `A-${id}`);
    const rejectId = await completedProposal(id, `R-${id}`);

    // Back to the list: the new order is there; open it.
    await page.getByRole("button", { name: "Back to List" }).click();
    const list = page.getByRole("table", { name: "My work orders" });
    await list.waitFor();
    await page.getByRole("textbox", { name: "Search" }).fill(brief);
    const row = list.locator(`tbody tr[data-row-id="${id}"]`);
    await row.getByText(brief).waitFor();
    await row.getByRole("link", { name: detail.wonumber }).click();
    await page.waitForURL(new RegExp(`workorderdetails\\?id=${id}`));

    // Proposals: approve one.
    const proposals = page.getByRole("table", { name: "Proposals" });
    await page.getByRole("tab", { name: "Proposals", exact: true }).click();
    await proposals.waitFor();
    const approveRow = proposals.locator(`tbody tr[data-row-id="${approveId}"]`);
    await approveRow.getByText("Complete", { exact: true }).waitFor();
    await approveRow.getByRole("button", { name: `Actions for proposal A-${id}` }).click();
    await page.getByRole("menuitem", { name: "Approve", exact: true }).click();
    await page.getByRole("dialog", { name: "Approve Proposal" }).getByRole("button", { name: "Yes" }).click();
    await expectToast(page, "Proposal Approved");
    await approveRow.getByText("Approved", { exact: true }).waitFor();

    // Reject the other, with the required reason.
    const reason = `Over budget this quarter ${id}`;
    const rejectRow = proposals.locator(`tbody tr[data-row-id="${rejectId}"]`);
    await rejectRow.getByRole("button", { name: `Actions for proposal R-${id}` }).click();
    await page.getByRole("menuitem", { name: "Reject", exact: true }).click();
    const reject = page.getByRole("dialog", { name: "Reject Proposal" });
    await reject.getByRole("button", { name: "Save", exact: true }).click();
    await reject.getByText("Rejection Information is required.").waitFor();
    await reject.getByRole("textbox", { name: "Rejection Information" }).fill(reason);
    await reject.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Proposal Rejected");
    await rejectRow.getByText("Rejected", { exact: true }).waitFor();
    const mine = await jsonCall<CustomerProposal[]>(
      baseUrl,
      customer,
      "GET",
      `/api/customerprofile/proposals?workorderid=${id}`,
    );
    expect(mine.find((p) => p.id === rejectId)).toMatchObject({
      rejectedbycustomer: true,
      rejectionnote: reason,
    });

    // The staff side: the Customer Proposals tab shows the approval and the customer's reason.
    const staff = await newPage("Dispatchers");
    await staff.goto(`${baseUrl}/workorder/details?id=${id}&origin=workorder`);
    const staffGrid = staff.getByRole("table", { name: "Customer proposals" });
    await openBillingTab(staff, "Customer Proposals", staffGrid);
    const approved = staffGrid.locator(`tbody tr[data-row-id="${approveId}"]`);
    await approved.getByText("Approved", { exact: true }).waitFor();
    await approved.getByText("Yes", { exact: true }).waitFor();
    const rejected = staffGrid.locator(`tbody tr[data-row-id="${rejectId}"]`);
    await rejected.getByText("Rejected by customer", { exact: true }).waitFor();
    await rejected.getByRole("button", { name: "Expand details" }).click();
    await staff.getByText(reason, { exact: true }).waitFor();
  });

  it("shows the customer's own notes marked visible to the customer on My Profile, never the internal ones", async () => {
    const admin = await apiToken(baseUrl, "Admin");
    const me = await jsonCall<CustomerProfile>(baseUrl, customer, "GET", "/api/customerprofile/profile");
    const tag = Date.now();
    const visibleText = `Gate code changes on Monday ${tag}`;
    const internalText = `Slow payer, call before dispatch ${tag}`;
    for (const [text, isvisibletocustomer] of [
      [visibleText, true],
      [internalText, false],
    ] as const)
      await jsonCall(baseUrl, admin, "POST", "/api/customer/note/add", {
        customerid: me.id,
        note: `<p>${text}</p>`,
        isvisibletocustomer,
      });
    // The demo seed's notes of this customer: the flagged ones show too, the others never.
    const all = await jsonCall<CustomerNote[]>(
      baseUrl,
      admin,
      "GET",
      `/api/customer/notes?customerid=${me.id}`,
    );
    const visible = all.filter((n) => n.isvisibletocustomer);
    expect(visible.length).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/customerprofile`);
    const notes = page.getByRole("table", { name: "Notes" });
    const row = notes.locator("tbody tr").filter({ hasText: visibleText });
    await row.waitFor();
    await row.getByText(DEMO.Admin.name, { exact: true }).waitFor();
    for (const n of visible) await notes.locator(`tbody tr[data-row-id="${n.id}"]`).waitFor();
    await expect.poll(() => notes.locator("tbody tr[data-row-id]").count()).toBe(visible.length);
    for (const n of all.filter((x) => !x.isvisibletocustomer))
      expect(await notes.locator(`tbody tr[data-row-id="${n.id}"]`).count()).toBe(0);
    expect(await page.getByText(internalText).count()).toBe(0);
  });

  it("on a phone (issue 31) My Work Orders, My Proposals and My Invoices are cards with every toolbar control in reach", async () => {
    const phone = await newPage("Customer", { viewport: PHONE });
    await phone.goto(`${baseUrl}/customerprofile/workorderlist?status=open`);
    await phone.locator("[data-grid-card]").first().waitFor();
    expect(await expectPhoneToolbar(phone)).toEqual(expect.arrayContaining(["Search", "Columns"]));
    // The page's own bar above the grid (Reset Filters, saved views, Add Work Order) wraps inside the window too.
    // ... and each of its buttons, the status switch's options, the pager and the cards' ⋮ are 44 px targets.
    const bar = ["Reset Filters", "Views", "Reset Layout", "Add Work Order"];
    const barButtons = bar.map((name) => `main button:has-text("${name}")`).join(", ");
    expect(await expectFingerTargets(phone, barButtons, "bar")).toEqual(expect.arrayContaining(bar));
    expect(await expectFingerTargets(phone, STATUS_SWITCH_OPTIONS, "status")).toEqual([
      "Open",
      "Invoiced",
      "All",
      "Cancelled",
    ]);
    await expectFingerTargets(phone, PAGER_CONTROLS, "pager");
    await expectFingerTargets(phone, CARD_MENU_BUTTONS, "card menu");
    for (const path of ["/customerprofile/proposals", "/customerprofile/invoices"]) {
      await phone.goto(`${baseUrl}${path}`);
      expect(await expectPhoneToolbar(phone), path).toEqual(expect.arrayContaining(["Search", "Columns"]));
      expect(await expectFingerTargets(phone, STATUS_SWITCH_OPTIONS, `${path} status`)).toEqual(
        expect.arrayContaining(["Open", "Rejected"]),
      );
    }
  });

  it("on a phone (issue 31) My Profile's job sites and notes are cards and the page does not scroll sideways", async () => {
    const me = await jsonCall<CustomerProfile>(baseUrl, customer, "GET", "/api/customerprofile/profile");
    const admin = await apiToken(baseUrl, "Admin");
    const noteText = `Loading dock closes at 4 pm ${Date.now()}`;
    await jsonCall(baseUrl, admin, "POST", "/api/customer/note/add", {
      customerid: me.id,
      note: `<p>${noteText}</p>`,
      isvisibletocustomer: true,
    });
    const notes = await jsonCall<CustomerProfileNote[]>(
      baseUrl,
      customer,
      "GET",
      "/api/customerprofile/customernotes",
    );
    const site = me.jobsites[0];
    expect(site, "the demo customer has a job site").toBeDefined();
    if (!site) return;

    const phone = await newPage("Customer", { viewport: PHONE });
    await phone.goto(`${baseUrl}/customerprofile`);
    // Job sites: a list of cards, the site's name as the title and its address lines, no table.
    const sites = phone.getByRole("list", { name: "Job sites" });
    const card = sites.locator(`li[data-row-id="${site.jobsiteid}"]`);
    await card.getByText(site.jobsite, { exact: true }).first().waitFor();
    await card.getByText(site.streetaddress, { exact: true }).first().waitFor();
    await card.getByText(site.city, { exact: true }).first().waitFor();
    expect(await sites.locator("li").count()).toBe(me.jobsites.length);
    expect(await phone.getByRole("table", { name: "Job sites" }).count()).toBe(0);
    // Notes: the grid's phone cards, the new note among them with its author, and the toolbar in reach.
    const noteCard = phone.locator("[data-grid-card]").filter({ hasText: noteText });
    await noteCard.waitFor();
    await noteCard.getByText(DEMO.Admin.name, { exact: true }).waitFor();
    // Every card on the page: one per job site, one per note of the grid's first page (20).
    expect(await phone.locator("[data-grid-card]").count()).toBe(
      me.jobsites.length + Math.min(notes.length, 20),
    );
    expect(await expectPhoneToolbar(phone)).toEqual(expect.arrayContaining(["Search"]));
    for (const box of await phone
      .locator("[data-grid-card]")
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(PHONE.width);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
