import type { WorkOrderListRow } from "@fm/domain/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  customers,
  workOrderEvents,
  workOrderNotes,
  workOrderScopeCounts,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import {
  makeCustomer,
  makeJobSite,
  makeVendor,
  makeWorkOrder,
  signIn,
  uid,
  workOrderNumber,
} from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { workOrderState } from "../../test/work-order-state.ts";

const { t, token, customerid, jobsiteid } = await useWorkOrderFile({
  jobsite: { city: "Denver", statecode: "CO" },
});

type Page = { rows: WorkOrderListRow[]; total: number; totalcapped: boolean; page: number; pageSize: number };
const list = async (query: Record<string, string | number>, as = token) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.call(as, { method: "GET", url: `/api/workorder/getworkorders?${qs}` });
};
/** Every query is scoped to this file's customer so other tests' rows never interfere. */
const mine = (extra: unknown[] = []) =>
  JSON.stringify([{ column: "customerid", op: "=", value: customerid }, ...extra]);

describe("GET /api/workorder/getworkorders", () => {
  it("returns list rows with vendors, trades, events and the last note", async () => {
    const wo = await makeWorkOrder(
      t.db,
      { customerid, jobsiteid },
      { nte: "250.00", lastnote: "Called the site" },
    );
    const v = await makeVendor(t.db, { name: `Cool Air ${uid()}` });
    const [line] = await t.db
      .insert(workOrderVendors)
      .values({ workorderid: wo.id, vendorid: v.id, quotedamount: "180.50" })
      .returning();
    await t.db.insert(workOrderTrades).values({ workorderid: wo.id, tradeid: 1 });
    await t.db.insert(workOrderEvents).values([
      { workorderid: wo.id, actiontype: "TICKET" },
      { workorderid: wo.id, actiontype: "TICKET" },
      { workorderid: wo.id, actiontype: "CWOP" },
    ]);
    const res = await list({ filters: mine([{ column: "wonumber", op: "=", value: wo.wonumber }]) });
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page.total).toBe(1);
    const row = page.rows[0];
    expect(row).toMatchObject({
      id: wo.id,
      wonumber: wo.wonumber,
      city: "Denver",
      statecode: "CO",
      status: "Received",
      nte: 250,
      hasnte: true,
      lastnote: "Called the site",
      vendors: [{ vendorid: v.id, vendorname: v.name, wovendorid: line?.id, quotedamount: 180.5 }],
      trades: [{ tradeid: 1, tradename: expect.any(String) }],
    });
    expect(row?.events.woticketcount).toBe(2);
    expect(row?.events.cwopcount).toBe(1);
    expect(row?.events.tbscount).toBe(0);
  });

  it("applies the status quick filter: active excludes Invoiced and Cancelled, all includes them", async () => {
    const c = await makeCustomer(t.db);
    const js = await makeJobSite(t.db, c.id);
    const open = await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: js.id }, { statusid: 9 });
    const invoiced = await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: js.id }, { statusid: 10 });
    const cancelled = await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: js.id }, { statusid: 6 });
    const scoped = JSON.stringify([{ column: "customerid", op: "=", value: c.id }]);
    const ids = async (q: Record<string, string>) =>
      ((await list({ filters: scoped, ...q })).json() as Page).rows.map((r) => r.id).sort();
    expect(await ids({})).toEqual([open.id]);
    expect(await ids({ status: "all" })).toEqual([open.id, invoiced.id, cancelled.id].sort());
    expect(await ids({ status: "6" })).toEqual([cancelled.id]);
  });

  it("filters flagged orders and my work orders", async () => {
    const { user, token: mineToken } = await signIn(t, { roles: ["Dispatchers"] });
    const flagged = await makeWorkOrder(t.db, { customerid, jobsiteid }, { flagged: true });
    const owned = await makeWorkOrder(t.db, { customerid, jobsiteid }, { dispatcherid: user.id });
    const flaggedIds = ((await list({ filters: mine(), flagged: "true" })).json() as Page).rows.map(
      (r) => r.id,
    );
    expect(flaggedIds).toContain(flagged.id);
    expect(flaggedIds).not.toContain(owned.id);
    const myIds = ((await list({ filters: mine(), mine: "true" }, mineToken)).json() as Page).rows.map(
      (r) => r.id,
    );
    expect(myIds).toEqual([owned.id]);
  });

  it("pages, sorts and searches on the server", async () => {
    const c = await makeCustomer(t.db);
    const js = await makeJobSite(t.db, c.id);
    const tag = uid();
    for (let i = 0; i < 12; i++) {
      await makeWorkOrder(
        t.db,
        { customerid: c.id, jobsiteid: js.id },
        { briefdescription: `Leak ${tag} #${i}`, dispatchdate: new Date(Date.UTC(2026, 0, 1 + i)) },
      );
    }
    const scoped = JSON.stringify([{ column: "customerid", op: "=", value: c.id }]);
    const sort = JSON.stringify([{ column: "dispatchdate", desc: true }]);
    const p2 = (await list({ filters: scoped, sort, pageSize: 10, page: 2 })).json() as Page;
    expect(p2.total).toBe(12);
    expect(p2.rows.map((r) => r.briefdescription)).toEqual([`Leak ${tag} #1`, `Leak ${tag} #0`]);
    const found = (await list({ filters: scoped, search: `${tag} #11` })).json() as Page;
    expect(found.rows.map((r) => r.briefdescription)).toEqual([`Leak ${tag} #11`]);
    const between = JSON.stringify([
      { column: "customerid", op: "=", value: c.id },
      { column: "dispatchdate", op: "between", value: "2026-01-03", value2: "2026-01-05T23:59:59Z" },
    ]);
    expect(((await list({ filters: between })).json() as Page).total).toBe(3);
    // "<>" a whole day (a date filter's range, spec 1 §2): every order outside it.
    const notOnDay = JSON.stringify([
      { column: "customerid", op: "=", value: c.id },
      { column: "dispatchdate", op: "<>", value: "2026-01-02T12:00:00Z", value2: "2026-01-04T12:00:00Z" },
    ]);
    const outside = (await list({ filters: notOnDay, pageSize: 20 })).json() as Page;
    expect(outside.total).toBe(10);
    expect(outside.rows.map((r) => r.briefdescription)).not.toContain(`Leak ${tag} #2`);
    expect(outside.rows.map((r) => r.briefdescription)).not.toContain(`Leak ${tag} #3`);
  });

  it("searches work-order numbers, POs, job sites, cities and customer names", async () => {
    const tag = uid();
    const c = await makeCustomer(t.db, { customername: `Gadget Barn ${tag}` });
    const js = await makeJobSite(t.db, c.id, { jobsite: `Depot ${tag}`, city: `Springfield${tag}` });
    const wo = await makeWorkOrder(
      t.db,
      { customerid: c.id, jobsiteid: js.id },
      { ponumber: `PO-${tag}-77` },
    );
    for (const term of [
      `gadget barn ${tag}`,
      `Depot ${tag}`,
      `springfield${tag}`,
      `PO-${tag}-77`,
      wo.wonumber,
    ]) {
      const page = (await list({ search: term })).json() as Page;
      expect(
        page.rows.map((r) => r.id),
        term,
      ).toEqual([wo.id]);
      expect(page.totalcapped).toBe(false);
    }
  });

  it("stops a search's count at 1,000 ('of 1,000+') and still serves the pages past it", async () => {
    const tag = uid();
    const c = await makeCustomer(t.db);
    const js = await makeJobSite(t.db, c.id);
    await t.db.insert(workOrders).values(
      Array.from({ length: 1_005 }, (_, i) => ({
        wonumber: workOrderNumber(),
        customerid: c.id,
        jobsiteid: js.id,
        statusid: 1,
        priorityid: 3,
        briefdescription: `Drip ${tag} ${i}`,
      })),
    );
    const first = (await list({ search: `drip ${tag}`, pageSize: 100 })).json() as Page;
    expect([first.total, first.totalcapped, first.rows.length]).toEqual([1_000, true, 100]);
    const last = (await list({ search: `drip ${tag}`, pageSize: 100, page: 11 })).json() as Page;
    expect(last.rows).toHaveLength(5);
    // A filter without search keeps the exact count up to 10,000.
    const scoped = JSON.stringify([{ column: "customerid", op: "=", value: c.id }]);
    const filtered = (await list({ filters: scoped, pageSize: 10 })).json() as Page;
    expect([filtered.total, filtered.totalcapped]).toEqual([1_005, false]);
  });

  it("treats search text as data, not SQL", async () => {
    const res = await list({ filters: mine(), search: "x' or 1=1; drop table workorders; --" });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Page).total).toBe(0);
    const [row] = await t.db.select({ id: workOrders.id }).from(workOrders).limit(1);
    expect(row).toBeDefined();
  });

  it.each([
    [{ filters: JSON.stringify([{ column: "passwordhash", op: "=", value: "x" }]) }, "filters.0.column"],
    [{ filters: JSON.stringify([{ column: "wonumber", op: "like", value: "x" }]) }, "filters.0.op"],
    [{ filters: JSON.stringify([{ column: "flagged", op: "contains", value: "x" }]) }, "filters.0"],
    [{ sort: JSON.stringify([{ column: "1; drop table x" }]) }, "sort.0.column"],
    [{ pageSize: 7 }, "pageSize"],
    [{ filters: "{not json" }, "filters"],
    [{ status: "someday" }, "status"],
  ])("rejects bad input %j with 400 naming %s", async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toContain(field);
  });

  it("is for staff only", async () => {
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/workorder/getworkorders" },
      allowed: STAFF,
    });
  });
});

describe("row actions", () => {
  const notesOf = async (id: number) =>
    (await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, id))).map((n) => n.note);
  const woRow = async (id: number) => (await t.db.select().from(workOrders).where(eq(workOrders.id, id)))[0];

  it("take ownership makes the caller the dispatcher and writes a System note", async () => {
    const { user, token: me } = await signIn(t, { roles: ["Dispatchers"] });
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const res = await t.call(me, { method: "PUT", url: `/api/workorder/takeownership?workorderid=${wo.id}` });
    expect(res.statusCode).toBe(200);
    expect((await woRow(wo.id))?.dispatcherid).toBe(user.id);
    expect((await woRow(wo.id))?.version).toBe(wo.version + 1);
    expect((await notesOf(wo.id)).join()).toContain("took ownership");
  });

  it("flag toggles and is refused to non-dispatchers", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const url = `/api/workorder/taguntag?workorderid=${wo.id}`;
    expect((await t.call(token, { method: "PUT", url })).json()).toEqual({ flagged: true });
    expect((await t.call(token, { method: "PUT", url })).json()).toEqual({ flagged: false });
    await expectPermissionMatrix(t, { request: { method: "PUT", url }, allowed: ["Admin", "Dispatchers"] });
  });

  it("reassigns to an active dispatcher only, for Admin or reassign:dispatchers", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const { user: target } = await signIn(t, { roles: ["Dispatchers"] });
    const { user: notDispatcher } = await signIn(t, { roles: ["AccountingAdmin"] });
    const admin = (await signIn(t, { roles: ["Admin"] })).token;
    const call = (userid: number, as = admin) =>
      t.call(as, {
        method: "POST",
        url: "/api/workorder/reassigndispatcher",
        payload: { workorderid: wo.id, userid },
      });
    const state = () => workOrderState(t.db, wo.id);
    await expectRefusedUnchanged(() => call(notDispatcher.id), 400, "bad_request", state);
    expect((await woRow(wo.id))?.dispatcherid).toBeNull();
    await expectRefusedUnchanged(() => call(target.id, token), 403, "forbidden", state);
    const granted = (await signIn(t, { roles: ["Dispatchers"], permissions: ["reassign:dispatchers"] }))
      .token;
    expect((await call(target.id, granted)).statusCode).toBe(200);
    expect((await woRow(wo.id))?.dispatcherid).toBe(target.id);
  });

  it("bulk-reassigns every open order of a customer: one System note each, the counters follow, Admin only", async () => {
    const c = await makeCustomer(t.db);
    const js = await makeJobSite(t.db, c.id);
    const { user: before } = await signIn(t, { roles: ["Dispatchers"] });
    const { user: target } = await signIn(t, { roles: ["Dispatchers"] });
    const open = [
      await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: js.id }, { dispatcherid: before.id }),
      await makeWorkOrder(
        t.db,
        { customerid: c.id, jobsiteid: js.id },
        { dispatcherid: before.id, statusid: 3 },
      ),
    ];
    const closed = await makeWorkOrder(
      t.db,
      { customerid: c.id, jobsiteid: js.id },
      { dispatcherid: before.id, statusid: 10 },
    );
    const counts = async (ownerid: number) =>
      Object.fromEntries(
        (
          await t.db
            .select({ s: workOrderScopeCounts.statusid, n: workOrderScopeCounts.n })
            .from(workOrderScopeCounts)
            .where(and(eq(workOrderScopeCounts.kind, "d"), eq(workOrderScopeCounts.ownerid, ownerid)))
        )
          .filter((r) => r.n !== 0)
          .map((r) => [r.s, r.n]),
      );
    const body = { customerid: c.id, userid: target.id };
    const call = (as: string) =>
      t.call(as, { method: "POST", url: "/api/workorder/reassigndispatchers", payload: body });
    const ids = [...open, closed].map((w) => w.id);
    const noteCount = () => t.db.$count(workOrderNotes, inArray(workOrderNotes.workorderid, ids));
    const state = async () => ({
      orders: await Promise.all(ids.map((id) => woRow(id))),
      notes: await noteCount(),
    });
    // reassign:dispatchers is enough for one order's row action, not for the Admin-only bulk screen's call.
    const granted = (await signIn(t, { roles: ["Dispatchers"], permissions: ["reassign:dispatchers"] }))
      .token;
    await expectRefusedUnchanged(() => call(granted), 403, "forbidden", state);

    const admin = (await signIn(t, { roles: ["Admin"] })).token;
    const res = await call(admin);
    expect(res.json()).toEqual({ updated: 2 });
    for (const w of open) {
      expect((await woRow(w.id))?.dispatcherid).toBe(target.id);
      const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, w.id));
      expect(notes.map((n) => [n.type, n.note])).toEqual([
        ["System", `Dispatcher changed to ${target.firstname} ${target.lastname} (bulk reassign).`],
      ]);
    }
    expect((await woRow(closed.id))?.dispatcherid).toBe(before.id);
    expect(await counts(before.id)).toEqual({ 10: 1 });
    expect(await counts(target.id)).toEqual({ 1: 1, 3: 1 });
    const [cust] = await t.db.select().from(customers).where(eq(customers.id, c.id));
    expect(cust?.dispatcherid).toBe(target.id);
    // A second run has nothing left to change and writes no note.
    expect((await call(admin)).json()).toEqual({ updated: 0 });
    expect(await noteCount()).toBe(2);
  });

  it("updates the schedule date with a reason, with the spec's messages when missing", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const bad = await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updatescheduledate",
      payload: { id: wo.id },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fields: Record<string, string> }).fields).toEqual({
      version: "version is required.",
      scheduledate: "Schedule Date is required.",
      reason: "Reason is required",
    });
    const payload = { id: wo.id, scheduledate: "2026-12-01T15:00:00Z", reason: "Tenant asked" };
    const stale = await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updatescheduledate",
      payload: { ...payload, version: wo.version + 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: "conflict" });
    expect(await woRow(wo.id)).toMatchObject({ scheduledate: null, version: wo.version });
    const ok = await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updatescheduledate",
      payload: { ...payload, version: wo.version },
    });
    expect(ok.statusCode).toBe(200);
    expect((await woRow(wo.id))?.scheduledate?.toISOString()).toBe("2026-12-01T15:00:00.000Z");
    expect((await notesOf(wo.id)).join()).toContain("Reason: Tenant asked");
  });

  it("updates the follow-up date, reason optional", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const bad = await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updatefollowupdate",
      payload: { id: wo.id },
    });
    expect((bad.json() as { fields: Record<string, string> }).fields).toEqual({
      version: "version is required.",
      followupdate: "Follow-up Date is required.",
    });
    const ok = await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updatefollowupdate",
      payload: { id: wo.id, version: wo.version, followupdate: "2026-12-02" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await woRow(wo.id))?.promisedate?.toISOString()).toBe("2026-12-02T00:00:00.000Z");
  });

  it("needs update:workorder (or Admin) to change schedule and follow-up dates, not read:workorders", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const reader = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders"] })).token;
    for (const [url, body] of [
      ["/api/workorder/updatescheduledate", { scheduledate: "2026-12-01T15:00:00Z", reason: "Reader" }],
      ["/api/workorder/updatefollowupdate", { followupdate: "2026-12-02" }],
    ] as const) {
      const res = await t.call(reader, {
        method: "PUT",
        url,
        payload: { id: wo.id, version: wo.version, ...body },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ error: "forbidden" });
    }
    expect(await woRow(wo.id)).toMatchObject({ scheduledate: null, promisedate: null, version: wo.version });
  });

  it("enables and disables geofencing for Admins only", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const admin = (await signIn(t, { roles: ["Admin"] })).token;
    const off = await t.call(admin, { method: "PUT", url: `/api/mobile/${wo.id}/geofence?enabled=false` });
    expect(off.json()).toEqual({ overridegeofencing: true });
    expect((await woRow(wo.id))?.overridegeofencing).toBe(true);
    await expectPermissionMatrix(t, {
      request: { method: "PUT", url: `/api/mobile/${wo.id}/geofence?enabled=true` },
      allowed: ["Admin"],
    });
  });

  it("refuses every row action on Invoiced and Cancelled orders (locked) and changes nothing", async () => {
    const admin = (await signIn(t, { roles: ["Admin"] })).token;
    const other = await signIn(t, { roles: ["Dispatchers"], isdispatcher: true });
    for (const statusid of [10, 6]) {
      const wo = await makeWorkOrder(t.db, { customerid, jobsiteid }, { statusid });
      const calls = [
        { method: "PUT" as const, url: `/api/workorder/takeownership?workorderid=${wo.id}` },
        { method: "PUT" as const, url: `/api/workorder/taguntag?workorderid=${wo.id}` },
        {
          method: "POST" as const,
          url: "/api/workorder/reassigndispatcher",
          payload: { workorderid: wo.id, userid: other.user.id },
        },
        {
          method: "PUT" as const,
          url: "/api/workorder/updatescheduledate",
          payload: { id: wo.id, version: wo.version, scheduledate: "2026-12-01T15:00:00Z", reason: "Locked" },
        },
        {
          method: "PUT" as const,
          url: "/api/workorder/updatefollowupdate",
          payload: { id: wo.id, version: wo.version, followupdate: "2026-12-01T15:00:00Z" },
        },
        { method: "PUT" as const, url: `/api/mobile/${wo.id}/geofence?enabled=false` },
      ];
      for (const call of calls)
        await expectRefusedUnchanged(
          () => t.call(admin, call),
          400,
          "locked",
          () => workOrderState(t.db, wo.id),
        );
    }
  });

  it("answers 404 for a work order that does not exist", async () => {
    const res = await t.call(token, { method: "PUT", url: "/api/workorder/taguntag?workorderid=999999999" });
    expectRefusal(res, 404, "not_found");
  });
});
