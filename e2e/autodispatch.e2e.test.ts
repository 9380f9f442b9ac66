import type { AutoDispatchState, TradeLookup, VendorSelectionRow } from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newestOrderMail } from "./support/admin.ts";
import {
  autoDispatchActors,
  autoDispatchStateOf,
  enableAutoDispatch,
  makeDispatchCustomer,
  makeDispatchVendor,
  makeVendorLogin,
  openVendorTab as openOrderVendorTab,
  waitForAutoDispatch,
} from "./support/autodispatch.ts";
import { submitLogin } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";
import { acceptDispatchInPortal, sendDeclineReason } from "./support/vendors.ts";
import { getWorkOrder } from "./support/workorder-detail.ts";
import { apiCall, expectToast, jsonCall } from "./support/workorders.ts";

/*
 * Issue 32 item 3, automatic dispatch in the browser. The test owns its data: a customer with a job site in
 * Fairbanks, AK (99701: far from every demo vendor), two vendors of its own at that ZIP (A created before B)
 * doing one trade at dispatch priority 1 — so, 0 miles away, they rank first and second for that site — a
 * portal login for B, and the customer × trade opted in. A new order of the customer with the trade is offered
 * to A; the dispatcher sees the offer and why A ranks first; A declines from the dispatch e-mail's link (read
 * from the Outbox, where the SMTP worker takes it from); B is offered next and accepts in the portal; the
 * dispatcher sees each step in the Notes. A second order is offered to A again and the dispatcher stops it.
 */
const { page, baseUrl, newPage } = useBrowserSession({ signInAs: "Dispatchers" });
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const ZIP = "99701";
const PASSWORD = `auto-dispatch-${tag}-Pw1`;
const reason = `Crew booked elsewhere ${tag}`;

let admin: string;
let dispatcher: string;
let customerid: number;
let jobsiteid: number;
let trade: TradeLookup;
let vendorA: { id: number; name: string; dispatchemail: string };
let vendorB: { id: number; name: string; dispatchemail: string; login: string };

const newVendor = (letter: string) =>
  makeDispatchVendor(baseUrl, admin, {
    name: `Auto ${letter} ${tag}`,
    emailKey: `auto-${letter.toLowerCase()}-${tag}`,
    zip: ZIP,
    tradeid: trade.tradeid,
    phone: "+1 (907) 555-0100",
  });

/** A new Received order of the test's customer with the trade (the trade's insert starts automatic dispatch). */
const newOrder = async (brief: string) => {
  const { id } = await jsonCall<{ id: number }>(baseUrl, dispatcher, "POST", "/api/workorder/saveworkorder", {
    customerid,
    jobsiteid,
    divisionid: 1,
    statusid: 1,
    priorityid: 2,
    requesttypeid: 1,
    duedate: "2030-06-01T17:00:00Z",
    briefdescription: `${brief} ${tag}`,
    description: "Boiler does not start",
    tradeids: [trade.tradeid],
  });
  const detail = await getWorkOrder(baseUrl, dispatcher, id);
  return { id, wonumber: detail.wonumber };
};

const stateOf = (id: number) => autoDispatchStateOf(baseUrl, dispatcher, id);
const waitForState = (id: number, done: (s: AutoDispatchState) => boolean) =>
  waitForAutoDispatch(baseUrl, dispatcher, id, done);
const dispatchMail = (workorderid: number, to: string) => newestOrderMail(baseUrl, admin, workorderid, to);
const openVendorTab = (p: Page, id: number) => openOrderVendorTab(p, baseUrl, id);

beforeAll(async () => {
  ({ admin, dispatcher, trade } = await autoDispatchActors(baseUrl, 0));
  const customer = await makeDispatchCustomer(baseUrl, admin, {
    name: `Auto Dispatch Customer ${tag}`,
    jobsite: `Plant ${tag}`,
    jobsitedescription: "Boiler plant",
    zip: ZIP,
  });
  customerid = customer.id;
  jobsiteid = customer.jobsiteid;
  vendorA = await newVendor("A");
  const b = await newVendor("B");
  // B's portal login: an Admin invites it, the invitation's link sets the password.
  const login = await makeVendorLogin(baseUrl, admin, {
    vendorid: b.id,
    email: `auto-b-${tag}@vendor.example.com`,
    given: "Bea",
    family: `Vendor ${tag}`,
    password: PASSWORD,
  });
  vendorB = { ...b, login };
  await enableAutoDispatch(baseUrl, admin, customerid, trade.tradeid, 60);
});

describe("automatic dispatch (issue 32 item 3)", () => {
  it("offers a new order to the best-ranked vendor, then the next on a decline from the e-mail link; the next accepts in the portal", async () => {
    const order = await newOrder("Auto-dispatch journey");

    // 1. Offered to A, the best-ranked vendor of Select Vendor's ranking for the site; the reason is shown.
    const offered = await waitForState(order.id, (s) => s.offers.length === 1);
    const ranking = await apiCall<{ rows: VendorSelectionRow[] }>(
      baseUrl,
      dispatcher,
      "GET",
      "/api/workorder/getvendorsbytrades",
      { workorderId: order.id, tradeIds: trade.tradeid, pageSize: 10 },
    );
    expect(ranking.rows.slice(0, 2).map((r) => r.id)).toEqual([vendorA.id, vendorB.id]);
    const first = offered.offers[0];
    expect(first).toMatchObject({ vendorid: vendorA.id, rank: 1, outcome: "pending" });
    expect(first?.reason).toMatch(/^dispatch priority 1, 0\.0 mi, /);
    await openVendorTab(page, order.id);
    const panel = page.getByRole("alert").filter({ hasText: "Automatic dispatch is running" });
    await panel.getByText(`1. ${vendorA.name}: pending`).first().waitFor();
    await panel.getByText(`ranked for: ${first?.reason}`).first().waitFor();
    await page
      .getByRole("table", { name: "Work order vendors" })
      .locator("tr", { hasText: vendorA.name })
      .first()
      .getByText("Awaiting acceptance")
      .waitFor();

    // 2. A declines from the dispatch e-mail's link, signed out: a confirmation page, then the decision.
    const mail = await dispatchMail(order.id, vendorA.dispatchemail);
    const decline = /Decline: (\S+)/.exec(mail.text ?? "")?.[1];
    if (!decline) throw new Error("the dispatch mail carries no Decline link");
    const a = await newPage();
    await a.goto(decline);
    await a.getByRole("heading", { name: "Decline Work Order" }).waitFor();
    await a.getByText(`Work Order ${order.wonumber}`).waitFor();
    await sendDeclineReason(a, reason, order.wonumber);

    // 3. Offered to B next (rank 2), which accepts in the portal with an ETA.
    const second = await waitForState(order.id, (s) => s.offers.length === 2);
    expect(second.offers.map((o) => [o.vendorid, o.outcome])).toEqual([
      [vendorA.id, "declined"],
      [vendorB.id, "pending"],
    ]);
    const b = await newPage();
    await b.goto(`${baseUrl}/login`);
    await submitLogin(b, vendorB.login, PASSWORD);
    await b.waitForURL(`${baseUrl}/home`);
    await acceptDispatchInPortal(b, baseUrl, order.id);

    // 4. The dispatcher sees the run finished and every step logged as System notes.
    const done = await waitForState(order.id, (s) => s.state === "accepted");
    expect(done.offers.map((o) => o.outcome)).toEqual(["declined", "accepted"]);
    await openVendorTab(page, order.id);
    const finished = page
      .getByRole("alert")
      .filter({ hasText: "Automatic dispatch finished: a vendor accepted" });
    await finished.getByText(`1. ${vendorA.name}: declined`).first().waitFor();
    await finished.getByText(`2. ${vendorB.name}: accepted`).first().waitFor();
    expect(await finished.getByRole("button", { name: "Stop and Take Over" }).count()).toBe(0);
    await page.getByRole("tab", { name: "Notes", exact: true }).click();
    for (const step of [
      `Automatic dispatch started for ${trade.tradename}: each vendor has 60 minutes to accept.`,
      `Automatic dispatch: offered to ${vendorA.name} (rank 1: ${first?.reason}); Dispatched notice sent to ${vendorA.dispatchemail};`,
      `Dispatch declined by ${vendorA.name} (e-mail link`,
      `Automatic dispatch: ${vendorA.name} declined; offering to the next vendor.`,
      `Automatic dispatch: offered to ${vendorB.name} (rank 2: `,
      `Automatic dispatch: ${vendorB.name} accepted; done.`,
    ])
      await page.getByText(step).first().waitFor();
  }, 300_000);

  it("lets the dispatcher stop automatic dispatch on another order and take over", async () => {
    const order = await newOrder("Auto-dispatch stop");
    // A or B: their scorecards now differ (A declined, B accepted), and the ranking weighs them.
    const offer = (await waitForState(order.id, (s) => s.offers.length === 1)).offers[0];
    expect([vendorA.id, vendorB.id]).toContain(offer?.vendorid);
    await openVendorTab(page, order.id);
    const panel = page.getByRole("alert").filter({ hasText: "Automatic dispatch is running" });
    await panel.getByText(`1. ${offer?.vendorname}: pending`).first().waitFor();
    const [stopped] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/workorder/autodispatch/stop")),
      panel.getByRole("button", { name: "Stop and Take Over" }).click(),
    ]);
    expect(stopped.status()).toBe(200);
    await expectToast(page, "Automatic dispatch stopped");
    await page.getByRole("alert").filter({ hasText: "Automatic dispatch was stopped" }).first().waitFor();
    const state = await stateOf(order.id);
    expect(state.state).toBe("stopped");
    expect(state.canStop).toBe(false);
    await page.getByRole("tab", { name: "Notes", exact: true }).click();
    await page
      .getByText(/Automatic dispatch stopped by /)
      .first()
      .waitFor();
  }, 180_000);
});
