import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { idempotencyKeys, jobs, workOrderCheckins, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signedIn } from "../auth/access.ts";
import { invalidState } from "../errors.ts";
import { IDEMPOTENCY_CLEANUP_KIND, IDEMPOTENCY_TTL_MS } from "./idempotency.ts";

let t: TestApp;
let now = new Date("2026-11-27T15:00:00.000Z");
/** How often each test route's handler really ran. */
const ran = { echo: 0, slow: 0 };
let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();

const testRoutes = (app: FastifyInstance) => {
  app.post(
    "/api/test/idem/echo",
    {
      config: { access: signedIn },
      schema: {
        body: z.object({ text: z.string() }),
        response: { 201: z.object({ text: z.string(), run: z.number() }) },
      },
    },
    async (req, reply) => {
      ran.echo++;
      const { text } = req.body as { text: string };
      if (text === "refuse") throw invalidState("No.");
      return reply.status(201).send({ text, run: ran.echo });
    },
  );
  app.post("/api/test/idem/slow", { config: { access: signedIn } }, async () => {
    ran.slow++;
    await gate;
    return { done: true };
  });
};

beforeAll(async () => {
  t = await createTestApp({}, { beforeFeatures: testRoutes });
  t.ctx.clock = () => now;
});
afterAll(() => t.close());

const echo = (token: string, key: string | null, text: string, url = "/api/test/idem/echo") =>
  t.call(token, {
    method: "POST",
    url,
    payload: { text },
    headers: key === null ? {} : { "idempotency-key": key },
  });

describe("Idempotency-Key", () => {
  it("replays the first answer (status, body, Idempotent-Replayed) without running the handler again", async () => {
    const { token } = await signIn(t);
    const before = ran.echo;
    const first = await echo(token, "k-replay-1", "hello");
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await echo(token, "k-replay-1", "hello");
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(ran.echo).toBe(before + 1);
    // Without a key every request runs.
    await echo(token, null, "hello");
    await echo(token, null, "hello");
    expect(ran.echo).toBe(before + 3);
  });

  it("replays a refusal too (a final 4xx), so a retried write gets the same answer", async () => {
    const { token } = await signIn(t);
    const first = await echo(token, "k-refuse", "refuse");
    const again = await echo(token, "k-refuse", "refuse");
    expect(first.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual({ error: "invalid_state", message: "No." });
  });

  it("answers 422 idempotency_mismatch for the same key with another body or path; nothing runs", async () => {
    const { token } = await signIn(t);
    await echo(token, "k-mismatch", "one");
    const before = ran.echo;
    const body = await echo(token, "k-mismatch", "two");
    expect(body.statusCode).toBe(422);
    expect(body.json()).toMatchObject({
      error: "idempotency_mismatch",
      fields: { "Idempotency-Key": expect.any(String) },
    });
    const path = await echo(token, "k-mismatch", "one", "/api/test/idem/echo?x=1");
    expect(path.statusCode).toBe(422);
    expect(ran.echo).toBe(before);
  });

  it("refuses a malformed key with 400 naming the header, before anything runs", async () => {
    const { token } = await signIn(t);
    const before = ran.echo;
    for (const key of ["k".repeat(256), "tab\there", "ünïcode"]) {
      const res = await echo(token, key, "x");
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({
        error: "validation",
        fields: { "Idempotency-Key": expect.any(String) },
      });
    }
    expect((await echo(token, "k".repeat(255), "x")).statusCode).toBe(201);
    expect(ran.echo).toBe(before + 1);
  });

  it("answers 409 to a second request while the first still runs, then replays the first's answer", async () => {
    const { token } = await signIn(t);
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const slow = () =>
      t.call(token, {
        method: "POST",
        url: "/api/test/idem/slow",
        payload: {},
        headers: { "idempotency-key": "k-slow" },
      });
    const first = slow();
    // Wait until the first request has claimed the key.
    for (let i = 0; i < 200 && ran.slow === 0; i++) await new Promise((r) => setTimeout(r, 5));
    const second = await slow();
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe("conflict");
    release();
    expect((await first).statusCode).toBe(200);
    const third = await slow();
    expect(third.statusCode).toBe(200);
    expect(third.headers["idempotent-replayed"]).toBe("true");
    expect(ran.slow).toBe(1);
  });

  it("keeps each user's keys apart: the same key from another user runs and gets its own answer", async () => {
    const [a, b] = [await signIn(t), await signIn(t)];
    const first = await echo(a.token, "k-shared", "for a");
    const other = await echo(b.token, "k-shared", "for b");
    expect(other.statusCode).toBe(201);
    expect(other.headers["idempotent-replayed"]).toBeUndefined();
    expect(other.json().text).toBe("for b");
    expect(other.json().run).not.toBe(first.json().run);
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "k-shared"));
    expect(rows.map((r) => r.subject).sort()).toEqual([`user:${a.user.id}`, `user:${b.user.id}`].sort());
  });

  it("forgets a key after 24 h (nowOf(ctx)); the daily job removes expired keys", async () => {
    const { token, user } = await signIn(t);
    await echo(token, "k-expire", "first");
    const before = ran.echo;
    now = new Date(now.getTime() + IDEMPOTENCY_TTL_MS + 60_000);
    const later = await echo(token, "k-expire", "a new request");
    expect(later.statusCode).toBe(201);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(ran.echo).toBe(before + 1);
    await echo(token, "k-expire-old", "old");
    now = new Date(now.getTime() + IDEMPOTENCY_TTL_MS + 60_000);
    await t.ctx.jobs.enqueueDaily(now);
    await t.ctx.jobs.drain();
    const [job] = await t.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, IDEMPOTENCY_CLEANUP_KIND),
          eq(jobs.idempotencykey, `${IDEMPOTENCY_CLEANUP_KIND}:${now.toISOString().slice(0, 10)}`),
        ),
      );
    expect(job?.state).toBe("succeeded");
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.subject, `user:${user.id}`));
    expect(left?.n).toBe(0);
  });

  it("a real write (check-in) sent twice with one key is recorded once", async () => {
    const c = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, c.id, { latitude: 30.2672, longitude: -97.7431 });
    const v = await makeVendor(t.db);
    const wo = await makeWorkOrder(
      t.db,
      { customerid: c.id, jobsiteid: site.id },
      { statusid: 9, scheduledate: now, overridegeofencing: true },
    );
    await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid: v.id });
    const tech = await signIn(t, { roles: ["Tech"], vendorid: v.id });
    const send = () =>
      t.call(tech.token, {
        method: "POST",
        url: "/api/vendorprofile/checkin",
        payload: { workorderid: wo.id },
        headers: { "idempotency-key": `checkin-${wo.id}` },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.select().from(workOrderCheckins).where(eq(workOrderCheckins.workorderid, wo.id));
    expect(rows).toHaveLength(1);
  });
});
