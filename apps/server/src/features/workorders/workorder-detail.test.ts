import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  mailOutbox,
  workOrderNotes,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { workOrderFormFor } from "../../test/work-order-requests.ts";
import { workOrderState } from "../../test/work-order-state.ts";

const { t, token, customer, jobsiteid } = await useWorkOrderFile({
  customer: { customerprefix: "TST", contactemail: `c-${uid()}@customer.test`, notifystatuschange: true },
  jobsite: { specialprocedure: "Check in at the front desk" },
});

const form = (over: Record<string, unknown> = {}) =>
  workOrderFormFor(
    { customerid: customer.id, jobsiteid },
    {
      briefdescription: "Front door will not lock",
      description: "<p>Lock <em>jammed</em><script>x()</script></p>",
      ponumber: `PO-${uid()}`,
      nte: 450.5,
      tradeids: [1, 5],
      ...over,
    },
  );
const notes = async (id: number) =>
  (await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, id))).map((n) => n.note);
const detail = async (id: number, as = token) =>
  t.call(as, { method: "GET", url: `/api/workorder/getworkorder?id=${id}` });

describe("work-order form", () => {
  it("creates a work order with the customer's prefix, trades and sanitised description", async () => {
    const res = await t.call(token, { method: "POST", url: "/api/workorder/saveworkorder", payload: form() });
    expect(res.statusCode).toBe(201);
    const { id, wonumber } = res.json() as { id: number; wonumber: string };
    expect(wonumber).toBe(`TST-${100000 + id}`);
    const d = (await detail(id)).json() as Record<string, unknown>;
    expect(d).toMatchObject({
      id,
      status: "Received",
      nte: 450.5,
      description: "<p>Lock <em>jammed</em></p>",
      version: 1,
      ischild: false,
      jobsite: { specialprocedure: "Check in at the front desk" },
    });
    expect((d.trades as unknown[]).length).toBe(2);
    expect(await notes(id)).toEqual(["Work order created."]);
  });

  it("answers the spec's '{name} is required.' messages for the bound fields", async () => {
    const res = await t.call(token, { method: "POST", url: "/api/workorder/saveworkorder", payload: {} });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: Record<string, string> }).fields).toMatchObject({
      customerid: "Customer is required.",
      duedate: "Due Date is required.",
      divisionid: "Division is required.",
      statusid: "Status is required.",
      priorityid: "Priority is required.",
      requesttypeid: "Request Type is required.",
      briefdescription: "Brief Description is required.",
    });
  });

  it("refuses a job site of another customer and unknown lookups with 400, writing nothing", async () => {
    const other = await makeCustomer(t.db);
    const otherSite = await makeJobSite(t.db, other.id);
    const po = `PO-${uid()}`;
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/saveworkorder",
      payload: form({ jobsiteid: otherSite.id, priorityid: 99, tradeids: [99999], ponumber: po }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.json() as { fields: Record<string, string> }).fields).sort()).toEqual([
      "jobsiteid",
      "priorityid",
      "tradeids",
    ]);
    expect(await t.db.select().from(workOrders).where(eq(workOrders.ponumber, po))).toEqual([]);
  });

  it("updates with a version, notes before → after, and answers 409 to a stale save", async () => {
    const { id } = (
      await t.call(token, { method: "POST", url: "/api/workorder/saveworkorder", payload: form() })
    ).json() as { id: number };
    const first = await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updateworkorder",
      payload: {
        ...form({ priorityid: 1, briefdescription: "Door lock replaced", tradeids: [1] }),
        id,
        version: 1,
      },
    });
    expect(first.json()).toEqual({ id, version: 2 });
    const last = (await notes(id)).at(-1) ?? "";
    expect(last).toContain("Priority: P2 - Urgent → P1 - Emergency");
    expect(last).toContain("Brief Description: Front door will not lock → Door lock replaced");
    expect(last).toContain("Trades:");
    const stale = () =>
      t.call(token, {
        method: "PUT",
        url: "/api/workorder/updateworkorder",
        payload: { ...form({ briefdescription: "Overwrite attempt" }), id, version: 1 },
      });
    await expectRefusedUnchanged(stale, 409, "conflict", () => workOrderState(t.db, id));
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, id));
    expect(row?.briefdescription).toBe("Door lock replaced");
  });

  it("writes only the fields a save carries: a status change made meanwhile (its dispatch date) survives", async () => {
    const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid }, { statusid: 1 });
    const dispatched = await t.call(token, {
      method: "POST",
      url: "/api/workorder/updateworkorderstatus",
      payload: { workorderid: wo.id, statusid: 9, version: wo.version, note: "Sent to vendor" },
    });
    const { version } = dispatched.json() as { version: number };
    const [set] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(set?.dispatchdate).toBeInstanceOf(Date);
    // The form, refreshed after the status change, saves the one field the user edited.
    const save = await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updateworkorder",
      payload: { id: wo.id, version, requestedby: "Front desk" },
    });
    expect(save.json()).toEqual({ id: wo.id, version: version + 1 });
    const [after] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(after).toMatchObject({
      requestedby: "Front desk",
      statusid: 9,
      dispatchdate: set?.dispatchdate,
      briefdescription: wo.briefdescription,
      jobsiteid,
    });
    expect((await notes(wo.id)).at(-1)).toBe("Work order updated: Requested By: (blank) → Front desk.");
    // A form still at the version before the status change is refused and writes nothing.
    const stale = () =>
      t.call(token, {
        method: "PUT",
        url: "/api/workorder/updateworkorder",
        payload: { id: wo.id, version: wo.version, dispatchdate: null },
      });
    await expectRefusedUnchanged(stale, 409, "conflict", () => workOrderState(t.db, wo.id));
  });

  it("clears a field sent as null, leaves trades alone unless sent, and names a bad field of a partial save", async () => {
    const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid }, { ponumber: `PO-${uid()}` });
    await t.db.insert(workOrderTrades).values({ workorderid: wo.id, tradeid: 3 });
    const res = await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updateworkorder",
      payload: { id: wo.id, version: wo.version, ponumber: null },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(row?.ponumber).toBeNull();
    const tradesOf = async () =>
      (await t.db.select().from(workOrderTrades).where(eq(workOrderTrades.workorderid, wo.id))).map(
        (x) => x.tradeid,
      );
    expect(await tradesOf()).toEqual([3]);
    const bad = () =>
      t.call(token, {
        method: "PUT",
        url: "/api/workorder/updateworkorder",
        payload: { id: wo.id, version: wo.version + 1, briefdescription: "" },
      });
    const refused = await expectRefusedUnchanged(bad, 400, "validation", () => workOrderState(t.db, wo.id));
    expect(refused.fields).toEqual({ briefdescription: "Brief Description is required." });
  });

  it("keeps Invoiced orders read-only until Re-Open (status 25) by a user with add:workorders", async () => {
    const wo = await makeWorkOrder(
      t.db,
      { customerid: customer.id, jobsiteid },
      { statusid: 10, divisionid: 1, requesttypeid: 1, duedate: new Date() },
    );
    const base = { ...form(), id: wo.id, version: wo.version };
    const state = () => workOrderState(t.db, wo.id);
    const edit = () =>
      t.call(token, {
        method: "PUT",
        url: "/api/workorder/updateworkorder",
        payload: { ...base, statusid: 10 },
      });
    await expectRefusedUnchanged(edit, 400, "locked", state);
    const noPerm = (await signIn(t, { roles: ["AccountingAdmin"] })).token;
    const reopenWithoutPermission = () =>
      t.call(noPerm, {
        method: "PUT",
        url: "/api/workorder/updateworkorder",
        payload: { ...base, statusid: 25 },
      });
    await expectRefusedUnchanged(reopenWithoutPermission, 403, "forbidden", state);
    const reopen = await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updateworkorder",
      payload: { ...base, statusid: 25 },
    });
    expect(reopen.statusCode).toBe(200);
    expect((await detail(wo.id)).json()).toMatchObject({ statusid: 25, status: "In Process" });
  });

  it("checks PO numbers across the customer's other orders", async () => {
    const po = `PO-${uid()}`;
    const a = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid }, { ponumber: po });
    const check = (workorderid: number) =>
      t.call(token, {
        method: "GET",
        url: `/api/workorder/customerpocheck?customerid=${customer.id}&ponumber=${po.toLowerCase()}&workorderid=${workorderid}`,
      });
    expect((await check(0)).json()).toEqual({
      exists: true,
      workorders: [{ id: a.id, wonumber: a.wonumber }],
    });
    expect((await check(a.id)).json()).toEqual({ exists: false, workorders: [] });
  });

  it("creates a child with the parent's site and trades; a child cannot have children", async () => {
    const parent = await makeWorkOrder(
      t.db,
      { customerid: customer.id, jobsiteid },
      { divisionid: 1, requesttypeid: 1 },
    );
    await t.db.insert(workOrderTrades).values({ workorderid: parent.id, tradeid: 3 });
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/createchildworkorder",
      payload: { workorderid: parent.id },
    });
    expect(res.statusCode).toBe(201);
    const child = (await detail((res.json() as { id: number }).id)).json() as Record<string, unknown>;
    expect(child).toMatchObject({
      ischild: true,
      parentid: parent.id,
      parentwonumber: parent.wonumber,
      jobsiteid,
      statusid: 1,
    });
    expect(child.trades).toEqual([{ tradeid: 3, tradename: expect.any(String) }]);
    const again = await t.call(token, {
      method: "POST",
      url: "/api/workorder/createchildworkorder",
      payload: { workorderid: child.id },
    });
    expectRefusal(again, 400, "bad_request");
  });

  it("returns the lists for the form, with the customer's job sites", async () => {
    const lists = (
      await t.call(token, { method: "GET", url: `/api/workorder/getlists?customerid=${customer.id}` })
    ).json() as Record<string, Array<Record<string, unknown>>>;
    expect(lists.statuses?.find((s) => s.isdefaultonnew)?.id).toBe(1);
    expect(lists.divisions?.some((d) => d.isdefaultonnew)).toBe(true);
    expect(lists.jobsites?.map((j) => j.jobsiteid)).toContain(jobsiteid);
    expect(lists.tradetypes?.[0]).toMatchObject({
      id: expect.any(Number),
      tradeid: expect.any(Number),
      tradename: expect.any(String),
    });
  });
});

describe("status changes", () => {
  it("cancels with a required reason, notes it and e-mails the chosen users", async () => {
    const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid }, { statusid: 9 });
    const { user: colleague } = await signIn(t, { roles: ["Dispatchers"] });
    const call = (payload: Record<string, unknown>) =>
      t.call(token, { method: "POST", url: "/api/workorder/updateworkorderstatus", payload });
    const missing = await call({ workorderid: wo.id, statusid: 6, version: wo.version });
    expect(missing.json()).toMatchObject({ error: "validation" });
    expect((missing.json() as { fields: Record<string, string> }).fields).toEqual({
      cancelreason: "Reason is required.",
    });
    const ok = await call({
      workorderid: wo.id,
      statusid: 6,
      version: wo.version,
      cancelreason: "Customer withdrew",
      note: "per phone call",
      emailuserids: [colleague.id],
      notifycustomer: true,
    });
    expect(ok.json()).toEqual({ statusid: 6, version: wo.version + 1 });
    expect((await detail(wo.id)).json()).toMatchObject({
      status: "Cancelled",
      cancelreason: "Customer withdrew",
    });
    const texts = await notes(wo.id);
    expect(texts).toContain("Status: Dispatched → Cancelled. Cancel Reason: Customer withdrew");
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.workorderid, wo.id));
    expect(mail?.to.sort()).toEqual([colleague.email, customer.contactemail].sort());
  });

  it("needs a note for other statuses and sets schedule and follow-up dates", async () => {
    const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid }, { statusid: 1 });
    const call = (payload: Record<string, unknown>) =>
      t.call(token, { method: "POST", url: "/api/workorder/updateworkorderstatus", payload });
    expect(
      (
        (await call({ workorderid: wo.id, statusid: 9, version: wo.version })).json() as {
          fields: Record<string, string>;
        }
      ).fields,
    ).toEqual({ note: "Note is required." });
    const ok = await call({
      workorderid: wo.id,
      statusid: 9,
      version: wo.version,
      note: "Sent to vendor",
      scheduledate: "2026-12-03T14:00:00Z",
      followupdate: "2026-12-02",
    });
    expect(ok.statusCode).toBe(200);
    const d = (await detail(wo.id)).json() as {
      scheduledate: string;
      promisedate: string;
      dispatchdate: string | null;
    };
    expect(d.scheduledate).toBe("2026-12-03T14:00:00.000Z");
    expect(d.promisedate).toBe("2026-12-02T00:00:00.000Z");
    expect(d.dispatchdate).not.toBeNull();
    expectRefusal(await call({ workorderid: wo.id, statusid: 13, note: "x", version: 1 }), 409, "conflict");
  });

  it("requires the version: without it the change is refused naming version, and nothing changes", async () => {
    const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid }, { statusid: 1 });
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/updateworkorderstatus",
      payload: { workorderid: wo.id, statusid: 9, note: "blind overwrite" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "validation", fields: { version: "version is required." } });
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(row).toMatchObject({ statusid: 1, version: wo.version });
    expect(await notes(wo.id)).toEqual([]);
  });

  it("answers locked (not bad_request) for a status change of an Invoiced order other than Re-Open", async () => {
    const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid }, { statusid: 10 });
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/updateworkorderstatus",
      payload: { workorderid: wo.id, statusid: 9, note: "try", version: wo.version },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "locked", fields: { statusid: "work order is read-only" } });
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(row).toMatchObject({ statusid: 10, version: wo.version });
  });

  it("applies the same status rules to updateworkorder: Invoiced with no note is refused", async () => {
    const accounting = (await signIn(t, { roles: ["AccountingAdmin"] })).token;
    const wo = await makeWorkOrder(
      t.db,
      { customerid: customer.id, jobsiteid },
      { statusid: 15, divisionid: 1, requesttypeid: 1, duedate: new Date() },
    );
    const save = (statusid: number, over: Record<string, unknown> = {}) =>
      t.call(accounting, {
        method: "PUT",
        url: "/api/workorder/updateworkorder",
        payload: { ...form({ statusid, ...over }), id: wo.id, version: wo.version },
      });
    const invoiced = await save(10);
    expect(invoiced.statusCode).toBe(400);
    expect(invoiced.json()).toMatchObject({ error: "validation", fields: { note: "Note is required." } });
    const cancelled = await save(6, { cancelreason: "" });
    expect(cancelled.json()).toMatchObject({
      error: "validation",
      fields: { cancelreason: "Reason is required." },
    });
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(row).toMatchObject({ statusid: 15, version: wo.version, briefdescription: wo.briefdescription });
    expect(await notes(wo.id)).toEqual([]);
    // The form keeps working when the status does not change.
    expect((await save(15)).statusCode).toBe(200);
  });
});

describe("detail access", () => {
  it("shows a vendor only the orders it is attached to, without margin", async () => {
    const vendor = await makeVendor(t.db);
    const mine = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid });
    const other = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid });
    await t.db.insert(workOrderVendors).values({ workorderid: mine.id, vendorid: vendor.id });
    const { token: vt } = await signIn(t, { roles: ["Vendor"], vendorid: vendor.id });
    const d = await detail(mine.id, vt);
    expect(d.statusCode).toBe(200);
    expect(d.json()).toMatchObject({ margin: null, nte: null, provider: null });
    expectRefusal(await detail(other.id, vt), 404, "not_found");
    const { token: ct } = await signIn(t, { roles: ["Customer"], customerid: (await makeCustomer(t.db)).id });
    expectRefusal(await detail(mine.id, ct), 404, "not_found");
  });

  it("guards the form calls", async () => {
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/workorder/getlists?customerid=${customer.id}` },
      allowed: STAFF,
    });
    await expectPermissionMatrix(t, {
      request: { method: "POST", url: "/api/workorder/saveworkorder", payload: form() },
      allowed: ["Admin", "Dispatchers"],
    });
  });
});

describe("tab permissions (view:workorder*tab) on the routes that feed each tab", () => {
  const TAB_ROUTES = [
    ["view:workordernotetab", (id: number) => `/api/workorder/notes/${id}`],
    ["view:workordervendortab", (id: number) => `/api/workorder/getworkordervendors?workorderid=${id}`],
    ["view:workorderproposaltab", (id: number) => `/api/workorder/proposals?workorderid=${id}`],
    ["view:workorderproposaltab", (id: number) => `/api/workorder/vendorproposals?workorderid=${id}`],
    ["view:workorderinvoicestab", (id: number) => `/api/workorder/invoices?workorderid=${id}`],
    ["view:workorderattachmentstab", (id: number) => `/api/workorder/attachments?workorderid=${id}`],
  ] as const;

  it("refuse staff holding read:workorders without the tab's permission, and answer with it", async () => {
    const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid });
    const without = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders"] })).token;
    for (const [permission, url] of TAB_ROUTES) {
      expectRefusal(await t.call(without, { method: "GET", url: url(wo.id) }), 403, "forbidden");
      const holder = (
        await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders", permission] })
      ).token;
      expect((await t.call(holder, { method: "GET", url: url(wo.id) })).statusCode, url(wo.id)).toBe(200);
    }
  });
});
