import { STATUS } from "@fm/domain";
import type { WorkOrderListPage } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { makeWorkOrder, signIn } from "../../test/factories.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";

/* Issue 28: the list answers what the caller may do — on the list and from each row's menu — from the policies. */
const { t, token, customerid, jobsiteid } = await useWorkOrderFile();

const listOf = async (as: string, ids: number[]) => {
  const filters = JSON.stringify([
    { column: "customerid", op: "=", value: customerid },
    { column: "id", op: "in", value: ids },
  ]);
  const res = await t.call(as, {
    method: "GET",
    url: `/api/workorder/getworkorders?status=all&filters=${encodeURIComponent(filters)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as WorkOrderListPage;
};

describe("GET /api/workorder/getworkorders abilities", () => {
  it("a dispatcher's row menu: hers to offer on an open order, disabled on an Invoiced one, Admin items hidden", async () => {
    const open = await makeWorkOrder(t.db, { customerid, jobsiteid }, { statusid: STATUS.Received });
    const invoiced = await makeWorkOrder(t.db, { customerid, jobsiteid }, { statusid: STATUS.Invoiced });
    const page = await listOf(token, [open.id, invoiced.id]);
    const byId = new Map(page.rows.map((r) => [r.id, r.abilities]));
    expect(byId.get(open.id)).toEqual({
      takeOwnership: "enabled",
      flag: "enabled",
      reassignDispatcher: "hidden",
      scheduleDate: "enabled",
      followUpDate: "enabled",
      geofencing: "hidden",
      addNote: "enabled",
      sendNotice: "enabled",
    });
    expect(byId.get(invoiced.id)).toMatchObject({
      takeOwnership: "disabled",
      flag: "disabled",
      scheduleDate: "disabled",
      sendNotice: "disabled",
    });
    expect(page.abilities).toEqual({ addWorkOrder: true, reassignDispatcher: false, export: true });
  });

  it("follows the caller: an Admin may reassign and geofence; a reader without update:workorder may not write", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid }, { statusid: STATUS.Received });
    const admin = (await signIn(t, { roles: ["Admin"] })).token;
    const adminPage = await listOf(admin, [wo.id]);
    expect(adminPage.rows[0]?.abilities).toMatchObject({
      reassignDispatcher: "enabled",
      geofencing: "enabled",
    });
    expect(adminPage.abilities?.reassignDispatcher).toBe(true);

    const reader = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders"] })).token;
    const readerPage = await listOf(reader, [wo.id]);
    expect(readerPage.rows[0]?.abilities).toMatchObject({
      scheduleDate: "hidden",
      sendNotice: "disabled",
      addNote: "enabled",
    });
    expect(readerPage.abilities).toEqual({ addWorkOrder: false, reassignDispatcher: false, export: true });
  });
});
