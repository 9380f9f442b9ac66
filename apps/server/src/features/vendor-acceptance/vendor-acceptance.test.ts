import { STATUS } from "@fm/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  mailOutbox,
  vendorResponseLinks,
  workOrderEvents,
  workOrderNotes,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let now = new Date("2026-11-27T15:00:00.000Z");
beforeAll(async () => {
  t = await createTestApp({ VENDOR_RESPONSE_LINK_HOURS: "72" });
  t.ctx.clock = () => now;
});
afterAll(() => t.close());

const ETA = "2026-11-28T14:00:00.000Z";

/** An order dispatched (Dispatched status) to `mine`, with a second vendor of its own order as the rival. */
const setup = async (opts: { dispatch?: boolean; rivalOnOrder?: boolean } = {}) => {
  const c = await makeCustomer(t.db);
  const site = await makeJobSite(t.db, c.id);
  const refs = { customerid: c.id, jobsiteid: site.id };
  const [mine, rival] = [await makeVendor(t.db), await makeVendor(t.db)];
  const dispatcher = await signIn(t, { roles: ["Dispatchers"] });
  const wo = await makeWorkOrder(t.db, refs, {
    statusid: STATUS.Dispatched,
    dispatcherid: dispatcher.user.id,
  });
  const [line] = await t.db
    .insert(workOrderVendors)
    .values({ workorderid: wo.id, vendorid: mine.id, quotedamount: "100" })
    .returning();
  if (!line) throw new Error("line not created");
  if (opts.rivalOnOrder)
    await t.db
      .insert(workOrderVendors)
      .values({ workorderid: wo.id, vendorid: rival.id, quotedamount: "50" });
  const vendor = await signIn(t, { roles: ["Vendor"], vendorid: mine.id });
  const tech = await signIn(t, { roles: ["Tech"], vendorid: mine.id });
  const rivalVendor = await signIn(t, { roles: ["Vendor"], vendorid: rival.id });
  const s = { wo, line, mine, rival, vendor, tech, rivalVendor, dispatcher };
  if (opts.dispatch !== false) await dispatch(s.dispatcher.token, wo.id, line.id);
  return s;
};

const dispatch = async (token: string, workOrderId: number, workOrderVendorId: number) => {
  const res = await t.call(token, {
    method: "POST",
    url: "/api/workorder/createwoemailitem",
    payload: { workOrderId, workOrderVendorId, actionType: "DISPATCHED" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { mailid: number };
};

const accept = (token: string, workorderid: number, eta: unknown = ETA) =>
  t.call(token, { method: "POST", url: "/api/vendorprofile/accept", payload: { workorderid, eta } });
const decline = (token: string, workorderid: number, reason: unknown = "No technician free this week") =>
  t.call(token, { method: "POST", url: "/api/vendorprofile/decline", payload: { workorderid, reason } });

/** What a decision could change: the line, the order, notes, events, mail. */
const stateOf = async (woId: number) => {
  const lines = await t.db
    .select({
      id: workOrderVendors.id,
      acceptedat: workOrderVendors.acceptedat,
      declinedat: workOrderVendors.declinedat,
      declinereason: workOrderVendors.declinereason,
      acceptedeta: workOrderVendors.acceptedeta,
      version: workOrderVendors.version,
    })
    .from(workOrderVendors)
    .where(eq(workOrderVendors.workorderid, woId))
    .orderBy(workOrderVendors.id);
  const [wo] = await t.db
    .select({ version: workOrders.version, scheduledate: workOrders.scheduledate })
    .from(workOrders)
    .where(eq(workOrders.id, woId));
  const count = async (table: typeof workOrderNotes | typeof workOrderEvents | typeof mailOutbox) => {
    const [r] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.workorderid, woId));
    return r?.n;
  };
  return {
    lines,
    wo,
    notes: await count(workOrderNotes),
    events: await count(workOrderEvents),
    mail: await count(mailOutbox),
  };
};

/** The Accept / Decline links of the latest dispatch e-mail of the order. */
const linksOf = async (woId: number) => {
  const [mail] = await t.db
    .select({ html: mailOutbox.html, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.workorderid, woId), sql`${mailOutbox.subject} like '%Dispatched'`))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const text = mail?.text ?? "";
  const accept = /Accept: (\S+)/.exec(text)?.[1];
  const declineLink = /Decline: (\S+)/.exec(text)?.[1];
  if (!accept || !declineLink) throw new Error(`no links in the dispatch e-mail: ${text}`);
  const token = (url: string) => url.split("/vendor-response/")[1] ?? "";
  return {
    html: mail?.html ?? "",
    accept,
    decline: declineLink,
    acceptToken: token(accept),
    declineToken: token(declineLink),
  };
};

describe("Accept / Decline in the vendor portal", () => {
  it("the vendor detail shows the dispatch awaiting the vendor's answer; staff see it on the Vendor tab line", async () => {
    const s = await setup();
    const detail = await t.call(s.vendor.token, {
      method: "GET",
      url: `/api/vendorprofile/workorder/${s.wo.id}`,
    });
    expect(detail.json().acceptance).toMatchObject({ status: "awaiting", canDecide: true });
    const lines = await t.call(s.dispatcher.token, {
      method: "GET",
      url: `/api/workorder/getworkordervendors?workorderid=${s.wo.id}`,
    });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json()[0].acceptance).toMatchObject({ status: "awaiting", canDecide: false });
  });

  it("accept records the answer and ETA, the order's schedule date (sole vendor), a System note, an event and a notice to the dispatcher", async () => {
    const s = await setup();
    const res = await accept(s.tech.token, s.wo.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().acceptance).toMatchObject({ status: "accepted", eta: ETA, canDecide: false });
    const st = await stateOf(s.wo.id);
    expect(st.lines[0]).toMatchObject({ acceptedat: now, declinedat: null, acceptedeta: new Date(ETA) });
    expect(st.wo?.scheduledate).toEqual(new Date(ETA));
    const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, s.wo.id));
    expect(notes.some((n) => n.type === "System" && /Dispatch accepted by .* \(portal/.test(n.note))).toBe(
      true,
    );
    const [event] = await t.db
      .select()
      .from(workOrderEvents)
      .where(
        and(eq(workOrderEvents.workorderid, s.wo.id), eq(workOrderEvents.actiontype, "VENDOR_ACCEPTED")),
      );
    expect(event?.workordervendorid).toBe(s.line.id);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, s.wo.id));
    const notice = mails.find((m) => m.subject.includes("Dispatch Accepted"));
    expect(notice?.to).toEqual([s.dispatcher.user.email]);
  });

  it("decline records the reason; a second decision answers 409 already_decided and changes nothing", async () => {
    const s = await setup();
    const res = await decline(s.vendor.token, s.wo.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().acceptance).toMatchObject({
      status: "declined",
      declinereason: "No technician free this week",
    });
    await expectRefusedUnchanged(
      () => accept(s.vendor.token, s.wo.id),
      409,
      "already_decided",
      () => stateOf(s.wo.id),
    );
    await expectRefusedUnchanged(
      () => decline(s.tech.token, s.wo.id),
      409,
      "already_decided",
      () => stateOf(s.wo.id),
    );
  });

  it("another vendor's order is 404 (row scope), staff are 403, nothing changes", async () => {
    const s = await setup({ rivalOnOrder: false });
    await expectRefusedUnchanged(
      () => accept(s.rivalVendor.token, s.wo.id),
      404,
      "not_found",
      () => stateOf(s.wo.id),
    );
    await expectRefusedUnchanged(
      () => decline(s.rivalVendor.token, s.wo.id),
      404,
      "not_found",
      () => stateOf(s.wo.id),
    );
    await expectRefusedUnchanged(
      () => accept(s.dispatcher.token, s.wo.id),
      403,
      "forbidden",
      () => stateOf(s.wo.id),
    );
  });

  it("a second vendor on the same order decides only its own line and does not set the order's schedule date", async () => {
    const s = await setup({ rivalOnOrder: true });
    const rivalLine = (await stateOf(s.wo.id)).lines[1];
    if (!rivalLine) throw new Error("rival line missing");
    // The rival's line was never dispatched: nothing to decide.
    await expectRefusedUnchanged(
      () => accept(s.rivalVendor.token, s.wo.id),
      400,
      "invalid_state",
      () => stateOf(s.wo.id),
    );
    await dispatch(s.dispatcher.token, s.wo.id, rivalLine.id);
    const res = await accept(s.rivalVendor.token, s.wo.id);
    expect(res.statusCode, res.body).toBe(200);
    const st = await stateOf(s.wo.id);
    expect(st.lines[0]?.acceptedat).toBeNull();
    expect(st.lines[1]?.acceptedat).toEqual(now);
    expect(st.wo?.scheduledate).toBeNull();
  });

  it("refuses a line never dispatched, a locked order, and a missing ETA or reason naming the field", async () => {
    const s = await setup({ dispatch: false });
    await expectRefusedUnchanged(
      () => accept(s.vendor.token, s.wo.id),
      400,
      "invalid_state",
      () => stateOf(s.wo.id),
    );
    await dispatch(s.dispatcher.token, s.wo.id, s.line.id);
    const noEta = expectRefusal(await accept(s.vendor.token, s.wo.id, ""), 400, "validation");
    expect(noEta.fields).toHaveProperty("eta");
    const noReason = expectRefusal(await decline(s.vendor.token, s.wo.id, "  "), 400, "validation");
    expect(noReason.fields).toHaveProperty("reason");
    await t.db.update(workOrders).set({ statusid: STATUS.Cancelled }).where(eq(workOrders.id, s.wo.id));
    await expectRefusedUnchanged(
      () => accept(s.vendor.token, s.wo.id),
      400,
      "locked",
      () => stateOf(s.wo.id),
    );
  });

  it("Today cards show a dispatch awaiting the vendor's answer with its acceptance", async () => {
    const s = await setup();
    const res = await t.call(s.vendor.token, { method: "GET", url: "/api/vendorprofile/today?tz=UTC" });
    expect(res.statusCode, res.body).toBe(200);
    const card = (res.json() as { id: number; acceptance: { status: string } }[]).find(
      (c) => c.id === s.wo.id,
    );
    expect(card?.acceptance).toMatchObject({ status: "awaiting", canDecide: true });
    const rival = await t.call(s.rivalVendor.token, {
      method: "GET",
      url: "/api/vendorprofile/today?tz=UTC",
    });
    expect((rival.json() as { id: number }[]).some((c) => c.id === s.wo.id)).toBe(false);
  });
});

describe("the dispatch e-mail's single-use links", () => {
  const view = (token: string) => t.call(null, { method: "GET", url: `/api/vendorresponse/${token}` });
  const respond = (token: string, payload: object) =>
    t.call(null, { method: "POST", url: `/api/vendorresponse/${token}`, payload });

  it("the e-mail carries Accept and Decline links to PUBLIC_URL; only hashes are stored", async () => {
    const s = await setup();
    const l = await linksOf(s.wo.id);
    expect(l.accept.startsWith("https://fm.example.test/vendor-response/")).toBe(true);
    expect(l.html).toContain(`href="${l.accept}"`);
    const stored = await t.db
      .select()
      .from(vendorResponseLinks)
      .where(eq(vendorResponseLinks.workordervendorid, s.line.id));
    expect(stored.map((r) => r.decision).sort()).toEqual(["accept", "decline"]);
    expect(stored.some((r) => r.tokenhash === l.acceptToken)).toBe(false);
    expect(stored[0]?.expiresat).toEqual(new Date(now.getTime() + 72 * 3_600_000));
  });

  it("reading the link (as an e-mail scanner does) decides nothing; the POST decides once", async () => {
    const s = await setup();
    const l = await linksOf(s.wo.id);
    const before = await stateOf(s.wo.id);
    for (let i = 0; i < 3; i++) {
      const v = await view(l.declineToken);
      expect(v.statusCode, v.body).toBe(200);
      expect(v.json()).toMatchObject({ decision: "decline", state: "open", wonumber: s.wo.wonumber });
    }
    expect(await stateOf(s.wo.id)).toEqual(before);
    const noReason = expectRefusal(await respond(l.declineToken, {}), 400, "validation");
    expect(noReason.fields).toHaveProperty("reason");
    const res = await respond(l.declineToken, { reason: "Too far away" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ decision: "decline", wonumber: s.wo.wonumber });
    const st = await stateOf(s.wo.id);
    expect(st.lines[0]).toMatchObject({ declinedat: now, declinereason: "Too far away" });
    const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, s.wo.id));
    expect(notes.some((n) => /Dispatch declined by .*e-mail link.*Too far away/.test(n.note))).toBe(true);
    // Used: this link and its sibling answer clearly, and nothing changes.
    await expectRefusedUnchanged(
      () => respond(l.declineToken, { reason: "again" }),
      409,
      "link_used",
      () => stateOf(s.wo.id),
    );
    await expectRefusedUnchanged(
      () => respond(l.acceptToken, { eta: ETA }),
      409,
      "link_used",
      () => stateOf(s.wo.id),
    );
    expect((await view(l.acceptToken)).json().state).toBe("used");
  });

  it("a decision in the portal uses up the e-mail's links", async () => {
    const s = await setup();
    const l = await linksOf(s.wo.id);
    expect((await accept(s.vendor.token, s.wo.id)).statusCode).toBe(200);
    await expectRefusedUnchanged(
      () => respond(l.acceptToken, { eta: ETA }),
      409,
      "link_used",
      () => stateOf(s.wo.id),
    );
  });

  it("expires after VENDOR_RESPONSE_LINK_HOURS by the injectable clock", async () => {
    const s = await setup();
    const l = await linksOf(s.wo.id);
    const start = now;
    try {
      now = new Date(start.getTime() + 72 * 3_600_000 + 1000);
      expect((await view(l.acceptToken)).json().state).toBe("expired");
      await expectRefusedUnchanged(
        () => respond(l.acceptToken, { eta: ETA }),
        410,
        "link_expired",
        () => stateOf(s.wo.id),
      );
      now = new Date(start.getTime() + 71 * 3_600_000);
      const res = await respond(l.acceptToken, { eta: ETA });
      expect(res.statusCode, res.body).toBe(200);
      expect((await stateOf(s.wo.id)).lines[0]?.acceptedat).toEqual(now);
    } finally {
      now = start;
    }
  });

  it("forged and malformed tokens are 404 / 400 and change nothing", async () => {
    const s = await setup();
    const l = await linksOf(s.wo.id);
    const forged = `${l.acceptToken.slice(0, -2)}AA`;
    await expectRefusedUnchanged(
      () => respond(forged, { eta: ETA }),
      404,
      "not_found",
      () => stateOf(s.wo.id),
    );
    expectRefusal(await view(forged), 404, "not_found");
    expectRefusal(await view("not a token!"), 400, "validation");
  });

  it("without PUBLIC_URL the notice is sent without links", async () => {
    const bare = await createTestApp({ PUBLIC_URL: "" });
    try {
      const c = await makeCustomer(bare.db);
      const site = await makeJobSite(bare.db, c.id);
      const v = await makeVendor(bare.db);
      const wo = await makeWorkOrder(
        bare.db,
        { customerid: c.id, jobsiteid: site.id },
        { statusid: STATUS.Dispatched },
      );
      const [line] = await bare.db
        .insert(workOrderVendors)
        .values({ workorderid: wo.id, vendorid: v.id })
        .returning();
      const d = await signIn(bare, { roles: ["Dispatchers"] });
      const res = await bare.call(d.token, {
        method: "POST",
        url: "/api/workorder/createwoemailitem",
        payload: { workOrderId: wo.id, workOrderVendorId: line?.id, actionType: "DISPATCHED" },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [mail] = await bare.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, wo.id));
      expect(mail?.text).not.toContain("vendor-response");
    } finally {
      await bare.close();
    }
  });
});
