import type { SessionUser, SlaOrderClocks, VendorSelectionRow, VendorTrade } from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newestOrderMail } from "./support/admin.ts";
import { useBrowserSession } from "./support/session.ts";
import { acceptDispatchInPortal, searchSelectVendor, sendDeclineReason } from "./support/vendors.ts";
import { newReceivedOrder } from "./support/workorder-detail.ts";
import { apiCall, apiToken, expectToast } from "./support/workorders.ts";

/*
 * Issue 32 item 2, the journey "decline from the e-mail link, accept in the portal": a dispatcher dispatches a
 * new P1 order to vendor A; the dispatch mail (read from the Outbox, where the SMTP worker takes it from)
 * carries the Decline link; A opens it signed out, sees the confirmation page and declines with a reason; the
 * dispatcher sees Declined with the reason and the System note, and dispatches to vendor B (the demo vendor);
 * B signs in to the portal and accepts with an ETA; the dispatcher sees Accepted and the respond-by clock
 * stopped (Met); the used link says so when opened again.
 */
const { page, baseUrl, newPage } = useBrowserSession({ signInAs: "Dispatchers" });
const isCall = (path: string) => (r: { url(): string; ok(): boolean }) => r.url().includes(path) && r.ok();
const reason = `No technician free this week ${Math.random().toString(36).slice(2, 7)}`;

let admin: string;
let order: { id: number; wonumber: string };
let vendorA: VendorSelectionRow;
let vendorB: VendorSelectionRow;

const me = (token: string) => apiCall<SessionUser>(baseUrl, token, "GET", "/api/auth/me");

beforeAll(async () => {
  admin = await apiToken(baseUrl, "Admin");
  const dispatcher = await apiToken(baseUrl, "Dispatchers");
  // B = the demo vendor (its portal login); A = another vendor of one of B's trades, never the second demo
  // vendor (the portals' isolation journeys rely on the two demo vendors sharing no order).
  const heroVendor = (await me(await apiToken(baseUrl, "Vendor"))).vendorid;
  const vendorLogin = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "vendor2@example.com", password: "Demo123!" }),
  });
  const secondVendor = vendorLogin.ok
    ? (await me(((await vendorLogin.json()) as { accessToken: string }).accessToken)).vendorid
    : null;
  if (!heroVendor) throw new Error("the demo vendor user has no vendor");
  const trades = await apiCall<VendorTrade[]>(baseUrl, admin, "GET", "/api/vendor/gettrades", {
    vendorid: heroVendor,
  });
  for (const trade of trades) {
    // A new Received P1 order of this test's own (P1: the company default SLA policy's respond-by clock runs).
    const created = await newReceivedOrder(baseUrl, dispatcher, {
      priorityid: 1,
      briefdescription: `Acceptance journey ${reason.slice(-5)}`,
      description: "Leaking valve in the plant room",
      tradeids: [trade.tradeid],
    });
    const page1 = await apiCall<{ rows: VendorSelectionRow[] }>(
      baseUrl,
      admin,
      "GET",
      "/api/workorder/getvendorsbytrades",
      { workorderId: created.id, tradeIds: trade.tradeid, pageSize: 100 },
    );
    const b = page1.rows.find((r) => r.id === heroVendor && r.canattach);
    const a = page1.rows.find(
      (r) => r.canattach && r.dispatchemail && r.id !== heroVendor && r.id !== secondVendor,
    );
    if (!a || !b) continue;
    order = created;
    vendorA = a;
    vendorB = b;
    return;
  }
  throw new Error("no trade of the demo vendor has a second attachable vendor");
});

/** Select Vendor → attach, quote, Send WO Ticket: the dispatch (its mail carries the Accept / Decline links). */
const dispatchTo = async (vendor: VendorSelectionRow) => {
  const dialog = await searchSelectVendor(page, baseUrl, order.id, vendor.name);
  await Promise.all([
    page.waitForResponse(isCall("/api/workorder/savevendor")),
    dialog.getByRole("button", { name: `Attach ${vendor.name}` }).click(),
  ]);
  await expectToast(page, "Vendor Saved");
  await dialog.waitFor({ state: "detached" });
  const actions = page.getByRole("button", { name: `Actions for ${vendor.name}` });
  await actions.click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: `Edit Vendor - ${vendor.name}` });
  await edit.getByRole("textbox", { name: "Quoted Amount" }).fill("275");
  await Promise.all([
    page.waitForResponse(isCall("/api/workorder/updatevendor")),
    edit.getByRole("button", { name: "Save" }).click(),
  ]);
  await expectToast(page, "Vendor Saved");
  await edit.waitFor({ state: "detached" });
  await actions.click();
  await Promise.all([
    page.waitForResponse(isCall("/api/workorder/createwoemailitem")),
    page.getByRole("menuitem", { name: /^Send WO Ticket/ }).click(),
  ]);
  await expectToast(page, "Sent");
};

/** The newest mail of the order to the vendor's dispatch e-mail, as queued for the SMTP worker. */
const dispatchMail = (vendor: VendorSelectionRow) =>
  newestOrderMail(baseUrl, admin, order.id, vendor.dispatchemail ?? "");

const vendorRow = (p: Page, vendor: VendorSelectionRow) =>
  p.getByRole("table", { name: "Work order vendors" }).locator("tr", { hasText: vendor.name }).first();

describe("vendor acceptance: decline from the e-mail link, accept in the portal (issue 32)", () => {
  it("walks the whole journey", async () => {
    // 1. The dispatcher dispatches to vendor A; the mail carries the two single-use links.
    await dispatchTo(vendorA);
    const mail = await dispatchMail(vendorA);
    const decline = /Decline: (\S+)/.exec(mail.text ?? "")?.[1];
    expect(/Accept: (\S+\/vendor-response\/\S+)/.test(mail.text ?? "")).toBe(true);
    if (!decline) throw new Error("the dispatch mail carries no Decline link");
    expect(decline.startsWith(`${baseUrl}/vendor-response/`)).toBe(true);

    // 2. Vendor A opens it signed out: a confirmation page (opening decides nothing), then declines.
    const a = await newPage();
    await a.goto(decline);
    await a.getByRole("heading", { name: "Decline Work Order" }).waitFor();
    await a.getByText(`Work Order ${order.wonumber}`).waitFor();
    await a.getByText(`For ${vendorA.name}`).waitFor();
    await a.getByRole("button", { name: "Decline" }).click();
    await a.getByText("Reason is required.").waitFor();
    await sendDeclineReason(a, reason, order.wonumber);

    // 3. The dispatcher sees Declined with the reason, and the System note.
    await page.goto(`${baseUrl}/workorder/details?id=${order.id}&origin=workorder`);
    await page.getByRole("tab", { name: "Vendor", exact: true }).click();
    // The badge carries the reason as its title (shown on hover).
    await vendorRow(page, vendorA).locator(`[title="${reason}"]`, { hasText: "Declined" }).waitFor();
    await page.getByRole("tab", { name: "Notes", exact: true }).click();
    await page.getByText(`Dispatch declined by ${vendorA.name} (e-mail link`).first().waitFor();
    expect(await page.getByText(reason).count()).toBeGreaterThan(0);

    // 4. The dispatcher dispatches to vendor B, the demo vendor.
    await dispatchTo(vendorB);
    await vendorRow(page, vendorB).getByText("Awaiting acceptance").waitFor();

    // 5. Vendor B signs in to the portal and accepts with an ETA.
    const b = await newPage("Vendor");
    await acceptDispatchInPortal(b, baseUrl, order.id);

    // 6. The dispatcher sees Accepted and the respond-by clock stopped (Met at the acceptance).
    await page.goto(`${baseUrl}/workorder/details?id=${order.id}&origin=workorder`);
    await page.getByRole("tab", { name: "Vendor", exact: true }).click();
    await vendorRow(page, vendorB).getByText("Accepted", { exact: true }).waitFor();
    const clocks = page.getByRole("group", { name: "SLA clocks" });
    await clocks.getByText(/^Respond By: Met /).waitFor();
    const api = await apiCall<SlaOrderClocks>(baseUrl, admin, "GET", "/api/sla/clocks", {
      workorderid: order.id,
    });
    const respond = api.clocks.find((c) => c.clock === "respond");
    expect(respond?.state).toBe("met");
    expect(respond?.metat).not.toBeNull();

    // 7. The used link, opened again: "already used", no form.
    await a.goto(decline);
    await a.getByText("This link was already used: the work order was accepted or declined.").waitFor();
    expect(await a.getByRole("button", { name: "Decline" }).count()).toBe(0);
  }, 300_000);
});
