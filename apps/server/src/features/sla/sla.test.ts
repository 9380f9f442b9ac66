import { DEFAULT_WEEK, STATUS } from "@fm/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  mailOutbox,
  slaEscalations,
  slaPauses,
  slaPolicies,
  slaSettings,
  slaStale,
  workOrderNotes,
  workOrderSlas,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { nowOf } from "../../platform/clock.ts";
import {
  makeCustomer,
  makeJobSite,
  makeUser,
  makeVendor,
  makeWorkOrder,
  signIn,
  uid,
} from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";
import { workOrderFormFor } from "../../test/work-order-requests.ts";
import { refreshSlaClocks } from "./index.ts";
import { scanSlaEscalations } from "./sla-escalation.ts";

const t = useTestApp();
const admin = useSignedIn(t, { roles: ["Admin"] });
const dispatcher = useSignedIn(t, { roles: ["Dispatchers"] });

const at = (iso: string) => new Date(iso);
const travel = (iso: string) => {
  t.ctx.clock = () => at(iso);
};

/** A customer with its own business-hours policy on priority 2 (respond 2 h, on site 4 h, complete 2 days). */
const customerWithPolicy = async (over: Record<string, unknown> = {}) => {
  const c = await makeCustomer(t.db);
  const site = await makeJobSite(t.db, c.id, { statecode: "NY", timezone: "America/New_York" });
  const res = await t.call(admin.token, {
    method: "POST",
    url: "/api/sla/policies/save",
    payload: {
      customerid: c.id,
      priorityid: 2,
      respondminutes: 120,
      onsiteminutes: 240,
      completeminutes: 2 * 540,
      twentyfourseven: false,
      weekhours: DEFAULT_WEEK,
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { customerid: c.id, jobsiteid: site.id, policy: res.json() as { id: number; version: number } };
};

const orderAt = async (refs: { customerid: number; jobsiteid: number }, receivedIso: string, over = {}) => {
  const wo = await makeWorkOrder(t.db, refs, {
    priorityid: 2,
    statusid: 9,
    receivedate: at(receivedIso),
    ...over,
  });
  await refreshSlaClocks(t.db, wo.id);
  return wo;
};

const clocksOf = async (id: number) => {
  const res = await t.call(dispatcher.token, { method: "GET", url: `/api/sla/clocks?workorderid=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    paused: boolean;
    clocks: { clock: string; dueat: string | null; state: string; remainingminutes: number | null }[];
  };
};
const dueOf = async (id: number) =>
  (await t.db.select({ d: workOrders.sladueat }).from(workOrders).where(eq(workOrders.id, id)))[0]?.d ?? null;

describe("SLA clocks", () => {
  it("computes due times in the site's business hours and reads them at the injected now", async () => {
    const refs = await customerWithPolicy();
    // Friday 20 Nov 2026 16:00 EST: respond-by carries over the weekend to Monday 09:00 EST.
    const wo = await orderAt(refs, "2026-11-20T21:00:00Z");
    travel("2026-11-23T13:30:00Z");
    const read = await clocksOf(wo.id);
    const respond = read.clocks.find((c) => c.clock === "respond");
    expect(respond).toMatchObject({
      dueat: "2026-11-23T14:00:00.000Z",
      state: "at_risk",
      remainingminutes: 30,
    });
    expect(read.clocks.find((c) => c.clock === "onsite")?.dueat).toBe("2026-11-23T16:00:00.000Z");
    expect((await dueOf(wo.id))?.toISOString()).toBe("2026-11-23T14:00:00.000Z");
    travel("2026-11-23T14:01:00Z");
    expect((await clocksOf(wo.id)).clocks[0]?.state).toBe("breached");
  });

  it("stops the on-site clock at the first check-in date and the respond clock at acceptance", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z");
    await t.db
      .update(workOrders)
      .set({ onsitedate: at("2026-11-23T15:00:00Z") })
      .where(eq(workOrders.id, wo.id));
    await refreshSlaClocks(t.db, wo.id);
    travel("2026-11-23T20:00:00Z");
    const read = await clocksOf(wo.id);
    expect(read.clocks.find((c) => c.clock === "onsite")?.state).toBe("met");
    expect(read.clocks.find((c) => c.clock === "respond")?.state).toBe("breached");
  });

  it("starts the clocks when an order is saved, from its policy (24×7)", async () => {
    const refs = await customerWithPolicy({ twentyfourseven: true });
    const res = await t.call(admin.token, {
      method: "POST",
      url: "/api/workorder/saveworkorder",
      payload: workOrderFormFor(refs, { briefdescription: "SLA create" }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const [s] = await t.db.select().from(workOrderSlas).where(eq(workOrderSlas.workorderid, id));
    const [w] = await t.db.select().from(workOrders).where(eq(workOrders.id, id));
    expect(s?.respondby?.getTime()).toBe((w?.receivedate.getTime() ?? 0) + 120 * 60_000);
    expect(w?.sladueat?.getTime()).toBe(s?.respondby?.getTime());
  });
});

describe("POST /api/sla/pause and /api/sla/resume", () => {
  it("a pause stops the clocks with a System note; resuming moves the due time on by the paused time", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z"); // Monday 09:00 EST, respond by 11:00
    travel("2026-11-23T15:00:00Z");
    const reason = `Waiting on the customer ${uid()}`;
    const paused = await t.call(dispatcher.token, {
      method: "POST",
      url: "/api/sla/pause",
      payload: { workorderid: wo.id, reason },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, pausereason: reason });
    expect(await dueOf(wo.id)).toBeNull();
    const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, wo.id));
    expect(notes.map((n) => n.note)).toContain(`SLA clock paused: ${reason}`);

    travel("2026-11-23T17:00:00Z");
    const resumed = await t.call(dispatcher.token, {
      method: "POST",
      url: "/api/sla/resume",
      payload: { workorderid: wo.id },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    // Two hours paused: respond-by 11:00 → 13:00 EST.
    expect((await dueOf(wo.id))?.toISOString()).toBe("2026-11-23T18:00:00.000Z");
  });

  it("refuses a second pause and a resume without a pause, changing nothing", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z");
    const state = () => t.db.select().from(slaPauses).where(eq(slaPauses.workorderid, wo.id));
    await expectRefusedUnchanged(
      () =>
        t.call(dispatcher.token, { method: "POST", url: "/api/sla/resume", payload: { workorderid: wo.id } }),
      409,
      "conflict",
      state,
    );
    travel("2026-11-23T15:00:00Z");
    const first = await t.call(dispatcher.token, {
      method: "POST",
      url: "/api/sla/pause",
      payload: { workorderid: wo.id, reason: "Customer closed" },
    });
    expect(first.statusCode).toBe(200);
    await expectRefusedUnchanged(
      () =>
        t.call(dispatcher.token, {
          method: "POST",
          url: "/api/sla/pause",
          payload: { workorderid: wo.id, reason: "Again" },
        }),
      409,
      "conflict",
      state,
    );
    const blank = expectRefusal(
      await t.call(dispatcher.token, {
        method: "POST",
        url: "/api/sla/pause",
        payload: { workorderid: wo.id, reason: "  " },
      }),
      400,
      "validation",
    );
    expect(Object.keys(blank.fields ?? {})).toEqual(["reason"]);
  });

  it("is refused to read-only staff and to portal users", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z");
    const readOnly = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders"] })).token;
    const customer = (await signIn(t, { roles: ["Customer"], customerid: refs.customerid })).token;
    for (const token of [readOnly, customer]) {
      await expectRefusedUnchanged(
        () =>
          t.call(token, {
            method: "POST",
            url: "/api/sla/pause",
            payload: { workorderid: wo.id, reason: "x" },
          }),
        403,
        "forbidden",
        () => t.db.select().from(slaPauses).where(eq(slaPauses.workorderid, wo.id)),
      );
    }
  });
});

describe("GET /api/sla/atrisk and the list's clock filter", () => {
  it("lists orders breaching within the window, soonest first, and the list filters at risk / breached", async () => {
    const refs = await customerWithPolicy();
    const soon = await orderAt(refs, "2026-11-23T14:00:00Z"); // respond by 16:00Z
    const later = await orderAt(refs, "2026-11-23T16:00:00Z"); // respond by 18:00Z
    const late = await orderAt(refs, "2026-11-23T13:00:00Z"); // respond by 15:00Z
    travel("2026-11-23T15:30:00Z");
    const filters = encodeURIComponent(
      JSON.stringify([{ column: "customerid", op: "=", value: refs.customerid }]),
    );
    const res = await t.call(dispatcher.token, { method: "GET", url: `/api/sla/atrisk?filters=${filters}` });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { rows: { id: number; slastate: string }[] }).rows;
    expect(rows.map((r) => r.id)).toEqual([late.id, soon.id]);
    expect(rows.map((r) => r.slastate)).toEqual(["breached", "at_risk"]);
    const wide = await t.call(dispatcher.token, {
      method: "GET",
      url: `/api/sla/atrisk?minutes=180&filters=${filters}`,
    });
    expect((wide.json() as { rows: { id: number }[] }).rows.map((r) => r.id)).toEqual([
      late.id,
      soon.id,
      later.id,
    ]);

    const list = async (sla: string) => {
      const r = await t.call(dispatcher.token, {
        method: "GET",
        url: `/api/workorder/getworkorders?sla=${sla}&filters=${filters}`,
      });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { rows: { id: number }[] }).rows.map((x) => x.id);
    };
    expect(await list("breached")).toEqual([late.id]);
    expect(await list("atrisk")).toEqual([soon.id]);
    expectRefusal(
      await t.call(dispatcher.token, { method: "GET", url: "/api/workorder/getworkorders?sla=late" }),
      400,
      "validation",
    );
  });

  it("is refused to portal users", async () => {
    const c = await makeCustomer(t.db);
    const customer = (await signIn(t, { roles: ["Customer"], customerid: c.id })).token;
    expectRefusal(await t.call(customer, { method: "GET", url: "/api/sla/atrisk" }), 403, "forbidden");
  });
});

describe("SLA escalations", () => {
  it("warns before a breach and notices the breach once each, to the dispatcher, with a System note", async () => {
    const refs = await customerWithPolicy();
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z", { dispatcherid: owner.id }); // respond by 16:00Z
    const mails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, wo.id));
    await scanSlaEscalations(t.db, at("2026-11-23T14:30:00Z"));
    expect(await mails()).toHaveLength(0);
    await scanSlaEscalations(t.db, at("2026-11-23T15:10:00Z"));
    await scanSlaEscalations(t.db, at("2026-11-23T15:20:00Z"));
    expect((await mails()).map((m) => m.subject)).toEqual([
      `Work order ${wo.wonumber}: SLA at risk (Respond By)`,
    ]);
    expect((await mails())[0]?.to).toEqual([owner.email]);
    await scanSlaEscalations(t.db, at("2026-11-23T16:05:00Z"));
    await scanSlaEscalations(t.db, at("2026-11-23T16:15:00Z"));
    const stages = await t.db
      .select({ clock: slaEscalations.clock, stage: slaEscalations.stage })
      .from(slaEscalations)
      .where(eq(slaEscalations.workorderid, wo.id));
    expect(stages).toEqual([
      { clock: "respond", stage: "warning" },
      { clock: "respond", stage: "breach" },
    ]);
    expect(await mails()).toHaveLength(2);
    const notes = await t.db
      .select({ note: workOrderNotes.note })
      .from(workOrderNotes)
      .where(and(eq(workOrderNotes.workorderid, wo.id), eq(workOrderNotes.type, "System")));
    expect(notes.map((n) => n.note)).toContain("SLA breached: Respond By was due 2026-11-23 16:00 UTC.");
  });

  it("in one batch: each order gets its own note and mail, and its vendors' when notifyvendor is on", async () => {
    const refs = await customerWithPolicy();
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const vendor = await makeVendor(t.db, { dispatchemail: `sla-${uid()}@vendor.example.com` });
    const first = await orderAt(refs, "2026-11-23T14:00:00Z", { dispatcherid: owner.id });
    const second = await orderAt(refs, "2026-11-23T14:05:00Z", { dispatcherid: owner.id });
    await t.db
      .insert(workOrderVendors)
      .values({ workorderid: second.id, vendorid: vendor.id, quotedamount: "0" });
    await t.db
      .insert(slaSettings)
      .values({ id: 1, notifyvendor: true })
      .onConflictDoUpdate({ target: slaSettings.id, set: { notifyvendor: true } });
    try {
      await scanSlaEscalations(t.db, at("2026-11-23T16:30:00Z"));
    } finally {
      await t.db.update(slaSettings).set({ notifyvendor: false }).where(eq(slaSettings.id, 1));
    }
    const mailsOf = async (id: number) =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, id))).map((m) => ({
        to: m.to,
        subject: m.subject,
      }));
    expect(await mailsOf(first.id)).toEqual([
      { to: [owner.email], subject: `Work order ${first.wonumber}: SLA breached (Respond By)` },
    ]);
    // 16:30Z: respond-by (16:05) breached; on-site-by (18:05) not within the hour's lead yet.
    expect(await mailsOf(second.id)).toEqual([
      {
        to: [owner.email, vendor.dispatchemail],
        subject: `Work order ${second.wonumber}: SLA breached (Respond By)`,
      },
    ]);
    const notes = await t.db
      .select({ id: workOrderNotes.workorderid, note: workOrderNotes.note })
      .from(workOrderNotes)
      .where(and(eq(workOrderNotes.type, "System"), eq(workOrderNotes.createdbyname, "System")));
    expect(notes.filter((n) => n.id === second.id).map((n) => n.note)).toEqual([
      "SLA breached: Respond By was due 2026-11-23 16:05 UTC.",
    ]);
  });

  const escalationsOf = async (id: number) =>
    (await t.db.select().from(slaEscalations).where(eq(slaEscalations.workorderid, id)))
      .map((r) => `${r.clock} ${r.stage}`)
      .sort();
  const storedOf = async (id: number) => {
    const [row] = await t.db.select().from(workOrderSlas).where(eq(workOrderSlas.workorderid, id));
    if (!row) throw new Error("no stored clocks");
    return row;
  };
  const isMarked = async (id: number) =>
    (await t.db.select().from(slaStale).where(eq(slaStale.workorderid, id))).length > 0;

  it("refreshes an order whose clock inputs changed without a refresh, and escalates on its new due time", async () => {
    const refs = await customerWithPolicy();
    // Monday 10:00 EST: respond by 12:00 EST (17:00Z).
    const wo = await orderAt(refs, "2026-11-23T15:00:00Z");
    expect(await isMarked(wo.id)).toBe(false);
    // A write that does not refresh (the trigger marks it): received 09:30 EST, respond by 11:30 EST (16:30Z).
    await t.db
      .update(workOrders)
      .set({ receivedate: at("2026-11-23T14:30:00Z") })
      .where(eq(workOrders.id, wo.id));
    expect(await isMarked(wo.id)).toBe(true);
    expect((await storedOf(wo.id)).respondby?.toISOString()).toBe("2026-11-23T17:00:00.000Z");
    const result = await scanSlaEscalations(t.db, at("2026-11-23T16:40:00Z"));
    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    expect(await isMarked(wo.id)).toBe(false);
    expect((await storedOf(wo.id)).respondby?.toISOString()).toBe("2026-11-23T16:30:00.000Z");
    expect((await dueOf(wo.id))?.toISOString()).toBe("2026-11-23T16:30:00.000Z");
    // The stale clock (17:00Z) would have been a warning: the refreshed one is breached.
    expect(await escalationsOf(wo.id)).toEqual(["respond breach"]);
  });

  it("marks an order when a vendor accepts or a pause opens, not on an unrelated write", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T15:00:00Z");
    const vendor = await makeVendor(t.db);
    const [line] = await t.db
      .insert(workOrderVendors)
      .values({ workorderid: wo.id, vendorid: vendor.id, quotedamount: "0" })
      .returning({ id: workOrderVendors.id });
    expect(await isMarked(wo.id)).toBe(true);
    await refreshSlaClocks(t.db, wo.id);
    expect(await isMarked(wo.id)).toBe(false);
    await t.db
      .update(workOrderVendors)
      .set({ acceptedat: at("2026-11-23T15:30:00Z") })
      .where(eq(workOrderVendors.id, line?.id ?? 0));
    expect(await isMarked(wo.id)).toBe(true);
    await scanSlaEscalations(t.db, at("2026-11-23T15:40:00Z"));
    expect((await storedOf(wo.id)).respondmetat?.toISOString()).toBe("2026-11-23T15:30:00.000Z");
    await t.db
      .insert(slaPauses)
      .values({ workorderid: wo.id, pausedat: at("2026-11-23T15:45:00Z"), reason: "x" });
    expect(await isMarked(wo.id)).toBe(true);
    await scanSlaEscalations(t.db, at("2026-11-23T15:50:00Z"));
    expect((await storedOf(wo.id)).paused).toBe(true);
    expect(await dueOf(wo.id)).toBeNull();
    // An unrelated write (the list's modified date) marks nothing.
    await t.db
      .update(workOrders)
      .set({ modifieddate: at("2026-11-23T15:55:00Z") })
      .where(eq(workOrders.id, wo.id));
    expect(await isMarked(wo.id)).toBe(false);
  });

  it("does not refresh nor re-read an order whose inputs did not change, and sends nothing twice", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z"); // respond by 16:00Z, on site by 18:00Z
    await scanSlaEscalations(t.db, at("2026-11-23T15:10:00Z"));
    expect(await escalationsOf(wo.id)).toEqual(["respond warning"]);
    const warned = await storedOf(wo.id);
    // Only the breach is left: looked at again when 16:00Z <= now (escalatedue 16:00Z + the 60-minute lead).
    expect(warned.escalatedue?.toISOString()).toBe("2026-11-23T17:00:00.000Z");
    for (const now of ["2026-11-23T15:20:00Z", "2026-11-23T15:50:00Z"]) {
      await scanSlaEscalations(t.db, at(now));
      const again = await storedOf(wo.id);
      expect(again.computedat).toEqual(warned.computedat); // not refreshed
      expect(again.escalatedue).toEqual(warned.escalatedue);
    }
    expect(await escalationsOf(wo.id)).toEqual(["respond warning"]);
    // A write that refreshes puts the order back at its next due time: read once more, nothing re-sent.
    await refreshSlaClocks(t.db, wo.id);
    expect((await storedOf(wo.id)).escalatedue?.toISOString()).toBe("2026-11-23T16:00:00.000Z");
    await scanSlaEscalations(t.db, at("2026-11-23T15:55:00Z"));
    expect(await escalationsOf(wo.id)).toEqual(["respond warning"]);
    expect((await storedOf(wo.id)).escalatedue?.toISOString()).toBe("2026-11-23T17:00:00.000Z");
    await scanSlaEscalations(t.db, at("2026-11-23T16:05:00Z"));
    expect(await escalationsOf(wo.id)).toEqual(["respond breach", "respond warning"]);
    // Next: the on-site warning (18:00Z due, its warning still to send).
    expect((await storedOf(wo.id)).escalatedue?.toISOString()).toBe("2026-11-23T18:00:00.000Z");
    const notes = await t.db
      .select({ note: workOrderNotes.note })
      .from(workOrderNotes)
      .where(and(eq(workOrderNotes.workorderid, wo.id), eq(workOrderNotes.type, "System")));
    expect(notes.filter((n) => n.note.startsWith("SLA "))).toHaveLength(2);
  });

  it("a shorter warning lead re-arms an order already warned, so its breach is still sent on time", async () => {
    const settingsOf = async () => {
      const res = await t.call(admin.token, { method: "GET", url: "/api/sla/policies" });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { settings: Record<string, unknown> & { version: number } }).settings;
    };
    const saveSettings = async (warnminutes: number) => {
      const current = await settingsOf();
      const res = await t.call(admin.token, {
        method: "POST",
        url: "/api/sla/policies/settings",
        payload: { ...current, warnminutes },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const lead = (await settingsOf()).warnminutes as number;
    await saveSettings(60);
    try {
      const refs = await customerWithPolicy();
      const wo = await orderAt(refs, "2026-11-23T14:00:00Z"); // respond by 16:00Z, on site by 18:00Z
      travel("2026-11-23T15:10:00Z");
      await scanSlaEscalations(t.db, nowOf(t.ctx));
      expect(await escalationsOf(wo.id)).toEqual(["respond warning"]);
      // Warned with the 60-minute lead: parked until 16:00Z + 60 min.
      expect((await storedOf(wo.id)).escalatedue?.toISOString()).toBe("2026-11-23T17:00:00.000Z");
      // The Admin shortens the lead to 10 minutes: the order goes back to its next due time (16:00Z) …
      await saveSettings(10);
      expect((await storedOf(wo.id)).escalatedue?.toISOString()).toBe("2026-11-23T16:00:00.000Z");
      // … so the scan at 16:05Z (horizon 16:15Z, before the old 17:00Z) reads it and sends the breach.
      travel("2026-11-23T16:05:00Z");
      await scanSlaEscalations(t.db, nowOf(t.ctx));
      expect(await escalationsOf(wo.id)).toEqual(["respond breach", "respond warning"]);
      expect((await clocksOf(wo.id)).clocks.find((c) => c.clock === "respond")?.state).toBe("breached");
      // Nothing sent twice; next is the on-site warning with the new lead (18:00Z due).
      await scanSlaEscalations(t.db, nowOf(t.ctx));
      expect(await escalationsOf(wo.id)).toEqual(["respond breach", "respond warning"]);
      expect((await storedOf(wo.id)).escalatedue?.toISOString()).toBe("2026-11-23T18:00:00.000Z");
    } finally {
      await saveSettings(lead);
    }
  });

  it("does not escalate a paused order; once resumed, escalates on its moved due time", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z"); // respond by 16:00Z, on site by 18:00Z
    travel("2026-11-23T14:30:00Z");
    const paused = await t.call(dispatcher.token, {
      method: "POST",
      url: "/api/sla/pause",
      payload: { workorderid: wo.id, reason: `Waiting on the customer ${uid()}` },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await storedOf(wo.id)).escalatedue).toBeNull();
    // Past both the warning and the breach of the respond clock: nothing is read, nothing sent.
    const quiet = await scanSlaEscalations(t.db, at("2026-11-23T16:30:00Z"));
    expect(await escalationsOf(wo.id)).toEqual([]);
    expect(quiet.sent).toBe(0);
    // Resumed at 16:30Z after two hours: respond by 18:00Z, on site by 20:00Z.
    travel("2026-11-23T16:30:00Z");
    const resumed = await t.call(dispatcher.token, {
      method: "POST",
      url: "/api/sla/resume",
      payload: { workorderid: wo.id },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    await scanSlaEscalations(t.db, at("2026-11-23T16:35:00Z"));
    expect(await escalationsOf(wo.id)).toEqual([]);
    await scanSlaEscalations(t.db, at("2026-11-23T17:05:00Z"));
    expect(await escalationsOf(wo.id)).toEqual(["respond warning"]);
  });

  it("sends nothing for an order finished between the scan's candidate read and its batch", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z"); // respond by 16:00Z
    // The batch's transaction opens after the candidate read listed the order: the dispatcher's status change
    // (with its refresh, as changeStatus does) commits just before it.
    let finished = false;
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== "transaction") return Reflect.get(target, prop, receiver);
        return async (...args: Parameters<typeof target.transaction>) => {
          if (!finished) {
            finished = true;
            await target.transaction(async (tx) => {
              await tx
                .update(workOrders)
                .set({ statusid: STATUS.CompletedVendor })
                .where(eq(workOrders.id, wo.id));
              await refreshSlaClocks(tx, wo.id);
            });
          }
          return target.transaction(...args);
        };
      },
    });
    const result = await scanSlaEscalations(db, at("2026-11-23T16:30:00Z"));
    expect(finished).toBe(true);
    expect(result.scanned).toBeGreaterThanOrEqual(1);
    expect(await escalationsOf(wo.id)).toEqual([]);
    // Off the scan's list: nothing to send for a finished order.
    expect((await storedOf(wo.id)).escalatedue).toBeNull();
  });

  it("does not escalate a stage already recorded (another instance sent it), only the next one", async () => {
    const refs = await customerWithPolicy();
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z", { dispatcherid: owner.id }); // respond by 16:00Z
    await t.db.insert(slaEscalations).values({
      workorderid: wo.id,
      clock: "respond",
      stage: "warning",
      dueat: at("2026-11-23T16:00:00Z"),
      sentat: at("2026-11-23T15:05:00Z"),
    });
    const mails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, wo.id));
    const warned = await scanSlaEscalations(t.db, at("2026-11-23T15:10:00Z"));
    expect(warned.sent).toBe(0);
    expect(await mails()).toHaveLength(0);
    expect(await escalationsOf(wo.id)).toEqual(["respond warning"]);
    // Parked until the breach: read again only once 16:00Z has passed.
    expect((await storedOf(wo.id)).escalatedue?.toISOString()).toBe("2026-11-23T17:00:00.000Z");
    expect((await scanSlaEscalations(t.db, at("2026-11-23T15:55:00Z"))).scanned).toBe(0);
    await scanSlaEscalations(t.db, at("2026-11-23T16:05:00Z"));
    expect(await escalationsOf(wo.id)).toEqual(["respond breach", "respond warning"]);
    expect((await mails()).map((m) => m.subject)).toEqual([
      `Work order ${wo.wonumber}: SLA breached (Respond By)`,
    ]);
  });

  it("escalates on the next scan an order that became due between two scans, and only then", async () => {
    const refs = await customerWithPolicy();
    await scanSlaEscalations(t.db, at("2026-11-23T15:00:00Z"));
    // Created after that scan, received at 13:30Z: respond by 15:30Z, on site by 17:30Z (EST business hours).
    const wo = await orderAt(refs, "2026-11-23T13:30:00Z");
    expect(await escalationsOf(wo.id)).toEqual([]);
    await scanSlaEscalations(t.db, at("2026-11-23T15:05:00Z"));
    expect(await escalationsOf(wo.id)).toEqual(["respond warning"]);
    // Its respond-by passes between this scan and the next: the next one sends the breach.
    await scanSlaEscalations(t.db, at("2026-11-23T15:25:00Z"));
    expect(await escalationsOf(wo.id)).toEqual(["respond warning"]);
    await scanSlaEscalations(t.db, at("2026-11-23T15:35:00Z"));
    expect(await escalationsOf(wo.id)).toEqual(["respond breach", "respond warning"]);
  });

  it("runs as a job of the runner", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z");
    await t.ctx.jobs.enqueue(t.db, (await import("./sla-escalation.ts")).slaEscalationJob, {
      now: "2026-11-23T17:00:00.000Z",
      chain: false,
    });
    await t.ctx.jobs.drain();
    const rows = await t.db.select().from(slaEscalations).where(eq(slaEscalations.workorderid, wo.id));
    // 17:00Z: respond-by (16:00) breached, on-site-by (18:00) within the hour's warning lead.
    expect(rows.map((r) => `${r.clock} ${r.stage}`).sort()).toEqual(["onsite warning", "respond breach"]);
  });

  it("reads the app's injectable clock when its payload names no time (the daily and chained runs)", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-23T14:00:00Z");
    const before = t.ctx.clock;
    t.ctx.clock = () => new Date("2026-11-23T17:00:00.000Z");
    try {
      await t.ctx.jobs.enqueue(t.db, (await import("./sla-escalation.ts")).slaEscalationJob, {
        chain: false,
      });
      await t.ctx.jobs.drain();
    } finally {
      t.ctx.clock = before;
    }
    const rows = await t.db.select().from(slaEscalations).where(eq(slaEscalations.workorderid, wo.id));
    expect(rows.map((r) => `${r.clock} ${r.stage}`).sort()).toEqual(["onsite warning", "respond breach"]);
    expect(rows.every((r) => r.sentat.toISOString() === "2026-11-23T17:00:00.000Z")).toBe(true);
  });
});

describe("SLA policies (Admin)", () => {
  it("lists, edits at the version, refuses a duplicate and a bad week, deletes", async () => {
    const refs = await customerWithPolicy();
    const list = await t.call(admin.token, { method: "GET", url: "/api/sla/policies" });
    expect(list.statusCode).toBe(200);
    const mine = (list.json() as { policies: { id: number; customerid: number | null }[] }).policies.find(
      (p) => p.id === refs.policy.id,
    );
    expect(mine?.customerid).toBe(refs.customerid);
    const body = {
      customerid: refs.customerid,
      priorityid: 2,
      respondminutes: 60,
      onsiteminutes: null,
      completeminutes: null,
      twentyfourseven: true,
      weekhours: DEFAULT_WEEK,
    };
    const state = () => t.db.select().from(slaPolicies).where(eq(slaPolicies.customerid, refs.customerid));
    await expectRefusedUnchanged(
      () => t.call(admin.token, { method: "POST", url: "/api/sla/policies/save", payload: body }),
      400,
      "duplicate",
      state,
    );
    const bad = await expectRefusedUnchanged(
      () =>
        t.call(admin.token, {
          method: "POST",
          url: "/api/sla/policies/save",
          payload: { ...body, ...refs.policy, weekhours: [{ open: 600, close: 500 }] },
        }),
      400,
      "validation",
      state,
    );
    expect(Object.keys(bad.fields ?? {}).some((f) => f.startsWith("weekhours"))).toBe(true);
    const saved = await t.call(admin.token, {
      method: "POST",
      url: "/api/sla/policies/save",
      payload: { ...body, ...refs.policy },
    });
    expect(saved.json()).toEqual({ id: refs.policy.id, version: 2 });
    await expectRefusedUnchanged(
      () =>
        t.call(admin.token, {
          method: "POST",
          url: "/api/sla/policies/save",
          payload: { ...body, ...refs.policy },
        }),
      409,
      "conflict",
      state,
    );
    expectRefusal(
      await t.call(dispatcher.token, { method: "POST", url: "/api/sla/policies/save", payload: body }),
      403,
      "forbidden",
    );
    const del = await t.call(admin.token, {
      method: "POST",
      url: "/api/sla/policies/delete",
      payload: { id: refs.policy.id, version: 2 },
    });
    expect(del.statusCode).toBe(200);
    expect(await state()).toEqual([]);
  });

  it("a holiday stops the business-hours clock on that day", async () => {
    const refs = await customerWithPolicy();
    const h = await t.call(admin.token, {
      method: "POST",
      url: "/api/sla/policies/holidays/save",
      payload: { customerid: refs.customerid, holidaydate: "2026-11-26", name: "Thanksgiving" },
    });
    expect(h.statusCode, h.body).toBe(200);
    // Wednesday 16:00 EST + 2 h → Friday 09:00 EST (Thursday is the customer's holiday).
    const wo = await orderAt(refs, "2026-11-25T21:00:00Z");
    expect((await dueOf(wo.id))?.toISOString()).toBe("2026-11-27T14:00:00.000Z");
  });

  it("a policy edit recomputes the open orders' clocks in a job of the runner", async () => {
    const refs = await customerWithPolicy();
    const wo = await orderAt(refs, "2026-11-20T21:00:00Z");
    const closed = await orderAt(refs, "2026-11-20T21:00:00Z", { statusid: 10 });
    const before = await dueOf(wo.id);
    expect(before).not.toBeNull();
    const saved = await t.call(admin.token, {
      method: "POST",
      url: "/api/sla/policies/save",
      payload: {
        ...refs.policy,
        customerid: refs.customerid,
        priorityid: 2,
        respondminutes: 30,
        onsiteminutes: 240,
        completeminutes: 2 * 540,
        twentyfourseven: true,
        weekhours: DEFAULT_WEEK,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The save only enqueues: the stored due time changes when the job runs.
    expect(await dueOf(wo.id)).toEqual(before);
    await t.ctx.jobs.drain();
    // 24×7 now: respond-by = received + 30 real minutes, as a new order under the edited policy gets.
    expect((await dueOf(wo.id))?.toISOString()).toBe("2026-11-20T21:30:00.000Z");
    const fresh = await orderAt(refs, "2026-11-20T21:00:00Z");
    expect(await dueOf(fresh.id)).toEqual(await dueOf(wo.id));
    const [stored] = await t.db.select().from(workOrderSlas).where(eq(workOrderSlas.workorderid, wo.id));
    expect(stored?.respondby?.toISOString()).toBe("2026-11-20T21:30:00.000Z");
    // A work-done order is not one the job touches.
    expect(await dueOf(closed.id)).toBeNull();
  });
});

describe("SLA Compliance report (32)", () => {
  it("counts met, missed and overdue-open clocks per customer and priority, with Report.xlsx", async () => {
    const refs = await customerWithPolicy({
      twentyfourseven: true,
      respondminutes: 60,
      completeminutes: 1440,
    });
    // Received 10:00: respond-by 11:00 never met (overdue, missed), on site 13:00 ≤ 14:00 (met),
    // completed two days later > 10:00 next day (missed).
    await orderAt(refs, "2026-01-05T10:00:00Z", {
      onsitedate: at("2026-01-05T13:00:00Z"),
      completedate: at("2026-01-07T10:00:00Z"),
    });
    const body = {
      reportid: 32,
      startDate: "2026-01-01",
      endDate: "2026-01-31",
      customerid: refs.customerid,
    };
    const res = await t.call(admin.token, {
      method: "POST",
      url: "/api/reports/getreportdata",
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { rows: Record<string, unknown>[] }).rows;
    const customer = rows.find((r) => r.grouping === "Customer");
    expect(customer).toMatchObject({ measured: 3, met: 1, missed: 2, compliance: 33.33 });
    expect(rows.find((r) => r.grouping === "Priority")).toMatchObject({ measured: 3, met: 1 });
    const xlsx = await t.call(admin.token, { method: "POST", url: "/api/reports/export", payload: body });
    expect(xlsx.statusCode, xlsx.body.slice(0, 300)).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});
