import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { jobs } from "../../db/schema/index.ts";
import { makeVendor, signIn, uid } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { defineJob, JobFailed } from "./job-definition.ts";
import { JobRunner } from "./job-runner.ts";
import { getJobRow } from "./job-store.ts";

let t: TestApp;
let runner: JobRunner;
const seen: string[] = [];
/** How many times each payload's first attempts should fail before it succeeds. */
const flaky = new Map<string, number>();

const countRows = defineJob({
  kind: `test-count-${uid()}`,
  payload: z.object({ label: z.string(), rows: z.number().int() }),
  run: async (job) => {
    seen.push(job.payload.label);
    const failures = flaky.get(job.payload.label) ?? 0;
    if (job.attempt <= failures) throw new Error(`transient failure ${job.attempt}`);
    for (let i = 1; i <= job.payload.rows; i++) await job.progress(i, job.payload.rows, `row ${i}`);
    return { imported: job.payload.rows };
  },
});

const refuseInput = defineJob({
  kind: `test-refuse-${uid()}`,
  payload: z.object({ label: z.string() }),
  run: async () => {
    throw new JobFailed("Row 2: Zip is required.", { errors: [{ row: 2, field: "zip" }] });
  },
});

beforeAll(async () => {
  t = await createTestApp();
  runner = new JobRunner(t.db);
  runner.register(countRows);
  runner.register(refuseInput);
});
afterAll(() => t.close());

/** Makes a job due now (skips its back-off), as time passing would. */
const dueNow = (id: number) => t.db.update(jobs).set({ runafter: sql`now()` }).where(eq(jobs.id, id));

describe("the job runner", () => {
  it("runs a job once, records its progress and result", async () => {
    const label = `once-${uid()}`;
    const job = await runner.enqueue(t.db, countRows, { label, rows: 3 });
    expect(job.state).toBe("queued");
    await runner.drain();
    const done = await getJobRow(t.db, job.id);
    expect(done).toMatchObject({
      state: "succeeded",
      attempts: 1,
      progressdone: 3,
      progresstotal: 3,
      progressmessage: "row 3",
      result: { imported: 3 },
    });
    expect(done?.finishedat).toBeInstanceOf(Date);
    await runner.drain();
    expect(seen.filter((s) => s === label)).toHaveLength(1);
  });

  it("retries a failed attempt after back-off, then succeeds", async () => {
    const label = `flaky-${uid()}`;
    flaky.set(label, 1);
    const job = await runner.enqueue(t.db, countRows, { label, rows: 1 });
    await runner.drain();
    const waiting = await getJobRow(t.db, job.id);
    expect(waiting).toMatchObject({ state: "queued", attempts: 1, error: "transient failure 1" });
    expect(waiting?.runafter.getTime()).toBeGreaterThan(Date.now() + 5_000);
    await runner.drain(); // not due yet: nothing runs
    expect(seen.filter((s) => s === label)).toHaveLength(1);
    await dueNow(job.id);
    await runner.drain();
    expect(await getJobRow(t.db, job.id)).toMatchObject({ state: "succeeded", attempts: 2, error: null });
  });

  it("gives up after maxAttempts and keeps the last error", async () => {
    const label = `broken-${uid()}`;
    flaky.set(label, 99);
    const job = await runner.enqueue(t.db, countRows, { label, rows: 1 }, { maxAttempts: 2 });
    await runner.drain();
    await dueNow(job.id);
    await runner.drain();
    expect(await getJobRow(t.db, job.id)).toMatchObject({
      state: "failed",
      attempts: 2,
      error: "transient failure 2",
    });
  });

  it("ends a job at once on JobFailed and keeps its result (no retry can fix bad input)", async () => {
    const job = await runner.enqueue(t.db, refuseInput, { label: "x" });
    await runner.drain();
    expect(await getJobRow(t.db, job.id)).toMatchObject({
      state: "failed",
      attempts: 1,
      error: "Row 2: Zip is required.",
      result: { errors: [{ row: 2, field: "zip" }] },
    });
  });

  it("refuses a second active job for an exclusive key with 409, and allows one after the first ends", async () => {
    const key = `customer:${uid()}`;
    const first = await runner.enqueue(
      t.db,
      countRows,
      { label: `ex-${uid()}`, rows: 1 },
      { exclusiveKey: key },
    );
    await expect(
      runner.enqueue(
        t.db,
        countRows,
        { label: "second", rows: 1 },
        { exclusiveKey: key, busyMessage: "An import is already running for this customer." },
      ),
    ).rejects.toMatchObject({ code: "conflict", status: 409 });
    const active = await t.db.select().from(jobs).where(eq(jobs.exclusivekey, key));
    expect(active.map((j) => j.id)).toEqual([first.id]);
    await runner.drain();
    const next = await runner.enqueue(
      t.db,
      countRows,
      { label: `ex2-${uid()}`, rows: 1 },
      { exclusiveKey: key },
    );
    expect(next.id).not.toBe(first.id);
  });

  it("answers the existing job for a repeated idempotency key", async () => {
    const key = `push:${uid()}`;
    const a = await runner.enqueue(
      t.db,
      countRows,
      { label: `idem-${uid()}`, rows: 1 },
      { idempotencyKey: key },
    );
    const b = await runner.enqueue(t.db, countRows, { label: "again", rows: 1 }, { idempotencyKey: key });
    expect(b.id).toBe(a.id);
    expect(await t.db.select().from(jobs).where(eq(jobs.idempotencykey, key))).toHaveLength(1);
  });

  it("adds nothing when the enqueueing transaction rolls back", async () => {
    const label = `rolled-back-${uid()}`;
    await expect(
      t.db.transaction(async (tx) => {
        await runner.enqueue(tx, countRows, { label, rows: 1 });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await t.db.select().from(jobs).where(sql`${jobs.payload}->>'label' = ${label}`);
    expect(rows).toHaveLength(0);
  });

  it("refuses a payload its kind does not accept before writing anything", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    await expect(runner.enqueue(t.db, countRows, { label: "x", rows: 1.5 })).rejects.toThrow();
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs)).toEqual(before);
  });

  it("takes over a job whose worker died (claim expired) and runs it to the end", async () => {
    const label = `orphan-${uid()}`;
    const job = await runner.enqueue(t.db, countRows, { label, rows: 2 });
    // A worker claimed it and died: state running, claim ran out.
    await t.db
      .update(jobs)
      .set({
        state: "running",
        lockedby: "dead-worker",
        lockeduntil: sql`now() - interval '1 second'`,
        attempts: 1,
      })
      .where(eq(jobs.id, job.id));
    await runner.drain();
    expect(await getJobRow(t.db, job.id)).toMatchObject({
      state: "succeeded",
      attempts: 2,
      lockedby: expect.any(String),
    });
    expect((await getJobRow(t.db, job.id))?.lockedby).not.toBe("dead-worker");
  });

  it("leaves a job a live worker holds alone, and a second runner never runs a job twice", async () => {
    const other = new JobRunner(t.db);
    other.register(countRows);
    other.register(refuseInput);
    const labels = Array.from({ length: 6 }, (_, i) => `pair-${i}-${uid()}`);
    for (const label of labels) await runner.enqueue(t.db, countRows, { label, rows: 1 });
    await Promise.all([runner.drain(), other.drain()]);
    for (const label of labels) expect(seen.filter((s) => s === label)).toHaveLength(1);
  });
});

describe("GET /api/jobs", () => {
  it("shows staff any job, and a portal user only the jobs they started (404 otherwise)", async () => {
    const vendorA = await makeVendor(t.db);
    const vendorB = await makeVendor(t.db);
    const a = await signIn(t, { roles: ["Vendor"], vendorid: vendorA.id });
    const b = await signIn(t, { roles: ["Vendor"], vendorid: vendorB.id });
    const staff = await signIn(t, { roles: ["Dispatchers"] });
    const key = `vendor:${uid()}`;
    const job = await runner.enqueue(
      t.db,
      countRows,
      { label: `api-${uid()}`, rows: 2 },
      {
        createdBy: a.user.id,
        exclusiveKey: key,
      },
    );
    await runner.drain();

    const mine = await t.call(a.token, { method: "GET", url: `/api/jobs/${job.id}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: job.id,
      state: "succeeded",
      progress: { done: 2, total: 2, message: "row 2" },
      result: { imported: 2 },
      createdby: a.user.id,
    });
    expect(mine.json()).not.toHaveProperty("payload");
    expect((await t.call(staff.token, { method: "GET", url: `/api/jobs/${job.id}` })).statusCode).toBe(200);
    await expectRefusal(
      await t.call(b.token, { method: "GET", url: `/api/jobs/${job.id}` }),
      404,
      "not_found",
    );

    const latest = (token: string) =>
      t.call(token, { method: "GET", url: `/api/jobs/latest?kind=${countRows.kind}&key=${key}` });
    expect((await latest(a.token)).json().job.id).toBe(job.id);
    expect((await latest(b.token)).json()).toEqual({ job: null });
  });

  it("names the bad field of a malformed id", async () => {
    const staff = await signIn(t, { roles: ["Dispatchers"] });
    const res = await t.call(staff.token, { method: "GET", url: "/api/jobs/0x10" });
    await expectRefusal(res, 400, "validation");
    expect(res.json().fields).toHaveProperty("id");
  });
});

describe("stopping the runner (graceful shutdown)", () => {
  it("runs up to `concurrency` jobs of a kind at once, and every other kind one at a time", async () => {
    let now = 0;
    let most = 0;
    const ran: string[] = [];
    const overlap = (label: string) => async () => {
      now++;
      most = Math.max(most, now);
      await new Promise((r) => setTimeout(r, 50));
      now--;
      ran.push(label);
      return null;
    };
    const parallel = defineJob({
      kind: `test-parallel-${uid()}`,
      payload: z.object({ label: z.string() }),
      concurrency: 3,
      run: async (job) => overlap(job.payload.label)(),
    });
    const own = new JobRunner(t.db);
    own.register(parallel);
    for (let i = 0; i < 7; i++) await t.db.transaction((tx) => own.enqueue(tx, parallel, { label: `p${i}` }));
    expect(await own.drain()).toBe(7);
    expect(most).toBe(3);
    expect(ran.sort()).toEqual(["p0", "p1", "p2", "p3", "p4", "p5", "p6"]);

    most = 0;
    const serial = defineJob({
      kind: `test-serial-${uid()}`,
      payload: z.object({ label: z.string() }),
      run: async (job) => overlap(job.payload.label)(),
    });
    const one = new JobRunner(t.db);
    one.register(serial);
    for (let i = 0; i < 3; i++) await t.db.transaction((tx) => one.enqueue(tx, serial, { label: `s${i}` }));
    expect(await one.drain()).toBe(3);
    expect(most).toBe(1);
  });

  it("waits for the job in hand to finish and claims no further one", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const inHand = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow = defineJob({
      kind: `test-slow-${uid()}`,
      payload: z.object({ label: z.string() }),
      run: async () => {
        started();
        await gate;
        return { ok: true };
      },
    });
    const looping = new JobRunner(t.db, { pollMs: 60_000 });
    looping.register(slow);
    const first = await looping.enqueue(t.db, slow, { label: "first" });
    const second = await looping.enqueue(t.db, slow, { label: "second" });
    looping.start();
    await inHand;
    let stopped = false;
    const stopping = looping.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await getJobRow(t.db, first.id))?.state).toBe("succeeded");
    expect((await getJobRow(t.db, second.id))?.state).toBe("queued");
  });
});
