import { STATUS } from "@fm/domain";
import type { StreamTicket } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveEvents, workOrders, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { openStream, type TestStream } from "./live-events.test-helpers.ts";
import { issueTicket } from "./stream-ticket.ts";

let t: TestApp;
let base: string;
const streams: TestStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = address;
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

const ticketOf = async (token: string) => {
  const res = await t.call(token, { method: "POST", url: "/api/events/ticket" });
  expect(res.statusCode).toBe(200);
  return (res.json() as StreamTicket).ticket;
};
const stream = async (token: string, opts: { lastEventId?: number; header?: boolean } = {}) => {
  const s = await openStream(base, await ticketOf(token), opts);
  streams.push(s);
  return s;
};
const setStatus = async (token: string, id: number, statusid: number) => {
  const [wo] = await t.db.select().from(workOrders).where(eq(workOrders.id, id));
  const res = await t.call(token, {
    method: "POST",
    url: "/api/workorder/updateworkorderstatus",
    payload: { workorderid: id, statusid, version: wo?.version, note: "Live test" },
  });
  expect(res.statusCode).toBe(200);
};
const orderOf = (events: { workorderid: number }[]) => [...new Set(events.map((e) => e.workorderid))];

/** Two customers, two vendors, one order each: A's order (customer 1, vendor A), B's (customer 2, vendor B). */
const world = async () => {
  const [c1, c2] = [await makeCustomer(t.db), await makeCustomer(t.db)];
  const [va, vb] = [await makeVendor(t.db), await makeVendor(t.db)];
  const woA = await makeWorkOrder(t.db, {
    customerid: c1.id,
    jobsiteid: (await makeJobSite(t.db, c1.id)).id,
  });
  const woB = await makeWorkOrder(t.db, {
    customerid: c2.id,
    jobsiteid: (await makeJobSite(t.db, c2.id)).id,
  });
  await t.db.insert(workOrderVendors).values([
    { workorderid: woA.id, vendorid: va.id, quotedamount: "100" },
    { workorderid: woB.id, vendorid: vb.id, quotedamount: "100" },
  ]);
  return {
    woA,
    woB,
    staff: (await signIn(t, { roles: ["Dispatchers"] })).token,
    vendorA: (await signIn(t, { roles: ["Vendor"], vendorid: va.id })).token,
    vendorB: (await signIn(t, { roles: ["Tech"], vendorid: vb.id })).token,
    customer1: (await signIn(t, { roles: ["Customer"], customerid: c1.id })).token,
    customer2: (await signIn(t, { roles: ["Customer"], customerid: c2.id })).token,
  };
};

describe("live events (GET /api/events)", () => {
  it("carries a committed status change to staff, and each external user only its own orders", async () => {
    const w = await world();
    const [staff, vA, vB, c1, c2] = await Promise.all(
      [w.staff, w.vendorA, w.vendorB, w.customer1, w.customer2].map((tok) => stream(tok)),
    );
    for (const s of [staff, vA, vB, c1, c2]) expect(s?.status).toBe(200);
    await setStatus(w.staff, w.woA.id, STATUS.Dispatched);
    await setStatus(w.staff, w.woB.id, STATUS.Dispatched);
    await staff?.waitFor((e) => orderOf(e).includes(w.woA.id) && orderOf(e).includes(w.woB.id));
    expect(staff?.events).toContainEqual(expect.objectContaining({ workorderid: w.woA.id, kind: "status" }));
    await vA?.waitFor((e) => orderOf(e).includes(w.woA.id));
    await vB?.waitFor((e) => orderOf(e).includes(w.woB.id));
    await c1?.waitFor((e) => orderOf(e).includes(w.woA.id));
    await c2?.waitFor((e) => orderOf(e).includes(w.woB.id));
    // Everything was written to every stream in the same pass; give the sockets a moment, then compare.
    await new Promise((r) => setTimeout(r, 300));
    expect(orderOf(vA?.events ?? [])).toEqual([w.woA.id]);
    expect(orderOf(vB?.events ?? [])).toEqual([w.woB.id]);
    expect(orderOf(c1?.events ?? [])).toEqual([w.woA.id]);
    expect(orderOf(c2?.events ?? [])).toEqual([w.woB.id]);
  });

  it("catches up after a reconnect from Last-Event-ID (header or query), scoped, without repeats", async () => {
    const w = await world();
    const first = await stream(w.vendorA);
    await setStatus(w.staff, w.woA.id, STATUS.Dispatched);
    await first.waitFor((e) => e.length > 0);
    const last = first.events.at(-1)?.id ?? 0;
    first.close();
    // While the vendor is away: a note on A's order, a change on B's (not the vendor's).
    await t.call(w.staff, {
      method: "POST",
      url: "/api/workorder/savenote",
      payload: { workorderid: w.woA.id, note: "<p>Missed note</p>", type: "Internal", pertainsto: 1 },
    });
    await setStatus(w.staff, w.woB.id, STATUS.Dispatched);
    const again = await stream(w.vendorA, { lastEventId: last, header: true });
    await again.waitFor((e) => e.some((x) => x.kind === "note"));
    expect(again.events.every((e) => e.id > last && e.workorderid === w.woA.id)).toBe(true);
    const byQuery = await stream(w.vendorA, { lastEventId: last });
    await byQuery.waitFor((e) => e.some((x) => x.kind === "note"));
    expect(byQuery.events.map((e) => e.id)).toEqual(again.events.map((e) => e.id));
  });

  it("tells a stream to reload when its last event id is older than what is kept", async () => {
    const w = await world();
    await setStatus(w.staff, w.woA.id, STATUS.TBS);
    await setStatus(w.staff, w.woA.id, STATUS.Dispatched);
    const rows = await t.db.select().from(liveEvents).where(eq(liveEvents.workorderid, w.woA.id));
    const first = rows[0]?.id ?? 0;
    // The retention job removed everything up to the first of them: a stream that last saw one before it
    // cannot be caught up exactly.
    await t.db.delete(liveEvents).where(sql`${liveEvents.id} <= ${first}`);
    const s = await stream(w.staff, { lastEventId: first - 1 });
    await s.waitFor(() => s.resets === 1);
    // Nothing is replayed after a reset (a live event written later, e.g. by a background job, may follow).
    const newestKept = rows.at(-1)?.id ?? 0;
    expect(s.events.filter((e) => e.id <= newestKept)).toEqual([]);
    // A stream that saw the newest retained event is caught up normally (no reset).
    const fresh = await stream(w.staff, { lastEventId: rows.at(-1)?.id ?? 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(fresh.resets).toBe(0);
  });

  it("refuses a missing, forged or expired ticket with 401 and a ticket without sign-in", async () => {
    const w = await world();
    expect((await t.call(null, { method: "POST", url: "/api/events/ticket" })).statusCode).toBe(401);
    expect((await openStream(base, "v1.x.forged")).status).toBe(401);
    expect((await fetch(`${base}/api/events`)).status).toBe(400);
    const good = await ticketOf(w.staff);
    const claims = await t.ctx.verifier.verify(w.staff);
    const expired = issueTicket(t.ctx.secrets, claims, new Date(Date.now() - 120_000)).ticket;
    expect((await openStream(base, expired)).status).toBe(401);
    const ok = await openStream(base, good);
    expect(ok.status).toBe(200);
    ok.close();
  });

  it("records one event per transaction, order and kind (a save touching many rows is one event)", async () => {
    const w = await world();
    const before = await t.db.select().from(liveEvents).where(eq(liveEvents.workorderid, w.woA.id));
    await t.db.transaction(async (tx) => {
      await tx.update(workOrders).set({ briefdescription: "one" }).where(eq(workOrders.id, w.woA.id));
      await tx.update(workOrders).set({ briefdescription: "two" }).where(eq(workOrders.id, w.woA.id));
    });
    const after = await t.db.select().from(liveEvents).where(eq(liveEvents.workorderid, w.woA.id));
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)?.kind).toBe("workorder");
  });
});
