import { NOTICE_ACTIONS as ACTION_TYPES } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, workOrderEvents, workOrderNotes, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let token: string;
let refs: { customerid: number; jobsiteid: number };

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, { roles: ["Dispatchers"] })).token;
  const c = await makeCustomer(t.db);
  refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
});
afterAll(() => t.close());

const withVendor = async (quotedamount = "350.00") => {
  const wo = await makeWorkOrder(t.db, refs, { briefdescription: "Walk-in cooler not cooling" });
  const vendor = await makeVendor(t.db, { dispatchemail: `dispatch-${uid()}@vendor.test` });
  const [line] = await t.db
    .insert(workOrderVendors)
    .values({ workorderid: wo.id, vendorid: vendor.id, quotedamount })
    .returning();
  if (!line) throw new Error("no line");
  return { wo, vendor, line };
};

const send = (payload: Record<string, unknown>, as = token) =>
  t.call(as, { method: "POST", url: "/api/workorder/createwoemailitem", payload });

describe("POST /api/workorder/createwoemailitem", () => {
  it.each(ACTION_TYPES.filter((a) => a !== "cancel_vendor" && a !== "signoff"))(
    "%s records the event, queues the vendor mail and notes it",
    async (actionType) => {
      const { wo, vendor, line } = await withVendor();
      const res = await send({
        workOrderId: wo.id,
        vendorId: vendor.id,
        workOrderVendorId: line.id,
        actionType,
        type: 0,
      });
      expect(res.statusCode).toBe(201);
      const { eventid, mailid } = res.json() as { eventid: number; mailid: number };
      const [event] = await t.db.select().from(workOrderEvents).where(eq(workOrderEvents.id, eventid));
      expect(event).toMatchObject({ workorderid: wo.id, actiontype: actionType, vendorid: vendor.id });
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailid));
      expect(mail?.to).toEqual([vendor.dispatchemail]);
      expect(mail?.subject).toContain(`Work Order ${wo.wonumber} - `);
      expect(mail?.html).toContain("Walk-in cooler not cooling");
      const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, wo.id));
      expect(notes.map((n) => n.type)).toEqual(["System"]);
    },
  );

  it("attaches the PDF work-order ticket to the TICKET mail and raises the list count", async () => {
    const { wo, vendor } = await withVendor();
    const res = await send({ workOrderId: wo.id, vendorId: vendor.id, actionType: "TICKET" });
    const { mailid } = res.json() as { mailid: number };
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailid));
    const att = mail?.attachments?.[0];
    expect(att?.filename).toBe(`${wo.wonumber}_ticket.pdf`);
    const pdf = Buffer.from(att?.content ?? "", "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const filters = JSON.stringify([{ column: "id", op: "=", value: wo.id }]);
    const list = await t.call(token, {
      method: "GET",
      url: `/api/workorder/getworkorders?filters=${encodeURIComponent(filters)}`,
    });
    expect(
      (list.json() as { rows: Array<{ events: { woticketcount: number } }> }).rows[0]?.events.woticketcount,
    ).toBe(1);
  });

  it("refuses a ticket at $0.00 NTE and writes nothing", async () => {
    const { wo, vendor } = await withVendor("0");
    const res = await send({ workOrderId: wo.id, vendorId: vendor.id, actionType: "TICKET" });
    expectRefusal(res, 400, "bad_request");
    expect(await t.db.select().from(workOrderEvents).where(eq(workOrderEvents.workorderid, wo.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, wo.id))).toEqual([]);
  });

  it("answers 'No Vendor Found!' when the work order has no such vendor", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const res = await send({ workOrderId: wo.id, actionType: "DISPATCHED" });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe("No Vendor Found!");
    const { wo: other } = await withVendor();
    const stranger = await makeVendor(t.db);
    expect((await send({ workOrderId: other.id, vendorId: stranger.id, actionType: "TBS" })).statusCode).toBe(
      400,
    );
  });

  it("cancel_vendor sends the notice and removes the vendor line, keeping the event history", async () => {
    const { wo, vendor, line } = await withVendor();
    await send({ workOrderId: wo.id, vendorId: vendor.id, actionType: "DISPATCHED" });
    const res = await send({ workOrderId: wo.id, vendorId: vendor.id, actionType: "cancel_vendor" });
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.id, line.id))).toEqual([]);
    const events = await t.db.select().from(workOrderEvents).where(eq(workOrderEvents.workorderid, wo.id));
    expect(events.map((e) => e.actiontype).sort()).toEqual(["DISPATCHED", "cancel_vendor"]);
  });

  it("type 1 returns the sign-off ticket PDF for download", async () => {
    const { wo, vendor } = await withVendor();
    const res = await send({ workOrderId: wo.id, vendorId: vendor.id, actionType: "signoff", type: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`${wo.wonumber}_signoff.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("rejects unknown action types with 400 and is for staff only", async () => {
    const { wo, vendor } = await withVendor();
    const bad = await send({ workOrderId: wo.id, vendorId: vendor.id, actionType: "SPAM" });
    expect(Object.keys((bad.json() as { fields: Record<string, string> }).fields)).toEqual(["actionType"]);
    await expectPermissionMatrix(t, {
      request: {
        method: "POST",
        url: "/api/workorder/createwoemailitem",
        payload: { workOrderId: wo.id, vendorId: vendor.id, actionType: "TOS" },
      },
      allowed: STAFF,
    });
  });
});
