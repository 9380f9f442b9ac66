import { STATUS } from "@fm/domain";
import { inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrderNotes, workOrders } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectPermissionMatrix } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orders = async (n: number, over: { statusid?: number; dispatcherid?: number }[] = []) => {
  const c = await makeCustomer(t.db);
  const js = await makeJobSite(t.db, c.id);
  const made = [];
  for (let i = 0; i < n; i++)
    made.push(await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: js.id }, over[i] ?? {}));
  return { customerid: c.id, made };
};
/** The orders' rows and notes: what a refused bulk call must leave as it was. */
const stateOf = (ids: number[]) => async () => ({
  orders: await t.db.select().from(workOrders).where(inArray(workOrders.id, ids)).orderBy(workOrders.id),
  notes: await t.db.$count(workOrderNotes, inArray(workOrderNotes.workorderid, ids)),
});
const reassign = (as: string, workorderids: unknown, userid: unknown) =>
  t.call(as, { method: "POST", url: "/api/workorder/reassignselected", payload: { workorderids, userid } });

describe("POST /api/workorder/reassignselected (bulk Reassign Dispatcher on selected rows)", () => {
  it("reassigns each open order and refuses each locked one by row, leaving it unchanged", async () => {
    const { token } = await signIn(t, { roles: ["Admin"] });
    const { user: target } = await signIn(t, { roles: ["Dispatchers"] });
    const { made } = await orders(4, [{}, { statusid: STATUS.Invoiced }, { statusid: STATUS.Cancelled }, {}]);
    const [open1, invoiced, cancelled, open2] = made.map((w) => w.id) as [number, number, number, number];
    const lockedBefore = await stateOf([invoiced, cancelled])();
    const missing = 2_000_000_000;

    const res = await reassign(token, [open1, invoiced, cancelled, open2, missing], target.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { done: number[]; refused: { workorderid: number; error: string }[] };
    expect(body.done).toEqual([open1, open2]);
    expect(body.refused.map((r) => [r.workorderid, r.error])).toEqual([
      [invoiced, "locked"],
      [cancelled, "locked"],
      [missing, "not_found"],
    ]);
    const after = await t.db
      .select()
      .from(workOrders)
      .where(inArray(workOrders.id, [open1, open2]));
    expect(after.map((w) => w.dispatcherid)).toEqual([target.id, target.id]);
    expect(await t.db.$count(workOrderNotes, inArray(workOrderNotes.workorderid, [open1, open2]))).toBe(2);
    expect(await stateOf([invoiced, cancelled])()).toEqual(lockedBefore);
  });

  it("refuses a dispatcher who is not an active dispatcher, and an empty or oversized selection, with 400", async () => {
    const { token } = await signIn(t, { roles: ["Admin"] });
    const { user: accountant } = await signIn(t, { roles: ["AccountingAdmin"] });
    const { made } = await orders(1);
    const ids = made.map((w) => w.id);
    await expectRefusedUnchanged(() => reassign(token, ids, accountant.id), 400, "bad_request", stateOf(ids));
    const empty = expectRefusal(await reassign(token, [], accountant.id), 400, "validation");
    expect(Object.keys(empty.fields ?? {})).toContain("workorderids");
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expectRefusal(await reassign(token, many, accountant.id), 400, "validation");
    expectRefusal(await reassign(token, ids, "x"), 400, "validation");
  });

  it("has the single action's permission: Admin or reassign:dispatchers; readers and external users 403, unchanged", async () => {
    const { user: target } = await signIn(t, { roles: ["Dispatchers"] });
    const { customerid, made } = await orders(1);
    const ids = made.map((w) => w.id);
    const state = stateOf(ids);
    const reader = (await signIn(t, { roles: ["Dispatchers"] })).token;
    await expectRefusedUnchanged(() => reassign(reader, ids, target.id), 403, "forbidden", state);
    // The order's own customer and a vendor (a second vendor's user too): never a staff action.
    const vendorA = await makeVendor(t.db);
    const vendorB = await makeVendor(t.db);
    const otherCustomer = await makeCustomer(t.db);
    for (const external of [
      { roles: ["Customer" as const], customerid },
      { roles: ["Customer" as const], customerid: otherCustomer.id },
      { roles: ["Vendor" as const], vendorid: vendorA.id },
      { roles: ["Tech" as const], vendorid: vendorB.id },
    ]) {
      const as = (await signIn(t, external)).token;
      await expectRefusedUnchanged(() => reassign(as, ids, target.id), 403, "forbidden", state);
    }
    const granted = (await signIn(t, { roles: ["Dispatchers"], permissions: ["reassign:dispatchers"] }))
      .token;
    expect((await reassign(granted, ids, target.id)).json()).toEqual({ done: ids, refused: [] });
    await expectPermissionMatrix(t, {
      request: {
        method: "POST",
        url: "/api/workorder/reassignselected",
        payload: { workorderids: ids, userid: target.id },
      },
      allowed: ["Admin"],
    });
  });
});

describe("GET /api/workorder/exportworkorders?ids= (Export selected)", () => {
  it("exports only the selected rows, through the same export and its checks", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const { made } = await orders(3);
    const [a, , c] = made;
    const res = await t.call(token, {
      method: "GET",
      url: `/api/workorder/exportworkorders?status=all&ids=${a?.id},${c?.id}&columns=wonumber`,
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet("WorkOrders");
    const numbers: unknown[] = [];
    ws?.eachRow((row, n) => {
      if (n > 1) numbers.push(row.getCell(1).value);
    });
    expect(numbers.sort()).toEqual([a?.wonumber, c?.wonumber].sort());
    const bad = await t.call(token, { method: "GET", url: "/api/workorder/exportworkorders?ids=abc" });
    expect(Object.keys(expectRefusal(bad, 400, "validation").fields ?? {})).toContain("ids.0");
    const vendor = await makeVendor(t.db);
    const external = (await signIn(t, { roles: ["Vendor"], vendorid: vendor.id })).token;
    expectRefusal(
      await t.call(external, { method: "GET", url: `/api/workorder/exportworkorders?ids=${a?.id}` }),
      403,
      "forbidden",
    );
  });
});
