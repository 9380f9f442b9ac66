import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectPermissionMatrix } from "../../test/permission-matrix.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("overdue priority-1 bell", () => {
  it("counts P1 orders past due and not completed, and lists the same ones", async () => {
    const { token } = await signIn(t, { roles: ["Admin"] });
    const count = async () =>
      ((await t.call(token, { method: "GET", url: "/api/admin/getoverduep1" })).json() as { count: number })
        .count;
    const before = await count();
    const c = await makeCustomer(t.db);
    const refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
    const past = new Date(Date.now() - 3_600_000);
    const overdue = await makeWorkOrder(t.db, refs, { priorityid: 1, duedate: past, statusid: 9 });
    await makeWorkOrder(t.db, refs, { priorityid: 2, duedate: past, statusid: 9 });
    await makeWorkOrder(t.db, refs, {
      priorityid: 1,
      duedate: new Date(Date.now() + 3_600_000),
      statusid: 9,
    });
    await makeWorkOrder(t.db, refs, { priorityid: 1, duedate: past, statusid: 12 });
    await makeWorkOrder(t.db, refs, { priorityid: 1, duedate: past, statusid: 9, completedate: past });
    expect(await count()).toBe(before + 1);
    const filters = encodeURIComponent(JSON.stringify([{ column: "customerid", op: "=", value: c.id }]));
    const list = await t.call(token, {
      method: "GET",
      url: `/api/workorder/getworkorders?overdue=true&filters=${filters}`,
    });
    expect((list.json() as { rows: Array<{ id: number }> }).rows.map((r) => r.id)).toEqual([overdue.id]);
  });

  it("is for Admins only", async () => {
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/admin/getoverduep1" },
      allowed: ["Admin"],
    });
  });
});
