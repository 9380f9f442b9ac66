import { NOTE_TYPE_ID, PERTAINS_TO, SYSTEM_NOTE_TYPE } from "@fm/domain";
import { type CustomerProposal, noteAsHtml } from "@fm/domain/contracts";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customerProposals,
  mailOutbox,
  workOrderAttachments,
  workOrderNotes,
  workOrders,
  workOrderTrades,
} from "../../db/schema/index.ts";
import { makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipartBody, SAMPLES } from "../../test/uploads.ts";
import { type CustomerWorld, makeCustomerWorld } from "./customer-portal.test-setup.ts";

let t: TestApp;
let admin: string;
let a: CustomerWorld;
let b: CustomerWorld;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, { roles: ["Admin"] })).token;
  a = await makeCustomerWorld(t, admin);
  b = await makeCustomerWorld(t, admin);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call(token, { method: "GET", url });
const post = (token: string, url: string, payload: unknown) =>
  t.call(token, { method: "POST", url, payload: payload as object });
const put = (token: string, url: string, payload: unknown) =>
  t.call(token, { method: "PUT", url, payload: payload as object });

const proposalRow = async (id: number) => {
  const [row] = await t.db.select().from(customerProposals).where(eq(customerProposals.id, id));
  return row;
};
const notesOf = async (workorderid: number) =>
  (await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, workorderid))).map(
    (n) => n.note,
  );
const mailTo = async (email: string) =>
  t.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(sql`${email} = any(${mailOutbox.to})`);
const orderState = async (id: number) => {
  const wo = await t.db
    .select({ version: workOrders.version, brief: workOrders.briefdescription, site: workOrders.jobsiteid })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  return { wo, notes: await notesOf(id) };
};

describe("new work order from the portal", () => {
  it("creates it for the caller's customer, at once in the staff list, with the dispatcher notified", async () => {
    const res = await post(a.token, "/api/customerprofile/saveworkorder", {
      jobsiteid: a.site.id,
      priorityid: 2,
      briefdescription: "Leaking roof over aisle 4",
      description: "<p>Water on the floor<script>alert(1)</script></p>",
      tradeids: [20, 34],
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as { id: number; wonumber: string };
    expect(saved.wonumber).toMatch(/^CP-/);
    const staff = await get(
      admin,
      `/api/workorder/getworkorders?filters=${encodeURIComponent(JSON.stringify([{ column: "id", op: "=", value: saved.id }]))}`,
    );
    expect(staff.json()).toMatchObject({
      total: 1,
      rows: [{ id: saved.id, statusid: 1, customerid: a.customer.id }],
    });
    const detail = (await get(admin, `/api/workorder/getworkorder?id=${saved.id}`)).json() as Record<
      string,
      unknown
    >;
    expect(detail).toMatchObject({ dispatcherid: a.dispatcher.id, jobsiteid: a.site.id, priorityid: 2 });
    expect(String(detail.description)).not.toContain("script");
    const trades = await t.db.select().from(workOrderTrades).where(eq(workOrderTrades.workorderid, saved.id));
    expect(trades.map((x) => x.tradeid).sort()).toEqual([20, 34]);
    expect(await notesOf(saved.id)).toContain("Work order created.");
    expect((await mailTo(a.dispatcher.email)).map((m) => m.subject)).toContain(
      `Work Order ${saved.wonumber} - New Work Order`,
    );
    const mine = (await get(a.token, "/api/customerprofile/getworkorders/open?pageSize=100")).json() as {
      rows: Array<{ id: number }>;
    };
    expect(mine.rows.map((r) => r.id)).toContain(saved.id);
    const theirs = (await get(b.token, "/api/customerprofile/getworkorders/all?pageSize=100")).json() as {
      rows: Array<{ id: number }>;
    };
    expect(theirs.rows.map((r) => r.id)).not.toContain(saved.id);
  });

  it("refuses another customer's job site, other trades and a missing description, naming each field, writing nothing", async () => {
    const count = async () =>
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(workOrders)
        .where(eq(workOrders.customerid, a.customer.id));
    const body = await expectRefusedUnchanged(
      () =>
        post(a.token, "/api/customerprofile/saveworkorder", {
          jobsiteid: b.site.id,
          priorityid: 2,
          briefdescription: "x",
          tradeids: [1],
        }),
      400,
      "validation",
      count,
    );
    expect(Object.keys(body.fields ?? {})).toEqual(["tradeids"]);
    const site = await expectRefusedUnchanged(
      () =>
        post(a.token, "/api/customerprofile/saveworkorder", {
          jobsiteid: b.site.id,
          priorityid: 99,
          briefdescription: "x",
        }),
      400,
      "bad_request",
      count,
    );
    expect(site.fields).toMatchObject({ jobsiteid: expect.any(String), priorityid: expect.any(String) });
    const missing = expectRefusal(
      await post(a.token, "/api/customerprofile/saveworkorder", { priorityid: "abc" }),
      400,
      "validation",
    );
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(["briefdescription", "jobsiteid", "priorityid"]);
  });
});

describe("customer edit while open", () => {
  it("saves the customer's fields with a System note, keeps staff trades, refuses stale versions with 409", async () => {
    const d = (await get(a.token, `/api/customerprofile/getworkorder?id=${a.wo.id}`)).json() as {
      version: number;
      editable: boolean;
    };
    expect(d.editable).toBe(true);
    await t.db.insert(workOrderTrades).values({ workorderid: a.wo.id, tradeid: 1 });
    const res = await put(a.token, "/api/customerprofile/updateworkorder", {
      id: a.wo.id,
      version: d.version,
      jobsiteid: a.site.id,
      priorityid: 1,
      briefdescription: "Now urgent",
      tradeids: [33],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: a.wo.id, version: d.version + 1 });
    const trades = await t.db.select().from(workOrderTrades).where(eq(workOrderTrades.workorderid, a.wo.id));
    expect(trades.map((x) => x.tradeid).sort((x, y) => x - y)).toEqual([1, 33]);
    expect((await notesOf(a.wo.id)).some((n) => n.startsWith("Work order updated by the customer:"))).toBe(
      true,
    );
    await expectRefusedUnchanged(
      () =>
        put(a.token, "/api/customerprofile/updateworkorder", {
          id: a.wo.id,
          version: d.version,
          jobsiteid: a.site.id,
          priorityid: 1,
          briefdescription: "stale",
        }),
      409,
      "conflict",
      () => orderState(a.wo.id),
    );
  });

  it("refuses an Invoiced order as read-only", async () => {
    const { makeWorkOrder } = await import("../../test/factories.ts");
    const done = await makeWorkOrder(
      t.db,
      { customerid: a.customer.id, jobsiteid: a.site.id },
      { statusid: 10 },
    );
    await expectRefusedUnchanged(
      () =>
        put(a.token, "/api/customerprofile/updateworkorder", {
          id: done.id,
          version: done.version,
          jobsiteid: a.site.id,
          priorityid: 1,
          briefdescription: "late",
        }),
      400,
      "locked",
      () => orderState(done.id),
    );
    expectRefusal(
      await post(a.token, "/api/customerprofile/savenote", { workorderid: done.id, note: "hi" }),
      400,
      "locked",
    );
  });
});

describe("notes", () => {
  it("sends a plain-text System note mailed to the customer as typed (the page escapes it), never as markup", async () => {
    const wo = await makeWorkOrder(t.db, { customerid: a.customer.id, jobsiteid: a.site.id });
    const typed = `Reason: <img src=x onerror=alert(1)> & "quotes"`;
    await t.db.insert(workOrderNotes).values({
      workorderid: wo.id,
      note: typed,
      type: SYSTEM_NOTE_TYPE,
      typeid: NOTE_TYPE_ID.Other,
      pertainsto: PERTAINS_TO.Internal,
      includecustomer: true,
      createdbyname: "System",
    });
    const notes = (await get(a.token, `/api/customerprofile/notes/${wo.id}`)).json() as Array<{
      note: string;
      type: string;
    }>;
    expect(notes.find((n) => n.type === SYSTEM_NOTE_TYPE)?.note).toBe(typed);
    expect(noteAsHtml({ note: typed, type: SYSTEM_NOTE_TYPE })).not.toContain("<img");
  });

  it("shows only the notes meant for the customer, and the customer's own note reaches staff", async () => {
    const before = (await get(a.token, `/api/customerprofile/notes/${a.wo.id}`)).json() as Array<{
      note: string;
      type: string;
    }>;
    expect(before.every((n) => n.type === "Customer" || n.type === "Client and Vendor")).toBe(true);
    expect(JSON.stringify(before)).not.toContain("INTERNAL");
    const res = await post(a.token, "/api/customerprofile/savenote", {
      workorderid: a.wo.id,
      note: "<p>Gate code 1234</p>",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: "Customer", mine: true });
    const staff = (await get(admin, `/api/workorder/notes/${a.wo.id}`)).json() as Array<{ note: string }>;
    expect(staff.map((n) => n.note)).toContain("<p>Gate code 1234</p>");
    expect((await mailTo(a.dispatcher.email)).map((m) => m.subject)).toContain(
      `Work Order ${a.wo.wonumber} - Customer Note`,
    );
    expectRefusal(
      await post(a.token, "/api/customerprofile/savenote", { workorderid: a.wo.id, note: "<p> </p>" }),
      400,
      "validation",
    );
  });
});

describe("proposals", () => {
  it("lists completed proposals only, approves once (409 the second time), visible to staff at once", async () => {
    const list = (
      await get(a.token, `/api/customerprofile/proposals?workorderid=${a.wo.id}`)
    ).json() as CustomerProposal[];
    expect(list.map((p) => p.id).sort()).toEqual([a.completed.id, a.second.id].sort());
    const p = list.find((x) => x.id === a.completed.id);
    expect(p).toMatchObject({
      status: "Complete",
      canapprove: true,
      canreject: true,
      details: [{ description: "Labor" }],
    });
    const decide = (proposalStatusId: number, version: number, note?: string) =>
      post(a.token, "/api/customerprofile/updateproposalstatus", {
        proposalId: a.completed.id,
        proposalStatusId,
        version,
        note,
      });
    const res = await decide(3, p?.version ?? 0);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CustomerProposal[]).find((x) => x.id === a.completed.id)).toMatchObject({
      status: "Approved",
      approvedbycustomer: true,
      canapprove: false,
      canreject: false,
    });
    const staff = (await get(admin, `/api/workorder/proposals?workorderid=${a.wo.id}`)).json() as Array<
      Record<string, unknown>
    >;
    expect(staff.find((x) => x.id === a.completed.id)).toMatchObject({
      status: "Approved",
      approvedbycustomer: true,
    });
    expect((await notesOf(a.wo.id)).some((n) => /approved by the customer/.test(n))).toBe(true);
    expect((await mailTo(a.dispatcher.email)).map((m) => m.subject)).toContain(
      `Work Order ${a.wo.wonumber} - Proposal Approved`,
    );
    const after = await proposalRow(a.completed.id);
    for (const [id, v] of [
      [3, after?.version ?? 0],
      [4, after?.version ?? 0],
    ] as const)
      await expectRefusedUnchanged(
        () => decide(id, v, "changed my mind"),
        409,
        "conflict",
        () => proposalRow(a.completed.id),
      );
  });

  it("rejects with a required reason that staff see; a draft answers 404", async () => {
    const row = await proposalRow(a.second.id);
    const noReason = await expectRefusedUnchanged(
      () =>
        post(a.token, "/api/customerprofile/updateproposalstatus", {
          proposalId: a.second.id,
          proposalStatusId: 4,
          version: row?.version,
          note: " ",
        }),
      400,
      "validation",
      () => proposalRow(a.second.id),
    );
    expect(noReason.fields).toMatchObject({ note: "Rejection Information is required." });
    const res = await post(a.token, "/api/customerprofile/updateproposalstatus", {
      proposalId: a.second.id,
      proposalStatusId: 4,
      version: row?.version,
      note: "Too expensive for this quarter",
    });
    expect(res.statusCode, res.body).toBe(200);
    const staff = (await get(admin, `/api/workorder/proposals?workorderid=${a.wo.id}`)).json() as Array<
      Record<string, unknown>
    >;
    expect(staff.find((x) => x.id === a.second.id)).toMatchObject({
      status: "Rejected",
      rejectedbycustomer: true,
      customerrejectionnote: "Too expensive for this quarter",
    });
    expect(
      (await notesOf(a.wo.id)).some((n) =>
        n.includes("Rejection Information: Too expensive for this quarter"),
      ),
    ).toBe(true);
    const draft = await proposalRow(a.draft.id);
    await expectRefusedUnchanged(
      () =>
        post(a.token, "/api/customerprofile/updateproposalstatus", {
          proposalId: a.draft.id,
          proposalStatusId: 3,
          version: draft?.version,
        }),
      404,
      "not_found",
      () => proposalRow(a.draft.id),
    );
    expectRefusal(
      await post(a.token, "/api/customerprofile/generateproposal", {
        proposalid: a.draft.id,
        format: "html",
      }),
      404,
      "not_found",
    );
  });

  it("previews and downloads a completed proposal as HTML and PDF", async () => {
    const html = await post(a.token, "/api/customerprofile/generateproposal", {
      proposalid: a.completed.id,
      format: "html",
    });
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.body).toContain("PROPOSAL");
    const pdf = await post(a.token, "/api/customerprofile/generateproposal", { proposalid: a.completed.id });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("invoices", () => {
  it("shows approved invoices only, with preview and PDF; drafts answer 404", async () => {
    const list = (
      await get(a.token, `/api/customerprofile/invoices?workorderid=${a.wo.id}`)
    ).json() as Array<{ id: number; amount: number }>;
    expect(list.map((i) => i.id)).toEqual([a.approvedInvoice.id]);
    expect(list[0]?.amount).toBe(80);
    const html = await post(a.token, "/api/customerprofile/generateinvoice", {
      invoiceid: a.approvedInvoice.id,
      format: "html",
    });
    expect(html.body).toContain("INVOICE");
    const pdf = await post(a.token, "/api/customerprofile/generateinvoice", {
      invoiceid: a.approvedInvoice.id,
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expectRefusal(
      await post(a.token, "/api/customerprofile/generateinvoice", { invoiceid: a.draftInvoice.id }),
      404,
      "not_found",
    );
    const mine = (await get(a.token, "/api/customerprofile/myinvoices/approved")).json() as Array<{
      id: number;
    }>;
    expect(mine.map((i) => i.id)).toContain(a.approvedInvoice.id);
    expect(mine.map((i) => i.id)).not.toContain(b.approvedInvoice.id);
  });
});

describe("attachments", () => {
  it("lists what staff shared, not vendor paperwork; uploads the customer's types only", async () => {
    const list = (
      await get(a.token, `/api/customerprofile/attachments?workorderid=${a.wo.id}`)
    ).json() as Array<{ id: number }>;
    expect(list.map((x) => x.id)).toContain(a.sharedFile.id);
    expect(list.map((x) => x.id)).not.toContain(a.vendorInvoiceFile.id);
    expectRefusal(
      await get(a.token, `/api/workorder/attachment/${a.vendorInvoiceFile.id}/download`),
      404,
      "not_found",
    );
    expect((await get(a.token, `/api/workorder/attachment/${a.sharedFile.id}/download`)).statusCode).toBe(
      200,
    );
    const up = await t.call(a.token, {
      method: "POST",
      url: "/api/customerprofile/attachfile",
      ...multipartBody({ workorderid: a.wo.id, attachmenttypeid: 9 }, [
        { name: "leak.png", content: SAMPLES.png },
      ]),
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject([{ displayname: "leak.png", attachmenttype: "Vendor Photo" }]);
    const files = async () =>
      (
        await t.db
          .select({ id: workOrderAttachments.id })
          .from(workOrderAttachments)
          .where(eq(workOrderAttachments.workorderid, a.wo.id))
      ).length;
    const bad = await expectRefusedUnchanged(
      () =>
        t.call(a.token, {
          method: "POST",
          url: "/api/customerprofile/attachfile",
          ...multipartBody({ workorderid: a.wo.id, attachmenttypeid: 7, workordervendorid: 1 }, [
            { name: "x.pdf", content: SAMPLES.pdf },
          ]),
        }),
      400,
      "bad_request",
      files,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["attachmenttypeid", "workordervendorid"]);
  });
});

describe("invoices export (spec 2 §2: export including selected data)", () => {
  const sheet = async (raw: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(raw as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]?.eachRow((r) => {
      rows.push((r.values as unknown[]).slice(1));
    });
    return rows;
  };
  it("exports the order's invoices the customer sees, or the selected ones, as {wonumber}_invoices.xlsx", async () => {
    const all = await get(a.token, `/api/customerprofile/invoices/export?workorderid=${a.wo.id}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers["content-disposition"]).toContain(`${a.wo.wonumber}_invoices.xlsx`);
    const rows = await sheet(all.rawPayload);
    expect(rows[0]).toEqual([
      "Invoice #",
      "Work Order #",
      "Invoice Amount",
      "Invoice Date",
      "Due Date",
      "Note",
    ]);
    // Approved invoices only: the draft never leaves the server.
    expect(rows.slice(1).map((r) => r[2])).toEqual([80]);
    const selected = await get(
      a.token,
      `/api/customerprofile/invoices/export?workorderid=${a.wo.id}&ids=${a.approvedInvoice.id}`,
    );
    expect((await sheet(selected.rawPayload)).length).toBe(2);
  });
  it("refuses a draft invoice's id (404) and a bad id (400 naming ids)", async () => {
    expectRefusal(
      await get(
        a.token,
        `/api/customerprofile/invoices/export?workorderid=${a.wo.id}&ids=${a.draftInvoice.id}`,
      ),
      404,
      "not_found",
    );
    const bad = expectRefusal(
      await get(a.token, `/api/customerprofile/invoices/export?workorderid=${a.wo.id}&ids=1x`),
      400,
      "validation",
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(["ids.0"]);
  });
});

/** Every customer call on the OTHER customer's rows: 404, and nothing changes. */
describe("second-customer isolation", () => {
  const state = async () => ({
    order: await orderState(a.wo.id),
    proposals: await t.db.select().from(customerProposals).where(eq(customerProposals.workorderid, a.wo.id)),
    files: await t.db
      .select({ id: workOrderAttachments.id })
      .from(workOrderAttachments)
      .where(and(eq(workOrderAttachments.workorderid, a.wo.id))),
  });
  const calls: Array<[string, () => Promise<import("fastify").LightMyRequestResponse>]> = [
    ["getworkorder", () => get(b.token, `/api/customerprofile/getworkorder?id=${a.wo.id}`)],
    [
      "updateworkorder",
      () =>
        put(b.token, "/api/customerprofile/updateworkorder", {
          id: a.wo.id,
          version: 1,
          jobsiteid: b.site.id,
          priorityid: 1,
          briefdescription: "hijack",
        }),
    ],
    ["notes", () => get(b.token, `/api/customerprofile/notes/${a.wo.id}`)],
    [
      "savenote",
      () => post(b.token, "/api/customerprofile/savenote", { workorderid: a.wo.id, note: "hijack" }),
    ],
    ["proposals", () => get(b.token, `/api/customerprofile/proposals?workorderid=${a.wo.id}`)],
    [
      "updateproposalstatus",
      () =>
        post(b.token, "/api/customerprofile/updateproposalstatus", {
          proposalId: a.completed.id,
          proposalStatusId: 4,
          version: 1,
          note: "no",
        }),
    ],
    [
      "generateproposal",
      () => post(b.token, "/api/customerprofile/generateproposal", { proposalid: a.completed.id }),
    ],
    ["invoices", () => get(b.token, `/api/customerprofile/invoices?workorderid=${a.wo.id}`)],
    [
      "generateinvoice",
      () =>
        post(b.token, "/api/customerprofile/generateinvoice", {
          invoiceid: a.approvedInvoice.id,
          format: "html",
        }),
    ],
    ["invoices/export", () => get(b.token, `/api/customerprofile/invoices/export?workorderid=${a.wo.id}`)],
    [
      "invoices/export of another's invoice on one's own order",
      () =>
        get(
          b.token,
          `/api/customerprofile/invoices/export?workorderid=${b.wo.id}&ids=${a.approvedInvoice.id}`,
        ),
    ],
    ["attachments", () => get(b.token, `/api/customerprofile/attachments?workorderid=${a.wo.id}`)],
    [
      "attachfile",
      () =>
        t.call(b.token, {
          method: "POST",
          url: "/api/customerprofile/attachfile",
          ...multipartBody({ workorderid: a.wo.id, attachmenttypeid: 9 }, [
            { name: "p.png", content: SAMPLES.png },
          ]),
        }),
    ],
    ["download", () => get(b.token, `/api/workorder/attachment/${a.sharedFile.id}/download`)],
    ["zip", () => post(b.token, "/api/workorder/attachments/zip", { ids: [a.sharedFile.id] })],
  ];
  it.each(calls)("%s on another customer's order answers 404 and changes nothing", async (_name, send) => {
    await expectRefusedUnchanged(send, 404, "not_found", state);
  });

  it("keeps the lists and the hidden My Proposals list to the caller's own rows", async () => {
    const ids = (await (await get(b.token, "/api/customerprofile/myproposals/open")).json()) as Array<{
      id: number;
    }>;
    expect(ids.map((p) => p.id)).not.toContain(a.completed.id);
    expect(ids.map((p) => p.id)).toContain(b.completed.id);
    const profile = (await get(b.token, "/api/customerprofile/profile")).json() as {
      id: number;
      jobsites: Array<{ jobsiteid: number }>;
    };
    expect(profile.id).toBe(b.customer.id);
    expect(profile.jobsites.map((s) => s.jobsiteid)).toEqual([b.site.id]);
    const lists = (await get(b.token, "/api/customerprofile/getlists")).json() as {
      jobsites: Array<{ jobsiteid: number }>;
      tradetypes: Array<{ tradeid: number }>;
    };
    expect(lists.jobsites.map((s) => s.jobsiteid)).toEqual([b.site.id]);
    expect(lists.tradetypes.map((x) => x.tradeid).sort((x, y) => x - y)).toEqual([20, 33, 34, 50]);
  });
});
