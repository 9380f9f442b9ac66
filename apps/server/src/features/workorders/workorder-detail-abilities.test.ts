import { STATUS } from "@fm/domain";
import type { AttachmentRow, WorkOrderDetail } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { workOrderAttachments } from "../../db/schema/index.ts";
import { makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";

/*
 * Issue 28: the staff detail and its Attachments tab answer what the caller may do, from the policies — the
 * header's Save / Add Child / Re-Open, which tabs open, and each file's edit and delete — for an editor, a
 * reader (read permissions only) and on a locked (Invoiced) order.
 */
const { t, token: editor, customerid, jobsiteid } = await useWorkOrderFile();
const reader = (
  await signIn(t, {
    roles: ["Dispatchers"],
    permissions: ["read:workorders", "view:workordertab", "view:workorderattachmentstab"],
  })
).token;

const detailOf = async (as: string, id: number) => {
  const res = await t.call(as, { method: "GET", url: `/api/workorder/getworkorder?id=${id}` });
  expect(res.statusCode).toBe(200);
  return res.json() as WorkOrderDetail;
};

const orderWithFile = async (statusid: number) => {
  const wo = await makeWorkOrder(t.db, { customerid, jobsiteid }, { statusid });
  await t.db.insert(workOrderAttachments).values({
    workorderid: wo.id,
    attachmenttypeid: 1,
    filename: `f-${uid()}.pdf`,
    displayname: "scan.pdf",
    path: `workorders/${wo.id}/scan.pdf`,
    contenttype: "application/pdf",
    size: 10,
    createdbyname: "Test",
  });
  return wo;
};

const filesOf = async (as: string, id: number) => {
  const res = await t.call(as, { method: "GET", url: `/api/workorder/attachments?workorderid=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AttachmentRow[];
};

describe("GET /api/workorder/getworkorder abilities (header and tabs)", () => {
  it("an editor on an open order: Save, Add Child, every tab; no Re-Open", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid }, { statusid: STATUS.Received });
    const { abilities } = await detailOf(editor, wo.id);
    expect(abilities).toMatchObject({ edit: true, editor: true, addChild: true, reopen: false });
    expect(Object.values(abilities.tabs).every(Boolean)).toBe(true);
  });

  it("an editor on an Invoiced order: Save shown but not saving, Re-Open offered", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid }, { statusid: STATUS.Invoiced });
    expect((await detailOf(editor, wo.id)).abilities).toMatchObject({
      edit: false,
      editor: true,
      addChild: true,
      reopen: true,
    });
  });

  it("a reader: no Save, no Add Child, no Re-Open, only the tabs of its permissions", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid }, { statusid: STATUS.Invoiced });
    const { abilities } = await detailOf(reader, wo.id);
    expect(abilities).toMatchObject({ edit: false, editor: false, addChild: false, reopen: false });
    expect(abilities.tabs).toEqual({
      workorder: true,
      notes: false,
      vendor: false,
      proposals: false,
      invoices: false,
      attachments: true,
      vendorproposals: false,
      followup: false,
    });
  });

  it("POST /api/workorder/createchildworkorder refuses a reader (addChildWorkOrder policy)", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid }, { statusid: STATUS.Received });
    const res = await t.call(reader, {
      method: "POST",
      url: "/api/workorder/createchildworkorder",
      payload: { workorderid: wo.id },
    });
    expectRefusal(res, 403, "forbidden");
  });
});

describe("GET /api/workorder/attachments row abilities", () => {
  it("an editor may edit and delete a file of an open order, not of an Invoiced one", async () => {
    const open = await orderWithFile(STATUS.Received);
    const invoiced = await orderWithFile(STATUS.Invoiced);
    expect((await filesOf(editor, open.id)).map((a) => a.abilities)).toEqual([{ edit: true, remove: true }]);
    expect((await filesOf(editor, invoiced.id)).map((a) => a.abilities)).toEqual([
      { edit: false, remove: false },
    ]);
  });

  it("a reader may neither edit nor delete", async () => {
    const open = await orderWithFile(STATUS.Received);
    expect((await filesOf(reader, open.id)).map((a) => a.abilities)).toEqual([
      { edit: false, remove: false },
    ]);
  });
});
