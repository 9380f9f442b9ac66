import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  jobs,
  serviceChannelSync,
  workOrderImports,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { FakeServiceChannel } from "../../test/fake-servicechannel/fake-servicechannel.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp } from "../../test/test-app.ts";
import { scWorkOrder } from "../../test/workorder-import-helpers.ts";
import { pollServiceChannel, SC_POLL_KIND } from "./poll.job.ts";

const subscriber = 3_000_000_000 + Math.floor(Math.random() * 90_000_000);
const fake = await new FakeServiceChannel().start();
const t = await createTestApp({
  ...fake.appEnv,
  SERVICECHANNEL_SUBSCRIBER_ID: String(subscriber),
});
let now = new Date();
t.ctx.clock = () => now;
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const SITE = { latitude: 30.2672, longitude: -97.7431 };
const dispatcher = await signIn(t, { roles: ["Dispatchers"] });

/** An order imported from ServiceChannel (its import row carries the SC id), with a vendor line and a tech. */
const linkedOrder = async (opts: { linked?: boolean } = {}) => {
  const c = await makeCustomer(t.db, { servicechannelsubscriberid: String(subscriber) });
  const site = await makeJobSite(t.db, c.id, SITE);
  const wo = await makeWorkOrder(
    t.db,
    { customerid: c.id, jobsiteid: site.id },
    { statusid: 9, scheduledate: now },
  );
  const sc = scWorkOrder({ PurchaseNumber: `PO-${uid()}`, subscriber, store: "0104" });
  fake.workOrders.push(sc);
  if (opts.linked !== false) {
    await t.db.insert(workOrderImports).values({
      workorderid: wo.id,
      source: "servicechannel",
      customerid: c.id,
      ponumber: sc.PurchaseNumber,
      externalref: `${sc.Id} (${sc.Number})`,
      scworkorderid: sc.Id,
      payload: sc,
    });
  }
  const vendor = await makeVendor(t.db);
  await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid: vendor.id });
  const tech = await signIn(t, { roles: ["Tech"], vendorid: vendor.id });
  return { wo, sc, tech, customer: c, vendor };
};

const itemsOf = (workorderid: number) =>
  t.db
    .select()
    .from(serviceChannelSync)
    .where(eq(serviceChannelSync.workorderid, workorderid))
    .orderBy(serviceChannelSync.id);
const writesTo = (scid: number) => fake.writes().filter((r) => r.path.startsWith(`/api/workorders/${scid}/`));
const versionOf = async (id: number) =>
  (await t.db.select({ v: workOrders.version }).from(workOrders).where(eq(workOrders.id, id)))[0]?.v ?? 0;
const changeStatus = async (id: number, statusid: number, note?: string) =>
  t.call(dispatcher.token, {
    method: "POST",
    url: "/api/workorder/updateworkorderstatus",
    payload: { workorderid: id, statusid, version: await versionOf(id), ...(note ? { note } : {}) },
  });
const addNote = (id: number, note: string, pertainsto = 1) =>
  t.call(dispatcher.token, {
    method: "POST",
    url: "/api/workorder/savenote",
    payload: { workorderid: id, note, type: pertainsto === 1 ? "Customer" : "Internal", pertainsto },
  });
const checkIn = (token: string, id: number) =>
  t.call(token, {
    method: "POST",
    url: "/api/vendorprofile/checkin",
    payload: { workorderid: id, position: { ...SITE, accuracy: 10 } },
  });
/** Runs what is due, after travelling `seconds` ahead (the runner's back-off waits 10 s, 20 s …). */
const drainAfter = async (seconds = 0) => {
  now = new Date(Date.now() + seconds * 1000);
  await t.ctx.jobs.drain();
};

beforeEach(() => {
  now = new Date();
  fake.failWrites(null);
});

describe("ServiceChannel push (issue 33 §6)", () => {
  it("a status change, a check-in and a customer note reach ServiceChannel once each, in the reference's shapes", async () => {
    const o = await linkedOrder();
    // The check-in moves Dispatched → Tech On Site itself: one check-in item, no status item.
    const checkedIn = await checkIn(o.tech.token, o.wo.id);
    expect(checkedIn.statusCode, checkedIn.body).toBe(201);
    const changed = await changeStatus(o.wo.id, 16, "<p>Waiting on the compressor</p>");
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await addNote(o.wo.id, "Parts ordered, back Tuesday.")).statusCode).toBe(201);
    // An internal note stays here.
    expect((await addNote(o.wo.id, "Internal only", 2)).statusCode).toBe(201);
    expect((await itemsOf(o.wo.id)).map((i) => [i.kind, i.state])).toEqual([
      ["checkin", "pending"],
      ["status", "pending"],
      ["note", "pending"],
    ]);

    await drainAfter();
    const writes = writesTo(o.sc.Id);
    expect(writes.map((w) => `${w.method} ${w.path.replace(String(o.sc.Id), "{id}")}`)).toEqual([
      "POST /api/workorders/{id}/universalCheckIn",
      "PUT /api/workorders/{id}/status",
      "PUT /api/workorders/{id}/status",
    ]);
    expect(writes[0]?.body).toEqual({
      WorkTypeId: 1,
      Latitude: SITE.latitude,
      Longitude: SITE.longitude,
      CheckInTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      Actor: expect.any(String),
    });
    expect(writes[1]?.body).toEqual({
      Status: { Primary: "In Progress", Extended: "Parts on Order" },
      Note: "<p>Waiting on the compressor</p>",
      Actor: expect.any(String),
    });
    // The reference has no notes endpoint: the note rides on a status update that keeps the current status.
    expect(writes[2]?.body).toMatchObject({
      Status: { Primary: "In Progress", Extended: "Parts on Order" },
      Note: "Parts ordered, back Tuesday.",
    });
    for (const w of writes) expect(w.authorization).toMatch(/^Bearer /);
    expect((await itemsOf(o.wo.id)).every((i) => i.state === "sent" && i.attempts === 1)).toBe(true);

    // Nothing is sent twice.
    await drainAfter(3600);
    expect(writesTo(o.sc.Id)).toHaveLength(3);
    // The file's first test also pays for the first sign-ins and the OAuth token: room on a busy machine.
  }, 90_000);

  it("a status changed on the detail form (Cancelled with its reason) is pushed too", async () => {
    const o = await linkedOrder();
    const save = await t.call(dispatcher.token, {
      method: "PUT",
      url: "/api/workorder/updateworkorder",
      payload: { id: o.wo.id, version: await versionOf(o.wo.id), statusid: 6, cancelreason: "Store closed" },
    });
    expect(save.statusCode, save.body).toBe(200);
    await drainAfter();
    const writes = writesTo(o.sc.Id);
    expect(writes.map((w) => [w.method, w.body])).toEqual([
      [
        "PUT",
        {
          Status: { Primary: "Completed", Extended: "Cancelled" },
          Note: "Store closed",
          Actor: expect.any(String),
        },
      ],
    ]);
  });

  it("a check-out reaches ServiceChannel as universalCheckOut with the resolution", async () => {
    const o = await linkedOrder();
    expect((await checkIn(o.tech.token, o.wo.id)).statusCode).toBe(201);
    const out = await t.call(o.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/checkout",
      payload: {
        workorderid: o.wo.id,
        position: { ...SITE, accuracy: 10 },
        resolution: "Replaced the thermocouple.",
        workcomplete: true,
        signature: { name: "Store Manager" },
      },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    await drainAfter();
    const writes = writesTo(o.sc.Id);
    expect(writes.map((w) => w.path.split("/").at(-1))).toEqual(["universalCheckIn", "universalCheckOut"]);
    expect(writes[1]?.body).toEqual({
      WorkTypeId: 1,
      PrimaryStatus: "Completed",
      ActionStatus: "Complete",
      Resolution: "Replaced the thermocouple.",
      Latitude: SITE.latitude,
      Longitude: SITE.longitude,
      CheckOutTime: expect.stringMatching(/^\d{4}-/),
      Actor: expect.any(String),
    });
  });

  it("an order not imported from ServiceChannel sends nothing", async () => {
    const o = await linkedOrder({ linked: false });
    expect((await checkIn(o.tech.token, o.wo.id)).statusCode).toBe(201);
    expect((await changeStatus(o.wo.id, 16, "no link")).statusCode).toBe(200);
    expect((await addNote(o.wo.id, "to the customer")).statusCode).toBe(201);
    await drainAfter();
    expect(await itemsOf(o.wo.id)).toEqual([]);
    expect(writesTo(o.sc.Id)).toEqual([]);
  });

  it("a failing ServiceChannel leaves the item failed with its ErrorResponse; the job retries; after recovery it is sent once", async () => {
    const o = await linkedOrder();
    fake.failWrites({
      status: 500,
      body: { ErrorCodes: ["InternalError"], ErrorCode: 501, ErrorMessage: "Timeout expired." },
    });
    expect((await changeStatus(o.wo.id, 16, "first")).statusCode).toBe(200);
    await drainAfter();
    let [item] = await itemsOf(o.wo.id);
    expect(item).toMatchObject({ kind: "status", state: "failed", attempts: 1 });
    expect(item?.lasterror).toBe("ServiceChannel answered 500: Timeout expired. (InternalError)");

    // The runner's back-off: 10 s later the job runs again and fails again.
    await drainAfter(11);
    [item] = await itemsOf(o.wo.id);
    expect(item).toMatchObject({ state: "failed", attempts: 2 });

    // A refusal with the reference's 400 codes is recorded as such.
    fake.failWrites({
      status: 400,
      body: {
        ErrorCodes: ["CannotUpdateInvoicedWorkOrder"],
        ErrorCode: 921,
        ErrorMessage: "Cannot update invoiced Work order.",
      },
    });
    await drainAfter(21);
    [item] = await itemsOf(o.wo.id);
    expect(item).toMatchObject({ state: "failed", attempts: 3 });
    expect(item?.lasterror).toContain(
      "400: Cannot update invoiced Work order. (CannotUpdateInvoicedWorkOrder)",
    );

    // The sync state shows it, with its error, to staff.
    const state = await t.call(dispatcher.token, {
      method: "GET",
      url: `/api/workorder/servicechannelsync?workorderid=${o.wo.id}`,
    });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({
      scworkorderid: o.sc.Id,
      lastsyncat: null,
      canretry: true,
      items: [{ id: item?.id, kind: "status", state: "failed", attempts: 3, lasterror: item?.lasterror }],
    });

    // ServiceChannel recovers; Retry now (beside the back-off job still queued): sent exactly once.
    fake.failWrites(null);
    const before = writesTo(o.sc.Id).length;
    const retried = await t.call(dispatcher.token, {
      method: "POST",
      url: `/api/workorder/servicechannelsync/retry?id=${item?.id}`,
    });
    expect(retried.statusCode).toBe(200);
    await drainAfter(3600);
    [item] = await itemsOf(o.wo.id);
    expect(item).toMatchObject({ state: "sent", lasterror: null });
    expect(writesTo(o.sc.Id).length - before).toBe(1);
    const after = await t.call(dispatcher.token, {
      method: "GET",
      url: `/api/workorder/servicechannelsync?workorderid=${o.wo.id}`,
    });
    expect(after.json().lastsyncat).not.toBeNull();

    // A sent item is not retried: 400 invalid_state, nothing queued.
    await expectRefusedUnchanged(
      () =>
        t.call(dispatcher.token, {
          method: "POST",
          url: `/api/workorder/servicechannelsync/retry?id=${item?.id}`,
        }),
      400,
      "invalid_state",
      () => itemsOf(o.wo.id),
    );
  });
});

const mustChange = async (id: number, statusid: number) => {
  const res = await changeStatus(id, statusid, `Status ${statusid}`);
  expect(res.statusCode, res.body).toBe(200);
};
/** ServiceChannel's status of order `scid` (the fake keeps what the pushes set). */
const scStatusOfOrder = (scid: number) => fake.workOrders.find((w) => w.Id === scid)?.Status;
const readState = async (workorderid: number) => {
  const res = await t.call(dispatcher.token, {
    method: "GET",
    url: `/api/workorder/servicechannelsync?workorderid=${workorderid}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { lastsyncat: string | null; items: { id: number; kind: string; state: string }[] };
};
/** ServiceChannel's 400 for a status it refuses (reference: PUT /workorders/{id}/status, error code 904). */
const REFUSED = {
  status: 400,
  body: { ErrorCodes: ["InvalidWorkOrderStatus"], ErrorCode: 904, ErrorMessage: "Invalid WorkOrder status." },
};
const PARTS = { Primary: "In Progress", Extended: "Parts on Order" };
const ON_SITE = { Primary: "In Progress", Extended: "On Site" };

describe("order-safe push: a late retry never sets ServiceChannel back (decision 0047-h33-sc-push)", () => {
  it("status A fails, status B is delivered, A's retry is superseded: ServiceChannel stays at B and the state says so", async () => {
    const o = await linkedOrder();
    fake.failWritesTo(o.sc.Id, REFUSED);
    await mustChange(o.wo.id, 16); // A: Waiting on Parts
    await drainAfter();
    const [a] = await itemsOf(o.wo.id);
    expect(a).toMatchObject({ kind: "status", state: "failed", attempts: 1 });
    expect(a?.lasterror).toContain("Invalid WorkOrder status.");

    fake.failWritesTo(o.sc.Id, null);
    await mustChange(o.wo.id, 13); // B: Tech On Site
    await drainAfter(); // A's back-off is not due yet: B alone is sent
    const [, b] = await itemsOf(o.wo.id);
    expect(b).toMatchObject({ kind: "status", state: "sent" });
    expect(scStatusOfOrder(o.sc.Id)).toEqual(ON_SITE);
    const writes = writesTo(o.sc.Id).length;

    // Retry A (and let its back-off job run too): neither sends it.
    const retried = await t.call(dispatcher.token, {
      method: "POST",
      url: `/api/workorder/servicechannelsync/retry?id=${a?.id}`,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await drainAfter(3600);
    expect(writesTo(o.sc.Id)).toHaveLength(writes);
    expect(scStatusOfOrder(o.sc.Id)).toEqual(ON_SITE);
    expect((await itemsOf(o.wo.id)).map((i) => [i.id, i.state])).toEqual([
      [a?.id, "superseded"],
      [b?.id, "sent"],
    ]);
    const state = await readState(o.wo.id);
    expect(state.items.map((i) => [i.id, i.kind, i.state])).toEqual([
      [b?.id, "status", "sent"],
      [a?.id, "status", "superseded"],
    ]);
    expect(state.lastsyncat).not.toBeNull();

    // A superseded item is not retried: 400 invalid_state, nothing queued or sent.
    await expectRefusedUnchanged(
      () =>
        t.call(dispatcher.token, {
          method: "POST",
          url: `/api/workorder/servicechannelsync/retry?id=${a?.id}`,
        }),
      400,
      "invalid_state",
      () => itemsOf(o.wo.id),
    );
  });

  it("a note that failed is delivered after a newer status, on that newer status (its text is not lost)", async () => {
    const o = await linkedOrder();
    await mustChange(o.wo.id, 16);
    await drainAfter();
    fake.failWritesTo(o.sc.Id, REFUSED);
    expect((await addNote(o.wo.id, "Compressor ordered.")).statusCode).toBe(201);
    await drainAfter();
    const note = (await itemsOf(o.wo.id)).find((i) => i.kind === "note");
    expect(note).toMatchObject({ state: "failed" });
    expect(note?.payload).toMatchObject({ Status: PARTS, Note: "Compressor ordered." });

    fake.failWritesTo(o.sc.Id, null);
    await mustChange(o.wo.id, 13);
    await drainAfter();
    expect(scStatusOfOrder(o.sc.Id)).toEqual(ON_SITE);
    await drainAfter(11); // the note's back-off
    const last = writesTo(o.sc.Id).at(-1);
    expect(last?.body).toMatchObject({ Status: ON_SITE, Note: "Compressor ordered." });
    expect(scStatusOfOrder(o.sc.Id)).toEqual(ON_SITE);
    const sentNote = (await itemsOf(o.wo.id)).find((i) => i.kind === "note");
    expect(sentNote).toMatchObject({ state: "sent", payload: { Status: ON_SITE } });
  });

  it("a check-out that failed is still recorded after a newer status, without its Completed status", async () => {
    const o = await linkedOrder();
    expect((await checkIn(o.tech.token, o.wo.id)).statusCode).toBe(201);
    await drainAfter();
    fake.failWritesTo(o.sc.Id, REFUSED);
    const out = await t.call(o.tech.token, {
      method: "POST",
      url: "/api/vendorprofile/checkout",
      payload: {
        workorderid: o.wo.id,
        position: { ...SITE, accuracy: 10 },
        resolution: "Needs a part.",
        workcomplete: true,
        signature: { name: "Store Manager" },
      },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    await drainAfter();
    expect((await itemsOf(o.wo.id)).find((i) => i.kind === "checkout")).toMatchObject({ state: "failed" });

    fake.failWritesTo(o.sc.Id, null);
    await mustChange(o.wo.id, 16);
    await drainAfter();
    expect(scStatusOfOrder(o.sc.Id)).toEqual(PARTS);
    await drainAfter(11);
    const last = writesTo(o.sc.Id).at(-1);
    expect(last?.path).toMatch(/universalCheckOut$/);
    expect(last?.body).toMatchObject({ ActionStatus: "Complete", Resolution: "Needs a part." });
    expect(last?.body).not.toHaveProperty("PrimaryStatus");
    expect(scStatusOfOrder(o.sc.Id)).toEqual(PARTS);
  });

  it("an order sends one item at a time: while one is being sent, the next waits and goes after it", async () => {
    const o = await linkedOrder();
    await mustChange(o.wo.id, 16);
    await mustChange(o.wo.id, 13);
    const [first, second] = await itemsOf(o.wo.id);
    // The first is in flight (another server took it a moment ago).
    await t.db
      .update(serviceChannelSync)
      .set({ state: "sending", lastattemptat: now })
      .where(eq(serviceChannelSync.id, first?.id ?? 0));
    await t.ctx.jobs.drain();
    expect(writesTo(o.sc.Id)).toHaveLength(0);
    expect((await itemsOf(o.wo.id)).map((i) => i.state)).toEqual(["sending", "pending"]);
    const waiting = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "servicechannel-sync"), eq(jobs.state, "queued")));
    expect(waiting.some((j) => (j.payload as { itemid: number }).itemid === second?.id)).toBe(true);

    // The first one is delivered; the second goes on its next turn.
    await t.db
      .update(serviceChannelSync)
      .set({ state: "sent", sentat: now })
      .where(eq(serviceChannelSync.id, first?.id ?? 0));
    await drainAfter(6);
    expect((await itemsOf(o.wo.id)).map((i) => i.state)).toEqual(["sent", "sent"]);
    expect(writesTo(o.sc.Id)).toHaveLength(1);
    expect(scStatusOfOrder(o.sc.Id)).toEqual(ON_SITE);
  });
});

describe("ServiceChannel poll for new orders (issue 33 §6)", () => {
  it("imports each new open order of the configured subscriber once; other subscribers' and closed ones are left", async () => {
    const c = await makeCustomer(t.db, { servicechannelsubscriberid: String(subscriber) });
    const store = String(6000 + Math.floor(Math.random() * 3000));
    await makeJobSite(t.db, c.id, { jobsite: `Store #${store}` });
    await signIn(t, { roles: ["Admin"] }); // the poll imports as the first active Admin
    const fresh = scWorkOrder({ PurchaseNumber: `POLL-${uid()}`, subscriber, store });
    const closed = scWorkOrder({
      PurchaseNumber: `POLL-${uid()}`,
      subscriber,
      store,
      Status: { Primary: "Completed", Extended: "" },
    });
    const foreign = scWorkOrder({ PurchaseNumber: `POLL-${uid()}`, subscriber: subscriber + 1, store });
    // More than one page of open orders: 55 of another subscriber before ours.
    const filler = Array.from({ length: 55 }, () =>
      scWorkOrder({ PurchaseNumber: `FILL-${uid()}`, subscriber: subscriber + 2, store }),
    );
    fake.workOrders.push(...filler, fresh, closed, foreign);
    fake.requests.length = 0;

    const first = await pollServiceChannel(t.ctx);
    expect(first).toMatchObject({ imported: 1 });
    const searches = fake.apiRequests().filter((r) => r.method === "GET");
    expect(searches.length).toBeGreaterThanOrEqual(2);
    expect(searches[0]?.query.get("status")).toBe("Open");
    expect(searches[0]?.query.get("pageSize")).toBe("50");
    expect(searches[1]?.query.get("page")).toBe("2");

    const imported = await t.db
      .select()
      .from(workOrderImports)
      .where(eq(workOrderImports.scworkorderid, fresh.Id));
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatchObject({ source: "servicechannel", ponumber: fresh.PurchaseNumber });
    expect(
      await t.db.select().from(workOrderImports).where(eq(workOrderImports.scworkorderid, closed.Id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(workOrderImports).where(eq(workOrderImports.scworkorderid, foreign.Id)),
    ).toHaveLength(0);

    // The next poll finds it known: still one order.
    const second = await pollServiceChannel(t.ctx);
    expect(second).toMatchObject({ imported: 0 });
    expect(
      await t.db.select().from(workOrderImports).where(eq(workOrderImports.scworkorderid, fresh.Id)),
    ).toHaveLength(1);
  });
});

describe("the poll as a job of the runner", () => {
  it("runs the poll, imports the new order, and chains the next run one period later", async () => {
    const c = await makeCustomer(t.db, { servicechannelsubscriberid: String(subscriber) });
    const store = String(6000 + Math.floor(Math.random() * 3000));
    await makeJobSite(t.db, c.id, { jobsite: `Store #${store}` });
    await signIn(t, { roles: ["Admin"] });
    const fresh = scWorkOrder({ PurchaseNumber: `JOB-${uid()}`, subscriber, store });
    fake.workOrders.push(fresh);
    const job = await insertJob(t.db, SC_POLL_KIND, {});
    await drainAfter();
    const [done] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done?.state).toBe("succeeded");
    expect(
      await t.db.select().from(workOrderImports).where(eq(workOrderImports.scworkorderid, fresh.Id)),
    ).toHaveLength(1);
    const next = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SC_POLL_KIND), eq(jobs.state, "queued")));
    expect(next.length).toBeGreaterThanOrEqual(1);
    expect(next.every((j) => j.runafter.getTime() > Date.now())).toBe(true);
  });
});

describe("sync state routes: who may read and retry", () => {
  it("a vendor, a tech and a customer cannot read or retry; a reader reads but cannot retry", async () => {
    const o = await linkedOrder();
    fake.failWrites({
      status: 400,
      body: { ErrorCodes: ["WorkOrderNotFound"], ErrorCode: 502, ErrorMessage: "WorkOrder not found." },
    });
    expect((await changeStatus(o.wo.id, 16, "x")).statusCode).toBe(200);
    await drainAfter();
    const [item] = await itemsOf(o.wo.id);
    expect(item?.state).toBe("failed");
    const read = (token: string) =>
      t.call(token, { method: "GET", url: `/api/workorder/servicechannelsync?workorderid=${o.wo.id}` });
    const retry = (token: string) =>
      t.call(token, { method: "POST", url: `/api/workorder/servicechannelsync/retry?id=${item?.id}` });

    const vendor = await signIn(t, { roles: ["Vendor"], vendorid: o.vendor.id });
    const otherVendor = await signIn(t, { roles: ["Vendor"], vendorid: (await makeVendor(t.db)).id });
    const customer = await signIn(t, { roles: ["Customer"], customerid: o.customer.id });
    const otherCustomer = await signIn(t, { roles: ["Customer"], customerid: (await makeCustomer(t.db)).id });
    const reader = await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders"] });
    for (const who of [vendor, otherVendor, o.tech, customer, otherCustomer]) {
      expectRefusal(await read(who.token), 403, "forbidden");
      await expectRefusedUnchanged(
        () => retry(who.token),
        403,
        "forbidden",
        () => itemsOf(o.wo.id),
      );
    }
    const seen = await read(reader.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ canretry: false, items: [{ state: "failed" }] });
    await expectRefusedUnchanged(
      () => retry(reader.token),
      403,
      "forbidden",
      () => itemsOf(o.wo.id),
    );
    expectRefusal(
      await t.call(dispatcher.token, {
        method: "GET",
        url: "/api/workorder/servicechannelsync?workorderid=abc",
      }),
      400,
      "validation",
    );
  });
});
