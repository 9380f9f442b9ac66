import { noteAsHtml } from "@fm/domain/contracts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workOrderCheckins, workOrderNotes, workOrders, workOrderVendors } from "../../db/schema/index.ts";
import { executableParts } from "../../platform/html/executable-html.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useTestApp } from "../../test/use-test-app.ts";

const NOW = new Date("2026-11-27T15:00:00.000Z");
const t = useTestApp({ now: NOW });

const SITE = { latitude: 30.2672, longitude: -97.7431 };
/** A position `meters` north of the site. */
const north = (meters: number, accuracy = 10) => ({
  latitude: SITE.latitude + meters / 111_195,
  longitude: SITE.longitude,
  accuracy,
});

const setup = async (woOver: Partial<typeof workOrders.$inferInsert> = {}) => {
  const c = await makeCustomer(t.db);
  const site = await makeJobSite(t.db, c.id, SITE);
  const refs = { customerid: c.id, jobsiteid: site.id };
  const [mine, rival] = [await makeVendor(t.db), await makeVendor(t.db)];
  const wo = await makeWorkOrder(t.db, refs, { statusid: 9, scheduledate: NOW, ...woOver });
  const other = await makeWorkOrder(t.db, refs, { statusid: 9, scheduledate: NOW });
  await t.db.insert(workOrderVendors).values([
    { workorderid: wo.id, vendorid: mine.id },
    { workorderid: other.id, vendorid: mine.id },
  ]);
  const tech = await signIn(t, { roles: ["Tech"], vendorid: mine.id });
  const tech2 = await signIn(t, { roles: ["Tech"], vendorid: mine.id });
  const rivalTech = await signIn(t, { roles: ["Tech"], vendorid: rival.id });
  const dispatcher = await signIn(t, { roles: ["Dispatchers"] });
  return { wo, other, mine, tech, tech2, rivalTech, dispatcher, refs };
};

const checkin = (token: string, body: object) =>
  t.call(token, { method: "POST", url: "/api/vendorprofile/checkin", payload: body });
const checkout = (token: string, body: object) =>
  t.call(token, { method: "POST", url: "/api/vendorprofile/checkout", payload: body });

/** What a check-in could change: the order's on-site date and version, its check-ins and notes. */
const stateOf = async (id: number) => {
  const [w] = await t.db
    .select({
      onsitedate: workOrders.onsitedate,
      completedate: workOrders.completedate,
      version: workOrders.version,
    })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  const [c] = await t.db
    .select({
      n: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where kind = 'in' and closedat is null)::int`,
    })
    .from(workOrderCheckins)
    .where(eq(workOrderCheckins.workorderid, id));
  const [n] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(workOrderNotes)
    .where(eq(workOrderNotes.workorderid, id));
  return { w, checkins: c, notes: n?.n };
};

describe("check-in by GPS", () => {
  it("accepts inside the fence: the event row, onsitedate from the clock, a System note", async () => {
    const s = await setup({ techid: null });
    const res = await checkin(s.tech.token, { workorderid: s.wo.id, position: north(150, 20) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ onsitedate: NOW.toISOString(), event: { kind: "in", method: "gps" } });
    expect(res.json().event.distance).toBeCloseTo(150, -1);
    const [row] = await t.db
      .select()
      .from(workOrderCheckins)
      .where(eq(workOrderCheckins.workorderid, s.wo.id));
    expect(row).toMatchObject({
      userid: s.tech.user.id,
      kind: "in",
      method: "gps",
      accuracy: 20,
      closedat: null,
    });
    expect(row?.at.toISOString()).toBe(NOW.toISOString());
    const after = await stateOf(s.wo.id);
    expect(after.w?.onsitedate?.toISOString()).toBe(NOW.toISOString());
    const [note] = await t.db
      .select({ note: workOrderNotes.note, type: workOrderNotes.type })
      .from(workOrderNotes)
      .where(eq(workOrderNotes.workorderid, s.wo.id));
    expect(note).toMatchObject({ type: "System" });
    expect(note?.note).toMatch(/checked in by GPS, 150 m from the site/);
  });

  it("refuses outside the fence with the distance, and changes nothing", async () => {
    const s = await setup();
    const body = await expectRefusedUnchanged(
      () => checkin(s.tech.token, { workorderid: s.wo.id, position: north(2000) }),
      400,
      "invalid_state",
      () => stateOf(s.wo.id),
    );
    expect(body.message).toContain("2.0 km from the job site");
    expect(body.fields).toHaveProperty("latitude");
  });

  it("counts the accuracy, but never more than the radius", async () => {
    const s = await setup();
    await expectRefusedUnchanged(
      () => checkin(s.tech.token, { workorderid: s.wo.id, position: north(450, 10) }),
      400,
      "invalid_state",
      () => stateOf(s.wo.id),
    );
    await expectRefusedUnchanged(
      () => checkin(s.tech.token, { workorderid: s.wo.id, position: north(900, 5000) }),
      400,
      "invalid_state",
      () => stateOf(s.wo.id),
    );
    expect((await checkin(s.tech.token, { workorderid: s.wo.id, position: north(450, 60) })).statusCode).toBe(
      201,
    );
  });

  it("needs a position unless the order overrides geofencing", async () => {
    const s = await setup();
    const body = await expectRefusedUnchanged(
      () => checkin(s.tech.token, { workorderid: s.wo.id }),
      400,
      "validation",
      () => stateOf(s.wo.id),
    );
    expect(body.fields).toHaveProperty("latitude");
    const o = await setup({ overridegeofencing: true });
    const res = await checkin(o.tech.token, { workorderid: o.wo.id, position: north(50_000) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().event.method).toBe("override");
  });

  it("refuses bad coordinates naming the field", async () => {
    const s = await setup();
    const res = await checkin(s.tech.token, {
      workorderid: s.wo.id,
      position: { latitude: 91, longitude: 0, accuracy: 5 },
    });
    const body = expectRefusal(res, 400, "validation");
    expect(JSON.stringify(body.fields)).toContain("latitude");
  });
});

describe("who may check in", () => {
  it("another vendor's tech: 404, nothing changed", async () => {
    const s = await setup();
    await expectRefusedUnchanged(
      () => checkin(s.rivalTech.token, { workorderid: s.wo.id, position: north(10) }),
      404,
      "not_found",
      () => stateOf(s.wo.id),
    );
  });

  it("a tech of the vendor when the order is assigned to another tech: 403; the assigned tech: allowed", async () => {
    const s = await setup();
    await t.db.update(workOrders).set({ techid: s.tech2.user.id }).where(eq(workOrders.id, s.wo.id));
    await expectRefusedUnchanged(
      () => checkin(s.tech.token, { workorderid: s.wo.id, position: north(10) }),
      403,
      "forbidden",
      () => stateOf(s.wo.id),
    );
    expect((await checkin(s.tech2.token, { workorderid: s.wo.id, position: north(10) })).statusCode).toBe(
      201,
    );
  });

  it("staff cannot check in (403); Invoiced and Cancelled orders refuse (locked)", async () => {
    const s = await setup();
    await expectRefusedUnchanged(
      () => checkin(s.dispatcher.token, { workorderid: s.wo.id, position: north(10) }),
      403,
      "forbidden",
      () => stateOf(s.wo.id),
    );
    for (const statusid of [10, 6]) {
      const l = await setup({ statusid });
      await expectRefusedUnchanged(
        () => checkin(l.tech.token, { workorderid: l.wo.id, position: north(10) }),
        400,
        "locked",
        () => stateOf(l.wo.id),
      );
    }
  });

  it("a second simultaneous check-in needs the tech's confirmation; the same order twice refuses", async () => {
    const s = await setup();
    expect((await checkin(s.tech.token, { workorderid: s.wo.id, position: north(10) })).statusCode).toBe(201);
    await expectRefusedUnchanged(
      () => checkin(s.tech.token, { workorderid: s.wo.id, position: north(10) }),
      400,
      "invalid_state",
      () => stateOf(s.wo.id),
    );
    const body = await expectRefusedUnchanged(
      () => checkin(s.tech.token, { workorderid: s.other.id, position: north(10) }),
      400,
      "invalid_state",
      () => stateOf(s.other.id),
    );
    expect(body.message).toContain(s.wo.wonumber);
    expect(body.fields).toHaveProperty("confirm");
    const ok = await checkin(s.tech.token, { workorderid: s.other.id, position: north(10), confirm: true });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe("check-out", () => {
  it("needs a resolution and an open check-in; closes it, records work complete and a System note", async () => {
    const s = await setup();
    const missing = expectRefusal(await checkout(s.tech.token, { workorderid: s.wo.id }), 400, "validation");
    expect(missing.fields).toHaveProperty("resolution");
    await expectRefusedUnchanged(
      () => checkout(s.tech.token, { workorderid: s.wo.id, resolution: "Fixed" }),
      400,
      "invalid_state",
      () => stateOf(s.wo.id),
    );
    await checkin(s.tech.token, { workorderid: s.wo.id, position: north(10) });
    await expectRefusedUnchanged(
      () => checkout(s.rivalTech.token, { workorderid: s.wo.id, resolution: "Fixed" }),
      404,
      "not_found",
      () => stateOf(s.wo.id),
    );
    const res = await checkout(s.tech.token, {
      workorderid: s.wo.id,
      resolution: "Replaced the belt",
      workcomplete: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().event).toMatchObject({
      kind: "out",
      resolution: "Replaced the belt",
      workcomplete: true,
    });
    const after = await stateOf(s.wo.id);
    expect(after.checkins).toEqual({ n: 2, open: 0 });
    expect(after.w?.completedate?.toISOString()).toBe(NOW.toISOString());
    const notes = await t.db
      .select({ note: workOrderNotes.note })
      .from(workOrderNotes)
      .where(and(eq(workOrderNotes.workorderid, s.wo.id), eq(workOrderNotes.type, "System")));
    expect(notes.map((n) => n.note).join("\n")).toContain(
      "checked out (work complete). Resolution: Replaced the belt",
    );
  });
});

describe("a resolution holding markup", () => {
  it("is kept as text: its System note renders with nothing executable", async () => {
    const s = await setup();
    const inRes = await checkin(s.tech.token, { workorderid: s.wo.id, position: north(20) });
    expect(inRes.statusCode, inRes.body).toBe(201);
    const payload = "<img src=x onerror=alert(1)><script>alert(2)</script>";
    const res = await checkout(s.tech.token, { workorderid: s.wo.id, resolution: payload });
    expect(res.statusCode, res.body).toBe(201);
    const notes = await t.db
      .select({ note: workOrderNotes.note, type: workOrderNotes.type })
      .from(workOrderNotes)
      .where(and(eq(workOrderNotes.workorderid, s.wo.id), eq(workOrderNotes.type, "System")));
    const out = notes.find((n) => n.note.includes("checked out"));
    expect(out?.note).toContain(payload);
    expect(executableParts(noteAsHtml(out ?? { note: "", type: "System" }))).toEqual([]);
  });
});

describe("the dispatcher's check-in code (phone fallback)", () => {
  it("a tech outside the fence reads a code; the dispatcher confirms it once, the tech is on site", async () => {
    const s = await setup();
    const code = await t.call(s.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/checkincode",
      payload: { workorderid: s.wo.id },
    });
    expect(code.statusCode, code.body).toBe(201);
    const { code: digits } = code.json() as { code: string };
    expect(digits).toMatch(/^\d{6}$/);
    const confirm = (c: string, token = s.dispatcher.token) =>
      t.call(token, {
        method: "POST",
        url: "/api/workorder/confirmcheckincode",
        payload: { workorderid: s.wo.id, code: c },
      });
    const wrong = digits === "000000" ? "111111" : "000000";
    const bad = await expectRefusedUnchanged(
      () => confirm(wrong),
      400,
      "validation",
      () => stateOf(s.wo.id),
    );
    expect(bad.fields).toHaveProperty("code");
    expectRefusal(await confirm(digits, s.tech.token), 403, "forbidden");
    const ok = await confirm(digits);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().event).toMatchObject({ method: "code", kind: "in" });
    const [row] = await t.db
      .select()
      .from(workOrderCheckins)
      .where(eq(workOrderCheckins.workorderid, s.wo.id));
    expect(row).toMatchObject({ userid: s.tech.user.id, confirmedby: s.dispatcher.user.id });
    await expectRefusedUnchanged(
      () => confirm(digits),
      400,
      "validation",
      () => stateOf(s.wo.id),
    );
  });

  it("another vendor's tech cannot ask a code for the order (404)", async () => {
    const s = await setup();
    expectRefusal(
      await t.call(s.rivalTech.token, {
        method: "POST",
        url: "/api/vendorprofile/checkincode",
        payload: { workorderid: s.wo.id },
      }),
      404,
      "not_found",
    );
  });
});

describe("what the field shows", () => {
  it("the trail: events oldest first, on site while a check-in is open, the site's point", async () => {
    const s = await setup();
    await checkin(s.tech.token, { workorderid: s.wo.id, position: north(30) });
    const res = await t.call(s.dispatcher.token, {
      method: "GET",
      url: `/api/workorder/checkins/${s.wo.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      site: SITE,
      radius: 400,
      onsite: true,
      events: [{ kind: "in", method: "gps" }],
    });
  });

  it("Today: the tech's own orders of today and overdue, earliest first, never another vendor's; search by WO #", async () => {
    const s = await setup({ techid: null });
    const { refs } = s;
    const mk = async (scheduledate: Date, techid: number | null, vendorid = s.mine.id) => {
      const wo = await makeWorkOrder(t.db, refs, { statusid: 9, scheduledate, techid });
      await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid });
      return wo;
    };
    const me = await signIn(t, { roles: ["Tech"], vendorid: s.mine.id });
    const later = await mk(new Date("2026-11-27T20:00:00.000Z"), me.user.id);
    const overdue = await mk(new Date("2026-11-25T14:00:00.000Z"), me.user.id);
    await mk(new Date("2026-11-28T15:00:00.000Z"), me.user.id); // tomorrow
    await mk(new Date("2026-11-27T16:00:00.000Z"), s.tech2.user.id); // someone else's
    const res = await t.call(me.token, { method: "GET", url: "/api/vendorprofile/today?tz=UTC" });
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json() as { wonumber: string; overdue: boolean }[];
    expect(cards.map((c) => c.wonumber)).toEqual([overdue.wonumber, later.wonumber]);
    expect(cards[0]?.overdue).toBe(true);
    expect(JSON.stringify(cards)).not.toContain("nte");
    const search = await t.call(me.token, {
      method: "GET",
      url: `/api/vendorprofile/today?tz=UTC&search=${encodeURIComponent(later.wonumber)}`,
    });
    expect((search.json() as { wonumber: string }[]).map((c) => c.wonumber)).toEqual([later.wonumber]);
    const rival = await t.call(s.rivalTech.token, { method: "GET", url: "/api/vendorprofile/today?tz=UTC" });
    expect(JSON.stringify(rival.json())).not.toContain(later.wonumber);
  });
});

describe("my check-in", () => {
  it("tells the tech whether they are on site; another vendor's tech gets 404", async () => {
    const s = await setup();
    const mine = () => t.call(s.tech.token, { method: "GET", url: `/api/vendorprofile/checkin/${s.wo.id}` });
    expect((await mine()).json()).toEqual({ checkedin: false, at: null });
    await checkin(s.tech.token, { workorderid: s.wo.id, position: north(10) });
    expect((await mine()).json()).toEqual({ checkedin: true, at: NOW.toISOString() });
    expectRefusal(
      await t.call(s.rivalTech.token, { method: "GET", url: `/api/vendorprofile/checkin/${s.wo.id}` }),
      404,
      "not_found",
    );
  });
});

describe("the dispatcher's Field column", () => {
  it("shows On site while checked in, Late 30 min after the schedule, No-show after 2 h (from the clock)", async () => {
    const s = await setup();
    const late = await makeWorkOrder(t.db, s.refs, {
      statusid: 9,
      scheduledate: new Date(NOW.getTime() - 40 * 60_000),
    });
    const noshow = await makeWorkOrder(t.db, s.refs, {
      statusid: 9,
      scheduledate: new Date(NOW.getTime() - 3 * 3_600_000),
    });
    await checkin(s.tech.token, { workorderid: s.wo.id, position: north(10) });
    const ids = [s.wo.id, late.id, noshow.id, s.other.id];
    const filter = encodeURIComponent(JSON.stringify([{ column: "id", op: "in", value: ids }]));
    const res = await t.call(s.dispatcher.token, {
      method: "GET",
      url: `/api/workorder/getworkorders?status=all&filter=${filter}&pageSize=10`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(
      (res.json().rows as { id: number; fieldstate: string | null }[]).map((r) => [r.id, r.fieldstate]),
    );
    expect(byId.get(s.wo.id)).toBe("onsite");
    expect(byId.get(late.id)).toBe("late");
    expect(byId.get(noshow.id)).toBe("noshow");
    expect(byId.get(s.other.id)).toBeNull();
  });
});
