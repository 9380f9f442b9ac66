import { STATUS } from "@fm/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workOrderCheckins, workOrderNotes, workOrders, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { useTestApp } from "../../test/use-test-app.ts";

const NOW = new Date("2026-11-27T15:00:00.000Z");
const t = useTestApp({ now: NOW });

const SITE = { latitude: 30.2672, longitude: -97.7431 };

const setup = async (statusid: number, over: Partial<typeof workOrders.$inferInsert> = {}) => {
  const c = await makeCustomer(t.db);
  const site = await makeJobSite(t.db, c.id, SITE);
  const v = await makeVendor(t.db);
  const wo = await makeWorkOrder(
    t.db,
    { customerid: c.id, jobsiteid: site.id },
    { statusid, scheduledate: NOW, ...over },
  );
  await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid: v.id });
  const tech = await signIn(t, { roles: ["Tech"], vendorid: v.id });
  return { wo, tech };
};

const orderOf = async (id: number) => {
  const [w] = await t.db
    .select({ statusid: workOrders.statusid })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  const notes = await t.db
    .select({ note: workOrderNotes.note })
    .from(workOrderNotes)
    .where(eq(workOrderNotes.workorderid, id));
  return { statusid: w?.statusid, notes: notes.map((n) => n.note) };
};

describe("check-in moves a Dispatched order to TechOnSite (issue 31)", () => {
  it("a GPS check-in on a Dispatched order: status TOS with its System note", async () => {
    const s = await setup(STATUS.Dispatched);
    const res = await t.call(s.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/checkin",
      payload: { workorderid: s.wo.id, position: { ...SITE, accuracy: 10 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await orderOf(s.wo.id);
    expect(after.statusid).toBe(STATUS.TechOnSite);
    expect(after.notes).toContain("Status: Dispatched → TOS.");
    expect(after.notes.some((n) => n.includes("checked in by GPS"))).toBe(true);
  });

  it("an override check-in does the same; a later visit on a TOS order changes nothing more", async () => {
    const s = await setup(STATUS.Dispatched, { overridegeofencing: true });
    const first = await t.call(s.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/checkin",
      payload: { workorderid: s.wo.id },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect((await orderOf(s.wo.id)).statusid).toBe(STATUS.TechOnSite);
    const out = await t.call(s.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/checkout",
      payload: { workorderid: s.wo.id, resolution: "Back tomorrow." },
    });
    expect(out.statusCode, out.body).toBe(201);
    const again = await t.call(s.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/checkin",
      payload: { workorderid: s.wo.id },
    });
    expect(again.statusCode, again.body).toBe(201);
    const after = await orderOf(s.wo.id);
    expect(after.statusid).toBe(STATUS.TechOnSite);
    expect(after.notes.filter((n) => n.startsWith("Status:"))).toHaveLength(1);
  });

  it("a code check-in confirmed by the dispatcher moves it too", async () => {
    const s = await setup(STATUS.Dispatched);
    const dispatcher = await signIn(t, { roles: ["Dispatchers"] });
    const code = await t.call(s.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/checkincode",
      payload: { workorderid: s.wo.id },
    });
    const ok = await t.call(dispatcher.token, {
      method: "POST",
      url: "/api/workorder/confirmcheckincode",
      payload: { workorderid: s.wo.id, code: code.json().code },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await orderOf(s.wo.id)).statusid).toBe(STATUS.TechOnSite);
  });

  it("an order in another status keeps it; the check-in still succeeds", async () => {
    for (const statusid of [STATUS.InProcess, STATUS.WaitingOnParts, STATUS.TBS]) {
      const s = await setup(statusid, { overridegeofencing: true });
      const res = await t.call(s.tech.token, {
        method: "POST",
        url: "/api/vendorprofile/checkin",
        payload: { workorderid: s.wo.id },
      });
      expect(res.statusCode, res.body).toBe(201);
      const after = await orderOf(s.wo.id);
      expect(after.statusid).toBe(statusid);
      expect(after.notes.some((n) => n.startsWith("Status:"))).toBe(false);
      const rows = await t.db
        .select()
        .from(workOrderCheckins)
        .where(eq(workOrderCheckins.workorderid, s.wo.id));
      expect(rows).toHaveLength(1);
    }
  });
});
