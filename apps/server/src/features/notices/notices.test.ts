import { STATUS, statusNotices } from "@fm/domain";
import { NOTICE_ACTIONS as ACTION_TYPES, type NoticeAction } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, workOrderEvents, workOrderNotes, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
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

/** A status that offers each notice (the domain's one list), or Received for the line's own items. */
const STATUS_FOR: Partial<Record<NoticeAction, number>> = {
  CWOP: STATUS.CWOP,
  WAITING_ON_PARTS: STATUS.WaitingOnParts,
  NOD_MISSING: STATUS.NOD,
  NOD_QUALITY: STATUS.NOD,
  NOD_WRONGAMOUNT: STATUS.NOD,
  NOD_WRONGRATES: STATUS.NOD,
  DISPATCHED: STATUS.Dispatched,
  TBS: STATUS.TBS,
  TOS: STATUS.TechOnSite,
  PPV: STATUS.PendingProposalVendor,
};

const withVendor = async (quotedamount = "350.00", statusid: number = STATUS.Received) => {
  const wo = await makeWorkOrder(t.db, refs, { briefdescription: "Walk-in cooler not cooling", statusid });
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
      const { wo, vendor, line } = await withVendor("350.00", STATUS_FOR[actionType] ?? STATUS.Received);
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
    expectRefusal(res, 400, "validation");
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
    const { wo: other } = await withVendor("350.00", STATUS.TBS);
    const stranger = await makeVendor(t.db);
    expect((await send({ workOrderId: other.id, vendorId: stranger.id, actionType: "TBS" })).statusCode).toBe(
      400,
    );
  });

  it("cancel_vendor sends the notice and removes the vendor line, keeping the event history", async () => {
    const { wo, vendor, line } = await withVendor("350.00", STATUS.Dispatched);
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
    const { wo, vendor } = await withVendor("350.00", STATUS.TechOnSite);
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

  it("refuses a notice the order's status does not offer, and writes nothing", async () => {
    const { wo, vendor } = await withVendor("350.00", STATUS.Dispatched);
    expect(statusNotices(STATUS.Dispatched)).not.toContain("TBS");
    const body = await expectRefusedUnchanged(
      () => send({ workOrderId: wo.id, vendorId: vendor.id, actionType: "TBS" }),
      400,
      "invalid_state",
      () => writesOf(wo.id),
    );
    expect(body.message).toBe("Send TBS is not offered while the work order is Dispatched.");
    expect(Object.keys(body.fields ?? {})).toEqual(["actionType"]);
  });

  it("refuses every notice on Invoiced and Cancelled orders with `locked`", async () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const { wo, vendor } = await withVendor("350.00", statusid);
      for (const actionType of ["TICKET", "signoff", "TOS"] as const)
        await expectRefusedUnchanged(
          () => send({ workOrderId: wo.id, vendorId: vendor.id, actionType }),
          400,
          "locked",
          () => writesOf(wo.id),
        );
    }
  });

  it("refuses a staff user without update:workorder (403) and writes nothing", async () => {
    const reader = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders"] })).token;
    const { wo, vendor } = await withVendor("350.00", STATUS.TechOnSite);
    await expectRefusedUnchanged(
      () => send({ workOrderId: wo.id, vendorId: vendor.id, actionType: "TOS" }, reader),
      403,
      "forbidden",
      () => writesOf(wo.id),
    );
  });
});

/** Everything a notice or Cancel Vendor writes for an order. */
const writesOf = async (workorderid: number) => ({
  lines: await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, workorderid)),
  events: await t.db.select().from(workOrderEvents).where(eq(workOrderEvents.workorderid, workorderid)),
  mail: await t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, workorderid)),
  notes: await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, workorderid)),
});

describe("Cancel Vendor (createwoemailitem cancel_vendor): a vendor-line command with its own policy", () => {
  const cancel = (wo: { id: number }, vendor: { id: number }, as = token) =>
    send({ workOrderId: wo.id, vendorId: vendor.id, actionType: "cancel_vendor" }, as);

  it("answers 403 to a staff reader (read:workorders only) and keeps the line", async () => {
    const reader = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders"] })).token;
    const { wo, vendor } = await withVendor("350.00", STATUS.Dispatched);
    await expectRefusedUnchanged(
      () => cancel(wo, vendor, reader),
      403,
      "forbidden",
      () => writesOf(wo.id),
    );
  });

  it("answers `locked` on Invoiced and Cancelled orders and keeps the line", async () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const { wo, vendor } = await withVendor("350.00", statusid);
      await expectRefusedUnchanged(
        () => cancel(wo, vendor),
        400,
        "locked",
        () => writesOf(wo.id),
      );
    }
  });

  it("answers invalid_state on an approved line and keeps it", async () => {
    const { wo, vendor, line } = await withVendor("350.00", STATUS.Dispatched);
    await t.db
      .update(workOrderVendors)
      .set({ isapproved: true, invoicenumber: "INV-1", status: "Approved" })
      .where(eq(workOrderVendors.id, line.id));
    await expectRefusedUnchanged(
      () => cancel(wo, vendor),
      400,
      "invalid_state",
      () => writesOf(wo.id),
    );
  });

  it("is allowed in any open status (the Vendor tab offers it on every unapproved line)", async () => {
    const { wo, vendor, line } = await withVendor("350.00", STATUS.Received);
    expect((await cancel(wo, vendor)).statusCode).toBe(201);
    expect(await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.id, line.id))).toEqual([]);
  });

  it("refuses a vendor user, even of another vendor on the order (403 staff only)", async () => {
    const { wo, vendor } = await withVendor("350.00", STATUS.Dispatched);
    const other = await makeVendor(t.db);
    const vendorUser = (await signIn(t, { roles: ["Vendor"], vendorid: other.id })).token;
    await expectRefusedUnchanged(
      () => cancel(wo, vendor, vendorUser),
      403,
      "forbidden",
      () => writesOf(wo.id),
    );
  });
});
