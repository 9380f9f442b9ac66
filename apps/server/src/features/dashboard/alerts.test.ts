import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe("GET /api/dashboard/getalerts", () => {
  it("shows active orders due in the chosen window, soonest first", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const c = await makeCustomer(t.db);
    const refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
    const now = Date.now();
    const late = await makeWorkOrder(t.db, refs, { statusid: 9, scheduledate: new Date(now - 2 * DAY) });
    const today = await makeWorkOrder(t.db, refs, { statusid: 9, scheduledate: new Date(now + 60_000) });
    const inFive = await makeWorkOrder(t.db, refs, { statusid: 3, promisedate: new Date(now + 5 * DAY) });
    const inTwenty = await makeWorkOrder(t.db, refs, { statusid: 9, scheduledate: new Date(now + 20 * DAY) });
    await makeWorkOrder(t.db, refs, { statusid: 10, scheduledate: new Date(now) });
    await makeWorkOrder(t.db, refs, { statusid: 9 });
    const filters = encodeURIComponent(JSON.stringify([{ column: "customerid", op: "=", value: c.id }]));
    const ids = async (days: number) => {
      const res = await t.call(token, {
        method: "GET",
        url: `/api/dashboard/getalerts?days=${days}&filters=${filters}&tz=America/Chicago`,
      });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { rows: Array<{ id: number }>; pageSize: number };
      expect(page.pageSize).toBe(50);
      return page.rows.map((r) => r.id);
    };
    expect(await ids(7)).toEqual([late.id, today.id, inFive.id]);
    expect(await ids(30)).toEqual([late.id, today.id, inFive.id, inTwenty.id]);
    expect(await ids(0)).not.toContain(inFive.id);
  });

  it("accepts only 0, 7, 14 or 30 days and real time zones", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const bad = await t.call(token, { method: "GET", url: "/api/dashboard/getalerts?days=3&tz=Mars/Base" });
    expect(Object.keys((bad.json() as { fields: Record<string, string> }).fields).sort()).toEqual([
      "days",
      "tz",
    ]);
  });

  it("is for staff with view:dashboard", async () => {
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/dashboard/getalerts?days=7" },
      allowed: STAFF,
    });
  });
});
