import { STATUS } from "@fm/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, workOrderNotes, workOrders } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let token: string;
let refs: { customerid: number; jobsiteid: number };
let contact: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, { roles: ["Dispatchers"] })).token;
  contact = `contact-${uid()}@customer.test`;
  const c = await makeCustomer(t.db, { contactemail: contact });
  refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
});
afterAll(() => t.close());

const save = (payload: Record<string, unknown>, as = token) =>
  t.call(as, { method: "POST", url: "/api/workorder/savenote", payload });
const mailsOf = (id: number) => t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, id));

describe("work-order notes", () => {
  it("saves a note, sanitises it, sets lastnote and mails the listed people", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const { user: colleague } = await signIn(t, { roles: ["Dispatchers"] });
    const res = await save({
      workorderid: wo.id,
      note: '<p>Tenant called <script>alert(1)</script><b onclick="x()">twice</b></p>',
      type: "Customer",
      pertainsto: 1,
      highpriority: true,
      emails: "a@example.test, b@example.test",
      emailuserids: [colleague.id],
      includecustomer: true,
    });
    expect(res.statusCode).toBe(201);
    const note = res.json() as { note: string; typeid: number; createdDate: string };
    expect(note.note).toBe("<p>Tenant called <b>twice</b></p>");
    expect(note.typeid).toBe(2);
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(row?.lastnote).toBe("<p>Tenant called <b>twice</b></p>");
    const [mail] = await mailsOf(wo.id);
    expect(mail?.to.sort()).toEqual(
      ["a@example.test", "b@example.test", colleague.email.toLowerCase(), contact].sort(),
    );
    expect(mail?.subject).toContain("High Priority");
  });

  it("drops e-mails and include-customer for Internal notes", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const res = await save({
      workorderid: wo.id,
      note: "Internal only",
      type: "Internal",
      pertainsto: 2,
      emails: "x@example.test",
      includecustomer: true,
    });
    expect(res.json()).toMatchObject({ typeid: 1, emails: null, includecustomer: false });
    expect(await mailsOf(wo.id)).toEqual([]);
  });

  it("requires note, type and pertains-to, and valid e-mails, writing nothing", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const res = await save({ workorderid: wo.id });
    expect((res.json() as { fields: Record<string, string> }).fields).toEqual({
      note: "Note is required.",
      type: "Type is required.",
      pertainsto: "Pertains To is required.",
    });
    const blank = await save({ workorderid: wo.id, note: "<p> </p>", type: "Vendor", pertainsto: 3 });
    expect((blank.json() as { fields: Record<string, string> }).fields).toEqual({
      note: "Note is required.",
    });
    const badMail = await save({
      workorderid: wo.id,
      note: "x",
      type: "Vendor",
      pertainsto: 3,
      emails: "a@b.test, nope",
    });
    expect(Object.keys((badMail.json() as { fields: Record<string, string> }).fields)).toEqual(["emails"]);
    expect(await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, wo.id))).toEqual([]);
  });

  it("refuses a note on an Invoiced or Cancelled order (locked) and writes nothing", async () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const wo = await makeWorkOrder(t.db, refs, { statusid });
      const state = async () => ({
        notes: await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, wo.id)),
        mails: await mailsOf(wo.id),
        lastnote: (await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id)))[0]?.lastnote,
      });
      await expectRefusedUnchanged(
        () =>
          save({ workorderid: wo.id, note: "late", type: "Customer", pertainsto: 1, includecustomer: true }),
        400,
        "locked",
        state,
      );
      expect((await state()).notes).toEqual([]);
    }
  });

  it("adds a customer update e-mailed to the customer contact", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const res = await t.call(token, {
      method: "POST",
      url: `/api/workorder/addspecialnote?workOrderId=${wo.id}`,
      payload: { note: "Technician scheduled for Tuesday" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: "Customer", pertainsto: 1, customerupdated: true });
    expect((await mailsOf(wo.id))[0]?.to).toEqual([contact]);
  });

  it("lists a work order's notes in order", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    await save({ workorderid: wo.id, note: "first", type: "Internal", pertainsto: 2 });
    await t.call(token, { method: "PUT", url: `/api/workorder/taguntag?workorderid=${wo.id}` });
    const notes = (
      await t.call(token, { method: "GET", url: `/api/workorder/notes/${wo.id}` })
    ).json() as Array<{ note: string; type: string }>;
    expect(notes.map((n) => [n.type, n.note])).toEqual([
      ["Internal", "first"],
      ["System", "Work order flagged."],
    ]);
    expect((await t.call(token, { method: "GET", url: "/api/workorder/notes/999999999" })).statusCode).toBe(
      404,
    );
  });

  it("is for staff only", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    await expectPermissionMatrix(t, {
      request: {
        method: "POST",
        url: "/api/workorder/savenote",
        payload: { workorderid: wo.id, note: "x", type: "Internal", pertainsto: 2 },
      },
      allowed: STAFF,
    });
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/workorder/notes/${wo.id}` },
      allowed: STAFF,
    });
  });
});
