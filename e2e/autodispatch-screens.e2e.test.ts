import type {
  AutoDispatchSetting,
  AutoDispatchState,
  SessionUser,
  TradeLookup,
  VendorLine,
  VendorSelectionRow,
  WorkOrderListRow,
  WorkOrderNote,
} from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeProblems, describeProblems } from "./support/a11y.ts";
import { newestOrderMail } from "./support/admin.ts";
import {
  autoDispatchActors,
  autoDispatchStateOf,
  makeDispatchCustomer,
  makeDispatchVendor,
  makeVendorLogin,
  openVendorTab as openOrderVendorTab,
  saveNewOrderThroughForm,
  vendorLineRow,
  waitForAutoDispatch,
} from "./support/autodispatch.ts";
import { submitLogin } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";
import { acceptDispatchInPortal, sendDeclineReason } from "./support/vendors.ts";
import { chooseOption, getWorkOrder } from "./support/workorder-detail.ts";
import { apiCall, apiToken, expectToast } from "./support/workorders.ts";

/*
 * Issue 32 item 3 through the screens, every step a person's: an Admin turns automatic dispatch on for a
 * customer's trade on the customer's Trades tab; the dispatcher saves a new order of that trade on the New Work
 * Order form, which starts it; the Vendor tab shows the offer to the first-ranked vendor with why it ranks
 * there; that vendor declines from the dispatch e-mail's link; the second is offered and accepts in the vendor
 * portal; the dispatcher sees the accepted line, the finished run and its System notes. axe-core runs on each
 * screen visited. (e2e/autodispatch.e2e.test.ts covers the same service from API-made orders, and Stop.)
 *
 * Own data, made through the API: a customer with one job site in Fairbanks, AK (99701, far from every demo
 * vendor), two vendors of its own at that ZIP doing a trade other than that file's, both at dispatch priority 1
 * — 0 miles away they rank first and second, A (created first) ahead of B — and B's portal login.
 */
const { page, baseUrl, newPage } = useBrowserSession({ signInAs: "Dispatchers" });
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const ZIP = "99701";
const WAIT = 45;
const PASSWORD = `auto-screens-${tag}-Pw1`;
const reason = `No crew this week ${tag}`;

let admin: string;
let dispatcher: string;
let customer: { id: number; name: string };
let trade: TradeLookup;
let vendorA: { id: number; name: string; dispatchemail: string };
let vendorB: { id: number; name: string; dispatchemail: string; login: string };

const expectNoA11yProblems = async (p: Page, where: string) => {
  const problems = await axeProblems(p, where);
  expect(problems, describeProblems(problems)).toEqual([]);
};

const newVendor = (letter: string) =>
  makeDispatchVendor(baseUrl, admin, {
    name: `Screens ${letter} ${tag}`,
    emailKey: `screens-${letter.toLowerCase()}-${tag}`,
    zip: ZIP,
    tradeid: trade.tradeid,
    phone: "+1 (907) 555-0101",
  });

const stateOf = (id: number) => autoDispatchStateOf(baseUrl, dispatcher, id);
const waitForState = (id: number, done: (s: AutoDispatchState) => boolean) =>
  waitForAutoDispatch(baseUrl, dispatcher, id, done);
const newestMail = (workorderid: number, to: string) => newestOrderMail(baseUrl, admin, workorderid, to);
const openVendorTab = (p: Page, id: number) => openOrderVendorTab(p, baseUrl, id);

beforeAll(async () => {
  // Not the first trade: e2e/autodispatch.e2e.test.ts puts its own Fairbanks vendors first for that one.
  ({ admin, dispatcher, trade } = await autoDispatchActors(baseUrl, 1));
  const made = await makeDispatchCustomer(baseUrl, admin, {
    name: `Screens Dispatch Customer ${tag}`,
    jobsite: `Depot ${tag}`,
    jobsitedescription: "Bus depot",
    zip: ZIP,
  });
  customer = { id: made.id, name: made.name };
  vendorA = await newVendor("A");
  const b = await newVendor("B");
  const login = await makeVendorLogin(baseUrl, admin, {
    vendorid: b.id,
    email: `screens-b-${tag}@vendor.example.com`,
    given: "Bo",
    family: `Vendor ${tag}`,
    password: PASSWORD,
  });
  vendorB = { ...b, login };
});

describe("automatic dispatch through the screens (issue 32 item 3)", () => {
  it("is turned on by an Admin, started by the dispatcher's new order, declined by the first vendor and accepted by the next in the portal", async () => {
    // 1. The Admin turns automatic dispatch on for the customer's trade (customer details → Trades).
    const adminPage = await newPage("Admin");
    await adminPage.goto(`${baseUrl}/customer/details?id=${customer.id}`);
    await adminPage.getByRole("tab", { name: "Trades", exact: true }).click();
    await adminPage.getByRole("heading", { name: "Automatic Dispatch" }).waitFor();
    await chooseOption(adminPage, "Trade", trade.tradename);
    await adminPage.getByRole("textbox", { name: "Minutes per vendor" }).fill(String(WAIT));
    await Promise.all([
      adminPage.waitForResponse((r) => r.url().endsWith("/api/customer/autodispatch") && r.ok()),
      adminPage.getByRole("button", { name: "Turn On" }).click(),
    ]);
    await expectToast(adminPage, "Automatic dispatch saved");
    const on = adminPage.getByRole("switch", { name: `Automatic dispatch for ${trade.tradename}` });
    await expect.poll(() => on.isChecked()).toBe(true);
    await expectNoA11yProblems(adminPage, "customer details — Trades (Automatic Dispatch)");
    const settings = await apiCall<AutoDispatchSetting[]>(
      baseUrl,
      admin,
      "GET",
      "/api/customer/autodispatch",
      {
        customerid: customer.id,
      },
    );
    expect(settings.map((s) => [s.tradeid, s.enabled, s.waitminutes])).toEqual([[trade.tradeid, true, WAIT]]);

    // 2. The dispatcher saves a new order of that trade: its save starts automatic dispatch.
    const brief = `Depot heater out ${tag}`;
    const id = await saveNewOrderThroughForm(page, baseUrl, {
      customer: customer.name,
      jobsite: `Depot ${tag}`,
      priority: null,
      brief,
      tradename: trade.tradename,
      beforeSave: () => expectNoA11yProblems(page, "/workorder/new (filled)"),
    });
    const { wonumber } = await getWorkOrder(baseUrl, dispatcher, id);

    // 3. Offered to A, first in Select Vendor's ranking for the site; the dispatcher sees why it ranks there.
    const offered = await waitForState(id, (s) => s.offers.length === 1);
    const ranking = await apiCall<{ rows: VendorSelectionRow[] }>(
      baseUrl,
      dispatcher,
      "GET",
      "/api/workorder/getvendorsbytrades",
      { workorderId: id, tradeIds: trade.tradeid, pageSize: 10 },
    );
    expect(ranking.rows.slice(0, 2).map((r) => r.id)).toEqual([vendorA.id, vendorB.id]);
    const first = offered.offers[0];
    expect(first).toMatchObject({ vendorid: vendorA.id, rank: 1, outcome: "pending" });
    expect(first?.reason).toMatch(/^dispatch priority 1, 0\.0 mi, /);
    await openVendorTab(page, id);
    const running = page.getByRole("alert").filter({ hasText: "Automatic dispatch is running" });
    await running.getByText(`${trade.tradename} · ${WAIT} minutes per vendor`).first().waitFor();
    await running.getByText(`1. ${vendorA.name}: pending`).first().waitFor();
    await running.getByText(`ranked for: ${first?.reason}`).first().waitFor();
    await vendorLineRow(page, vendorA.name).getByText("Awaiting acceptance").waitFor();
    await expectNoA11yProblems(page, "work order Vendor tab (automatic dispatch running)");

    // 4. A declines from the dispatch e-mail's link, signed out: a confirmation page, then the decision.
    const mail = await newestMail(id, vendorA.dispatchemail);
    expect(mail.subject).toMatch(/Dispatched$/);
    const decline = /Decline: (\S+)/.exec(mail.text ?? "")?.[1];
    if (!decline) throw new Error("the dispatch mail carries no Decline link");
    const a = await newPage();
    await a.goto(decline);
    await a.getByRole("heading", { name: "Decline Work Order" }).waitFor();
    await a.getByText(`Work Order ${wonumber}`).waitFor();
    await expectNoA11yProblems(a, "/vendor-response (Decline confirmation)");
    await sendDeclineReason(a, reason, wonumber);

    // 5. B, second in the ranking, is offered next and accepts in the vendor portal.
    const second = await waitForState(id, (s) => s.offers.length === 2);
    expect(second.offers.map((o) => [o.vendorid, o.rank, o.outcome])).toEqual([
      [vendorA.id, 1, "declined"],
      [vendorB.id, 2, "pending"],
    ]);
    expect(second.offers[1]?.reason).toMatch(/^dispatch priority 1, 0\.0 mi, /);
    const b = await newPage();
    await b.goto(`${baseUrl}/login`);
    await submitLogin(b, vendorB.login, PASSWORD);
    await b.waitForURL(`${baseUrl}/home`);
    await b.goto(`${baseUrl}/vendorprofile/workorderdetails?id=${id}`);
    await b.getByText("This work order is dispatched to you and awaits your answer.").waitFor();
    await expectNoA11yProblems(b, "vendor portal work order (awaiting the answer)");
    await acceptDispatchInPortal(b, baseUrl, id);

    // 6. The dispatcher sees the accepted line, the finished run and every step as System notes.
    const done = await waitForState(id, (s) => s.state === "accepted");
    expect(done.offers.map((o) => o.outcome)).toEqual(["declined", "accepted"]);
    expect(done.canStop).toBe(false);
    const lines = await apiCall<VendorLine[]>(
      baseUrl,
      dispatcher,
      "GET",
      "/api/workorder/getworkordervendors",
      {
        workorderid: id,
      },
    );
    expect(Object.fromEntries(lines.map((l) => [l.vendorid, l.acceptance.status]))).toEqual({
      [vendorA.id]: "declined",
      [vendorB.id]: "accepted",
    });
    await openVendorTab(page, id);
    const finished = page
      .getByRole("alert")
      .filter({ hasText: "Automatic dispatch finished: a vendor accepted" });
    await finished.getByText(`1. ${vendorA.name}: declined`).first().waitFor();
    await finished.getByText(`2. ${vendorB.name}: accepted`).first().waitFor();
    await finished.getByText(`ranked for: ${second.offers[1]?.reason}`).first().waitFor();
    expect(await finished.getByRole("button", { name: "Stop and Take Over" }).count()).toBe(0);
    await vendorLineRow(page, vendorB.name)
      .getByText(/^Accepted/)
      .waitFor();
    await vendorLineRow(page, vendorA.name).locator(`[title="${reason}"]`, { hasText: "Declined" }).waitFor();
    await expectNoA11yProblems(page, "work order Vendor tab (automatic dispatch finished)");

    const steps = [
      `Automatic dispatch started for ${trade.tradename}: each vendor has ${WAIT} minutes to accept.`,
      `Automatic dispatch: offered to ${vendorA.name} (rank 1: ${first?.reason}); Dispatched notice sent to ${vendorA.dispatchemail};`,
      `Dispatch declined by ${vendorA.name} (e-mail link`,
      `Automatic dispatch: ${vendorA.name} declined; offering to the next vendor.`,
      `Automatic dispatch: offered to ${vendorB.name} (rank 2: ${second.offers[1]?.reason}); Dispatched notice sent to ${vendorB.dispatchemail};`,
      `Dispatch accepted by ${vendorB.name} (`,
      `Automatic dispatch: ${vendorB.name} accepted; done.`,
    ];
    const notes = (
      await apiCall<WorkOrderNote[]>(baseUrl, dispatcher, "GET", `/api/workorder/notes/${id}`)
    ).map((n) => n.note);
    for (const step of steps)
      expect(
        notes.some((n) => n.startsWith(step)),
        step,
      ).toBe(true);
    await page.getByRole("tab", { name: "Notes", exact: true }).click();
    for (const step of steps) await page.getByText(step).first().waitFor();
    await expectNoA11yProblems(page, "work order Notes tab (automatic dispatch steps)");
  }, 120_000);

  it("shows the demo's mid-run automatic dispatch with each offer's rank reason", async () => {
    // The seed's order mid-run (apps/server/src/seed/vendor-acceptance.ts): an order of the demo customer, its
    // last note the second offer unless an SLA escalation wrote one since; its run has one offer declined and
    // one pending.
    const list = async (filters: { column: string; op: string; value: string | number }[], pageNo = 1) =>
      (
        await apiCall<{ rows: WorkOrderListRow[] }>(
          baseUrl,
          dispatcher,
          "GET",
          "/api/workorder/getworkorders",
          { filters: JSON.stringify(filters), pageSize: 100, page: pageNo },
        )
      ).rows;
    const heroCustomer = (
      await apiCall<SessionUser>(baseUrl, await apiToken(baseUrl, "Customer"), "GET", "/api/auth/me")
    ).customerid;
    if (!heroCustomer) throw new Error("the demo customer user has no customer");
    const midRun = (s: AutoDispatchState) =>
      s.state === "running" && s.offers.length === 2 && s.offers[0]?.outcome === "declined";
    type Found = { id: number; state: AutoDispatchState };
    const look = async (rows: WorkOrderListRow[]): Promise<Found | null> => {
      for (const r of rows) {
        const state = await stateOf(r.id);
        if (midRun(state)) return { id: r.id, state };
      }
      return null;
    };
    let demo = await look(
      await list([
        { column: "customerid", op: "=", value: heroCustomer },
        { column: "lastnote", op: "startswith", value: "Automatic dispatch: offered to" },
      ]),
    );
    for (let p = 1; !demo && p <= 5; p++)
      demo = await look(await list([{ column: "customerid", op: "=", value: heroCustomer }], p));
    if (!demo) throw new Error("the demo's mid-run automatic dispatch was not found");
    const [declined, pending] = demo.state.offers;
    for (const o of demo.state.offers)
      expect(o.reason).toMatch(/^(no dispatch priority|dispatch priority \d+), /);
    await openVendorTab(page, demo.id);
    const panel = page.getByRole("alert").filter({ hasText: "Automatic dispatch is running" });
    await panel.getByText(`1. ${declined?.vendorname}: declined`).first().waitFor();
    await panel.getByText(`ranked for: ${declined?.reason}`).first().waitFor();
    await panel.getByText(`2. ${pending?.vendorname}: pending`).first().waitFor();
    await panel.getByText(`ranked for: ${pending?.reason}`).first().waitFor();
    await panel.getByRole("button", { name: "Stop and Take Over" }).waitFor();
    await expectNoA11yProblems(page, "demo order Vendor tab (automatic dispatch mid-run)");
  }, 60_000);
});
