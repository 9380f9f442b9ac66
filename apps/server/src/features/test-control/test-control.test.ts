import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/index.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { jsonCaller, useSignedIn, useTestApp } from "../../test/use-test-app.ts";

/*
 * The browser tests' control route (POST /api/testcontrol/runjob) exists only on a server started with
 * TEST_CONTROL_ROUTES=1: every other server answers 404 and queues nothing (config.test.ts: production refuses
 * the setting).
 */
const plain = useTestApp();
const plainAdmin = useSignedIn(plain, { roles: ["Admin"] });
const controlled = useTestApp({ env: { TEST_CONTROL_ROUTES: "1" } });
const admin = useSignedIn(controlled, { roles: ["Admin"] });
const dispatcher = useSignedIn(controlled, { roles: ["Dispatchers"] });

const escalationJobs = (t: typeof plain) =>
  t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, "sla.escalation")).orderBy(jobs.id);

describe("test control routes", () => {
  it("are unknown (404) on a server started without TEST_CONTROL_ROUTES, and queue nothing", async () => {
    await expectRefusedUnchanged(
      () => jsonCaller(plain, plainAdmin)("POST", "/api/testcontrol/runjob", { kind: "sla.escalation" }),
      404,
      "not_found",
      () => escalationJobs(plain),
    );
    const doc = JSON.parse((await plain.call(null, { method: "GET", url: "/api/openapi.json" })).body) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/api/testcontrol"))).toEqual([]);
  });

  it("run the SLA escalation scan now for an Admin (one run, no next slot); others are refused", async () => {
    const call = jsonCaller(controlled, admin);
    await expectRefusedUnchanged(
      () => jsonCaller(controlled, dispatcher)("POST", "/api/testcontrol/runjob", { kind: "sla.escalation" }),
      403,
      "forbidden",
      () => escalationJobs(controlled),
    );
    expectRefusal(await call("POST", "/api/testcontrol/runjob", { kind: "qbo-push" }), 400, "validation");
    // Scans queued by earlier files on this worker's database would run in the drain below and chain their own
    // next slot (a CI run once saw one): only this test's run is looked at.
    await controlled.db.delete(jobs).where(eq(jobs.kind, "sla.escalation"));

    const res = await call("POST", "/api/testcontrol/runjob", { kind: "sla.escalation" });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = JSON.parse(res.body) as { id: number };
    const [queued] = await controlled.db.select().from(jobs).where(eq(jobs.id, id));
    expect(queued).toMatchObject({ kind: "sla.escalation", state: "queued", payload: { chain: false } });
    await controlled.ctx.jobs.drain();
    const [done] = await controlled.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.id, id)));
    expect(done?.state).toBe("succeeded");
    // chain: false — the run enqueued no next 5-minute slot.
    expect((await escalationJobs(controlled)).map((j) => j.id).filter((j) => j > id)).toEqual([]);
  });
});
