import { STATUS } from "@fm/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  autoDispatchOffers,
  autoDispatchSettings,
  dispatchVendors,
  mailOutbox,
  slaStale,
  trades,
  vendors,
  vendorTrades,
  workOrderNotes,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
// The injectable clock, from the real time on: the runner treats a runAfter job as due once the clock passes it.
let now = new Date();
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.clock = () => now;
});
afterAll(() => t.close());

const WAIT = 30;
const travel = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

/** A customer opted in for a trade, `n` vendors offering it at dispatch priorities 1..n, and the dispatcher. */
const setup = async (n = 3, optIn = true) => {
  const [trade] = await t.db
    .insert(trades)
    .values({ tradename: `Auto ${uid()}` })
    .returning();
  if (!trade) throw new Error("trade not created");
  const c = await makeCustomer(t.db);
  const site = await makeJobSite(t.db, c.id);
  const vendors = [];
  for (let i = 1; i <= n; i++) {
    const v = await makeVendor(t.db, { name: `Rank ${i} ${uid()}` });
    await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid: trade.id });
    await t.db.insert(dispatchVendors).values({ vendorid: v.id, tradeid: trade.id, priority: i });
    vendors.push(v);
  }
  await t.db
    .insert(autoDispatchSettings)
    .values({ customerid: c.id, tradeid: trade.id, enabled: optIn, waitminutes: WAIT });
  const dispatcher = await signIn(t, { roles: ["Dispatchers"] });
  const admin = await signIn(t, { roles: ["Admin"] });
  return { trade, c, site, vendors, dispatcher, admin };
};

type Setup = Awaited<ReturnType<typeof setup>>;

/** A new order of the customer with the trade: the trade's insert queues the start (migration 0047 trigger). */
const newOrder = async (s: Setup) => {
  const wo = await makeWorkOrder(
    t.db,
    { customerid: s.c.id, jobsiteid: s.site.id },
    { statusid: STATUS.Received, dispatcherid: s.dispatcher.user.id },
  );
  await t.db.insert(workOrderTrades).values({ workorderid: wo.id, tradeid: s.trade.id });
  return wo;
};

const stateOf = async (token: string, id: number) => {
  const res = await t.call(token, { method: "GET", url: `/api/workorder/autodispatch?id=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    state: string;
    offers: { vendorid: number; outcome: string; rank: number; reason: string | null }[];
    canStop: boolean;
  };
};

const lineOf = async (woId: number, vendorid: number) => {
  const [line] = await t.db
    .select()
    .from(workOrderVendors)
    .where(and(eq(workOrderVendors.workorderid, woId), eq(workOrderVendors.vendorid, vendorid)));
  return line;
};

/** The token of the latest Decline (or Accept) link e-mailed for the order. */
const linkToken = async (woId: number, which: "Accept" | "Decline") => {
  const [mail] = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.workorderid, woId), sql`${mailOutbox.subject} like '%Dispatched'`))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const url = new RegExp(`${which}: (\\S+)`).exec(mail?.text ?? "")?.[1] ?? "";
  return url.split("/vendor-response/")[1] ?? "";
};

const notesOf = async (woId: number) =>
  (await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, woId))).map((n) => n.note);

describe("automatic dispatch", () => {
  it("offers a new order to the best-ranked vendor, then the next on a decline (e-mail link) and on a timeout, and stops at the acceptance (portal)", async () => {
    const s = await setup(3);
    const [a, b, c] = s.vendors;
    if (!a || !b || !c) throw new Error("vendors missing");
    const wo = await newOrder(s);
    await t.ctx.jobs.drain();
    let st = await stateOf(s.dispatcher.token, wo.id);
    expect(st).toMatchObject({ state: "running", canStop: true });
    expect(st.offers).toEqual([expect.objectContaining({ vendorid: a.id, rank: 1, outcome: "pending" })]);
    const [order] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(order?.statusid).toBe(STATUS.Dispatched);
    expect(await lineOf(wo.id, a.id)).toBeDefined();
    // The move to Dispatched refreshed the SLA clocks in the offer's own write: nothing left for the scan.
    expect(await t.db.select().from(slaStale).where(eq(slaStale.workorderid, wo.id))).toEqual([]);

    // Vendor A declines from the e-mail link: the next step offers B at once.
    const res = await t.call(null, {
      method: "POST",
      url: `/api/vendorresponse/${await linkToken(wo.id, "Decline")}`,
      payload: { reason: "Too far" },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.jobs.drain();
    st = await stateOf(s.dispatcher.token, wo.id);
    expect(st.offers.map((o) => [o.vendorid, o.outcome])).toEqual([
      [a.id, "declined"],
      [b.id, "pending"],
    ]);

    // B stays silent: before the wait nothing moves, after it C is offered and B's line counts as declined.
    travel(WAIT - 1);
    await t.ctx.jobs.drain();
    expect((await stateOf(s.dispatcher.token, wo.id)).offers).toHaveLength(2);
    travel(2);
    await t.ctx.jobs.drain();
    st = await stateOf(s.dispatcher.token, wo.id);
    expect(st.offers.map((o) => [o.vendorid, o.outcome])).toEqual([
      [a.id, "declined"],
      [b.id, "expired"],
      [c.id, "pending"],
    ]);
    expect((await lineOf(wo.id, b.id))?.declinereason).toMatch(/No answer within 30 minutes/);

    // C accepts in the portal: the run ends; later timeouts change nothing.
    const cVendor = await signIn(t, { roles: ["Vendor"], vendorid: c.id });
    const ok = await t.call(cVendor.token, {
      method: "POST",
      url: "/api/vendorprofile/accept",
      payload: { workorderid: wo.id, eta: new Date(now.getTime() + 3_600_000).toISOString() },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    travel(WAIT + 1);
    await t.ctx.jobs.drain();
    st = await stateOf(s.dispatcher.token, wo.id);
    expect(st).toMatchObject({ state: "accepted", canStop: false });
    expect(st.offers.map((o) => o.outcome)).toEqual(["declined", "expired", "accepted"]);
    const notes = await notesOf(wo.id);
    expect(notes.some((n) => /Automatic dispatch started/.test(n))).toBe(true);
    expect(notes.filter((n) => /Automatic dispatch: offered to/.test(n))).toHaveLength(3);
    expect(notes.some((n) => /did not answer within 30 minutes/.test(n))).toBe(true);
    expect(notes.some((n) => /accepted; done/.test(n))).toBe(true);
  });

  it("tells the dispatcher when no eligible vendor is left (a tier 6 vendor is never offered)", async () => {
    const s = await setup(2);
    const [a, b] = s.vendors;
    if (!a || !b) throw new Error("vendors missing");
    await t.db.update(vendors).set({ tierid: 6 }).where(eq(vendors.id, b.id));
    const wo = await newOrder(s);
    await t.ctx.jobs.drain();
    travel(WAIT + 1);
    await t.ctx.jobs.drain();
    const st = await stateOf(s.dispatcher.token, wo.id);
    expect(st.state).toBe("exhausted");
    expect(st.offers.map((o) => o.vendorid)).toEqual([a.id]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, wo.id));
    expect(mails.find((m) => m.subject.includes("Automatic dispatch needs you"))?.to).toEqual([
      s.dispatcher.user.email,
    ]);
  });

  it("offers the better-scoring of two otherwise equal vendors first and says why (the scorecard) in the note and the state", async () => {
    const s = await setup(2);
    const [a, b] = s.vendors;
    if (!a || !b) throw new Error("vendors missing");
    // Equal priority; B accepted both of its past dispatches of the trade (Score 100), A declined both (0).
    await t.db.update(dispatchVendors).set({ priority: 1 }).where(eq(dispatchVendors.vendorid, b.id));
    for (const [vendorid, accepted] of [
      [a.id, false],
      [a.id, false],
      [b.id, true],
      [b.id, true],
    ] as const) {
      const past = await makeWorkOrder(t.db, { customerid: s.c.id, jobsiteid: s.site.id });
      await t.db.insert(workOrderVendors).values({
        workorderid: past.id,
        vendorid,
        tradeid: s.trade.id,
        quotedamount: "0",
        ...(accepted ? { acceptedat: now } : { declinedat: now, declinereason: "Busy" }),
      });
    }
    const wo = await newOrder(s);
    await t.ctx.jobs.drain();
    const st = await stateOf(s.dispatcher.token, wo.id);
    expect(st.offers).toEqual([
      expect.objectContaining({
        vendorid: b.id,
        rank: 1,
        reason: expect.stringContaining("dispatch priority 1"),
      }),
    ]);
    const reason = st.offers[0]?.reason ?? "";
    expect(reason).toContain("scorecard 100.0 counts 10.0 mi nearer");
    expect((await notesOf(wo.id)).find((n) => /offered to/.test(n))).toContain(`(rank 1: ${reason})`);
    // B stays silent past its wait: A is next, named with its poor scorecard.
    travel(WAIT + 1);
    await t.ctx.jobs.drain();
    const next = (await stateOf(s.dispatcher.token, wo.id)).offers[1];
    expect(next?.vendorid).toBe(a.id);
    expect(next?.reason).toContain("scorecard 0.0 counts 10.0 mi farther");
  });

  it("does nothing for a customer × trade not opted in", async () => {
    const s = await setup(1, false);
    const wo = await newOrder(s);
    await t.ctx.jobs.drain();
    expect((await stateOf(s.dispatcher.token, wo.id)).state).toBe("none");
    expect(await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id))).toEqual(
      [],
    );
  });

  it("starts when a save gives an order the opted-in trade, not when a save carries the trades it already lists", async () => {
    const s = await setup(1, false);
    const listed = await newOrder(s);
    const [other] = await t.db
      .insert(trades)
      .values({ tradename: `Other ${uid()}` })
      .returning();
    if (!other) throw new Error("trade not created");
    const gaining = await makeWorkOrder(
      t.db,
      { customerid: s.c.id, jobsiteid: s.site.id },
      { statusid: STATUS.Received, dispatcherid: s.dispatcher.user.id },
    );
    await t.db.insert(workOrderTrades).values({ workorderid: gaining.id, tradeid: other.id });
    await t.db
      .update(autoDispatchSettings)
      .set({ enabled: true })
      .where(eq(autoDispatchSettings.customerid, s.c.id));
    const save = async (id: number, tradeids: number[]) => {
      const [wo] = await t.db.select().from(workOrders).where(eq(workOrders.id, id));
      const res = await t.call(s.dispatcher.token, {
        method: "PUT",
        url: "/api/workorder/updateworkorder",
        payload: { id, version: wo?.version, requestedby: `Saved ${uid()}`, tradeids },
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.ctx.jobs.drain();
    };
    const tradeRows = (id: number) =>
      t.db.select().from(workOrderTrades).where(eq(workOrderTrades.workorderid, id));
    const rowsBefore = await tradeRows(listed.id);

    await save(listed.id, [s.trade.id]);
    expect((await stateOf(s.dispatcher.token, listed.id)).state).toBe("none");
    expect(await tradeRows(listed.id)).toEqual(rowsBefore);

    await save(gaining.id, [other.id, s.trade.id]);
    const started = await stateOf(s.dispatcher.token, gaining.id);
    expect(started.state).toBe("running");
    expect(started.offers.map((o) => o.vendorid)).toEqual([s.vendors[0]?.id]);
    expect((await tradeRows(gaining.id)).map((r) => r.tradeid).sort()).toEqual([other.id, s.trade.id].sort());
  });

  it("a dispatcher stops it and takes over: no further offer; a second stop is refused and changes nothing", async () => {
    const s = await setup(2);
    const wo = await newOrder(s);
    await t.ctx.jobs.drain();
    const stop = () =>
      t.call(s.dispatcher.token, {
        method: "POST",
        url: "/api/workorder/autodispatch/stop",
        payload: { workorderid: wo.id },
      });
    const res = await stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: "stopped", canStop: false });
    travel(WAIT + 1);
    await t.ctx.jobs.drain();
    const st = await stateOf(s.dispatcher.token, wo.id);
    expect(st.offers.map((o) => o.outcome)).toEqual(["stopped"]);
    expect((await notesOf(wo.id)).some((n) => /Automatic dispatch stopped by/.test(n))).toBe(true);
    await expectRefusedUnchanged(stop, 400, "invalid_state", () => stateOf(s.dispatcher.token, wo.id));
  });

  it("never offers an order to the same vendor twice: extra steps change nothing, the database refuses a duplicate", async () => {
    const s = await setup(2);
    const [a] = s.vendors;
    if (!a) throw new Error("vendor missing");
    const wo = await newOrder(s);
    await t.ctx.jobs.drain();
    // Steps queued by other instances (other keys) find the run and the pending offer: they offer nobody else.
    for (const key of ["second-a", "second-b"])
      await insertJob(
        t.db,
        "autodispatch",
        { workorderid: wo.id },
        { exclusiveKey: `autodispatch:${wo.id}:${key}` },
      );
    await t.ctx.jobs.drain();
    const offers = await t.db
      .select()
      .from(autoDispatchOffers)
      .where(eq(autoDispatchOffers.workorderid, wo.id));
    expect(offers.map((o) => o.vendorid)).toEqual([a.id]);
    await expect(
      t.db.insert(autoDispatchOffers).values({
        workorderid: wo.id,
        vendorid: a.id,
        rank: 2,
        offeredat: now,
        expiresat: now,
      }),
    ).rejects.toThrow();
  });

  it("settings: an Admin opts a customer × trade in with its wait; bad input names the field", async () => {
    const s = await setup(0, false);
    const save = (payload: object) =>
      t.call(s.admin.token, { method: "POST", url: "/api/customer/autodispatch", payload });
    const res = await save({ customerid: s.c.id, tradeid: s.trade.id, enabled: true, waitminutes: 45 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ tradeid: s.trade.id, enabled: true, waitminutes: 45 }),
    ]);
    const bad = expectRefusal(
      await save({ customerid: s.c.id, tradeid: s.trade.id, enabled: true, waitminutes: 1 }),
      400,
      "validation",
    );
    expect(bad.fields).toHaveProperty("waitminutes");
    const list = await t.call(s.admin.token, {
      method: "GET",
      url: `/api/customer/autodispatch?customerid=${s.c.id}`,
    });
    expect(list.json()[0].waitminutes).toBe(45);
  });
});
