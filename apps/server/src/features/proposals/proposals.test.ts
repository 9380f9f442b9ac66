import { STATUS } from "@fm/domain";
import { and, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { customerProposals, workOrderNotes, workOrders } from "../../db/schema/index.ts";
import { makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { workOrderState } from "../../test/work-order-state.ts";

const { t, token, customerid, jobsiteid } = await useWorkOrderFile({ customer: { termid: 30 } });

type Item = { id: number; total: number; subtotal: number; taxes: number };
type Proposal = {
  id: number;
  version: number;
  amount: number;
  grandtotal: number;
  subtotal: number;
  taxes: number;
  status: string;
  iscomplete: boolean;
  isapproved: boolean;
  isrejected: boolean;
  details: Item[];
  invoiceid: number | null;
};
type Invoice = { id: number; amount: number; proposalid: number; invoicenumber: string; details: Item[] };

const newWo = () => makeWorkOrder(t.db, { customerid, jobsiteid }, { ponumber: "PO-778" });
const save = (workorderid: number, over: Record<string, unknown> = {}) =>
  t.call(token, {
    method: "POST",
    url: "/api/workorder/saveproposal",
    payload: { workorderid, quotedamount: 700, scopeofwork: "<p>Replace the unit</p>", ...over },
  });
const created = async (workorderid: number, over: Record<string, unknown> = {}) => {
  const res = await save(workorderid, over);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Proposal;
};
const storedProposal = async (id: number) =>
  (await t.db.select().from(customerProposals).where(eq(customerProposals.id, id)))[0];
/** A status action with the proposal's current version (what the web sends). */
const act = async (action: string, id: number) => {
  const version = (await storedProposal(id))?.version ?? 1;
  return t.call(token, {
    method: "PUT",
    url: `/api/workorder/${action}proposal?id=${id}&version=${version}`,
  });
};
const update = (p: Proposal, over: Record<string, unknown> = {}) =>
  t.call(token, {
    method: "PUT",
    url: "/api/workorder/updateproposal",
    payload: { id: p.id, version: p.version, quotedamount: 700, scopeofwork: "<p>Replace</p>", ...over },
  });
const LINES = [
  { itemtypeid: 1, description: "Labor", quantity: 3, rate: 19.99, taxrate: 8.25 },
  { itemtypeid: 2, description: "Filter", quantity: 1.5, rate: 33.33, taxrate: 8.25, uomid: 1 },
];

describe("Customer proposals", () => {
  it("prices a $700 quote at the default 30% margin at $1,000.00, In Progress, with a System note", async () => {
    const wo = await newWo();
    const p = await created(wo.id);
    expect(p).toMatchObject({ amount: 1000, grandtotal: 1000, status: "In Progress", details: [] });
    const at45 = await created(wo.id, { quotedamount: 550, margin: 45 });
    expect(at45.amount).toBe(1000);
    const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, wo.id));
    expect(notes.map((n) => n.note)).toContain(`Customer proposal #${p.id} added: $1000.00.`);
    const list = await t.call(token, { method: "GET", url: `/api/workorder/proposals?workorderid=${wo.id}` });
    expect((list.json() as Proposal[]).map((x) => x.id)).toEqual([at45.id, p.id]);
  });

  it("validates quoted amount, scope of work and the 10–100 margin, naming every field", async () => {
    const wo = await newWo();
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/saveproposal",
      payload: { workorderid: wo.id, margin: 5, scopeofwork: "<p> </p>" },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(["margin", "quotedamount", "scopeofwork"]);
    expect(fields.scopeofwork).toBe("Scope of Work is required.");
  });

  it("prices a proposal with items at their document totals, exact to the cent, and answers 409 when stale", async () => {
    const wo = await newWo();
    const p = await created(wo.id);
    const res = await update(p, { items: LINES });
    expect(res.statusCode, res.body).toBe(200);
    const u = res.json() as Proposal;
    // 3 × 19.99 = 59.97 + 4.95 tax; 1.5 × 33.33 = 50.00 (49.995 half up) + 4.13 tax
    expect(u).toMatchObject({ subtotal: 109.97, taxes: 9.08, amount: 119.05, version: 2 });
    expect(u.details.map((d) => d.total)).toEqual([64.92, 54.13]);
    await expectRefusedUnchanged(
      () => update(p, { items: [] }),
      409,
      "conflict",
      () => workOrderState(t.db, wo.id),
    );
    // keep the first line, drop the second
    const kept = await update(u, { items: [{ ...LINES[0], id: u.details[0]?.id }] });
    expect((kept.json() as Proposal).details.map((d) => d.id)).toEqual([u.details[0]?.id]);
    const item = await t.call(token, {
      method: "DELETE",
      url: `/api/workorder/removeproposalitem?id=${u.details[0]?.id}`,
    });
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({ details: [], amount: 1000 });
  });

  it("follows spec 2 §4: approve only after complete; approved proposals lock their items", async () => {
    const wo = await newWo();
    const p = await created(wo.id, { items: LINES });
    const early = await act("approve", p.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: "invalid_state",
      message: "Cannot approve this proposal: complete it first.",
    });
    expect((await act("reject", p.id)).statusCode).toBe(400);
    const done = await act("complete", p.id);
    expect(done.json()).toMatchObject({ status: "Complete", iscomplete: true });
    await expectRefusedUnchanged(
      () => act("complete", p.id),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    const approved = (await act("approve", p.id)).json() as Proposal;
    expect(approved).toMatchObject({ status: "Approved", isapproved: true });
    await expectRefusedUnchanged(
      () => act("approve", p.id),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    await expectRefusedUnchanged(
      () => update(approved, { items: [] }),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    const rm = await t.call(token, {
      method: "DELETE",
      url: `/api/workorder/removeproposalitem?id=${approved.details[0]?.id}`,
    });
    expectRefusal(rm, 400, "invalid_state");
    const del = await t.call(token, { method: "DELETE", url: `/api/workorder/removeproposal?id=${p.id}` });
    expectRefusal(del, 400, "invalid_state");
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(row?.proposalamount).toBe("119.05");
  });

  it("rejects a complete proposal, which then locks; a rejected proposal can be removed", async () => {
    const wo = await newWo();
    const p = await created(wo.id, { items: LINES });
    await act("complete", p.id);
    const rejected = (await act("reject", p.id)).json() as Proposal;
    expect(rejected).toMatchObject({ status: "Rejected", isrejected: true });
    await expectRefusedUnchanged(
      () => act("reject", p.id),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    await expectRefusedUnchanged(
      () => act("approve", p.id),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    await expectRefusedUnchanged(
      () => update(rejected),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    const rm = await t.call(token, {
      method: "DELETE",
      url: `/api/workorder/removeproposalitem?id=${rejected.details[0]?.id}`,
    });
    expectRefusal(rm, 400, "invalid_state");
    const del = await t.call(token, { method: "DELETE", url: `/api/workorder/removeproposal?id=${p.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toBe(true);
  });

  it("clones a proposal with its lines as a new In Progress proposal", async () => {
    const wo = await newWo();
    const p = await created(wo.id, { items: LINES });
    await act("complete", p.id);
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/cloneproposal",
      payload: { proposalId: p.id },
    });
    const list = res.json() as Proposal[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ status: "In Progress", amount: 119.05 });
    expect(list[0]?.details).toHaveLength(2);
  });

  it("creates an invoice only from an approved proposal, once, and keeps the work-order amounts", async () => {
    const wo = await newWo();
    const p = await created(wo.id, { items: LINES });
    const convert = () =>
      t.call(token, { method: "POST", url: "/api/workorder/convertproposal", payload: { id: p.id } });
    await expectRefusedUnchanged(
      () => convert(),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    await act("complete", p.id);
    await expectRefusedUnchanged(
      () => convert(),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
    await act("approve", p.id);
    const res = await convert();
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json() as Invoice;
    expect(inv).toMatchObject({ amount: 119.05, proposalid: p.id, invoicenumber: `${wo.wonumber}-1` });
    expect(inv.details.map((d) => d.total)).toEqual([64.92, 54.13]);
    await expectRefusedUnchanged(
      () => convert(),
      409,
      "duplicate",
      () => workOrderState(t.db, wo.id),
    );
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(row).toMatchObject({ invoiceamount: "119.05", proposalamount: "119.05" });
    const list = await t.call(token, { method: "GET", url: `/api/workorder/proposals?workorderid=${wo.id}` });
    expect((list.json() as Proposal[])[0]?.invoiceid).toBe(inv.id);
    // a proposal without lines invoices its proposed amount as one line
    const plain = await created(wo.id);
    await act("complete", plain.id);
    await act("approve", plain.id);
    const one = await t.call(token, {
      method: "POST",
      url: "/api/workorder/convertproposal",
      payload: { id: plain.id },
    });
    expect(one.json()).toMatchObject({ amount: 1000, invoicenumber: `${wo.wonumber}-2` });
  });

  it("refuses adding, editing and deleting proposals on Invoiced and Cancelled work orders", async () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const wo = await newWo();
      const p = await created(wo.id);
      await t.db.update(workOrders).set({ statusid }).where(eq(workOrders.id, wo.id));
      const add = await save(wo.id);
      expect(add.statusCode).toBe(400);
      expect((add.json() as { fields: Record<string, string> }).fields).toEqual({
        workorderid: "work order is read-only",
      });
      expect(add.json()).toMatchObject({ error: "locked" });
      await expectRefusedUnchanged(
        () => update(p),
        400,
        "locked",
        () => workOrderState(t.db, wo.id),
      );
      await expectRefusedUnchanged(
        () => act("complete", p.id),
        400,
        "locked",
        () => workOrderState(t.db, wo.id),
      );
      const del = await t.call(token, { method: "DELETE", url: `/api/workorder/removeproposal?id=${p.id}` });
      expectRefusal(del, 400, "locked");
      expect(await storedProposal(p.id)).toMatchObject({ version: p.version, iscomplete: false });
    }
  });

  it("requires the version on status actions: missing names version (400), stale answers 409", async () => {
    const wo = await newWo();
    const p = await created(wo.id);
    const missing = await t.call(token, { method: "PUT", url: `/api/workorder/completeproposal?id=${p.id}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: "validation", fields: { version: expect.any(String) } });
    const stale = await t.call(token, {
      method: "PUT",
      url: `/api/workorder/completeproposal?id=${p.id}&version=${p.version + 1}`,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: "conflict" });
    expect(await storedProposal(p.id)).toMatchObject({ version: p.version, iscomplete: false });
  });

  it("renders the proposal as HTML preview, PDF and Word with the same total", async () => {
    const wo = await newWo();
    const p = await created(wo.id, { externalproposalnumber: "CP-9" });
    const gen = (format: string) =>
      t.call(token, {
        method: "POST",
        url: "/api/workorder/generatewoproposal",
        payload: { proposalid: p.id, format },
      });
    const html = await gen("html");
    expect(html.headers["content-type"]).toContain("text/html");
    for (const s of [
      "FM Dispatch",
      "PROPOSAL",
      wo.wonumber,
      "PO-778",
      "CP-9",
      "Replace the unit",
      "$1,000.00",
    ])
      expect(html.body).toContain(s);
    const pdf = await gen("pdf");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="${wo.wonumber}_proposal_CP-9.pdf"`,
    );
    const preview = await t.call(token, {
      method: "POST",
      url: "/api/workorder/generatewoproposal",
      payload: { proposalId: p.id, preview: true },
    });
    expect(preview.body).toBe(html.body);
    const docx = await gen("docx");
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(docx.rawPayload))["word/document.xml"]);
    expect(xml).toContain("$1,000.00");
    expect(xml).toContain(wo.wonumber);
  });

  it("keeps these calls to staff with read:workorders / update:workorder", async () => {
    const wo = await newWo();
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/workorder/proposals?workorderid=${wo.id}` },
      allowed: STAFF,
    });
    await expectPermissionMatrix(t, {
      request: {
        method: "POST",
        url: "/api/workorder/saveproposal",
        payload: { workorderid: wo.id, quotedamount: 100, scopeofwork: "x" },
      },
      allowed: STAFF,
    });
    const p = await created(wo.id);
    await expectPermissionMatrix(t, {
      request: {
        method: "POST",
        url: "/api/workorder/generatewoproposal",
        payload: { proposalid: p.id, format: "html" },
      },
      allowed: STAFF,
    });
    const reader = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:workorders"] })).token;
    const res = await t.call(reader, {
      method: "PUT",
      url: `/api/workorder/completeproposal?id=${p.id}&version=${p.version}`,
    });
    expectRefusal(res, 403, "forbidden");
    const notes = await t.db
      .select()
      .from(workOrderNotes)
      .where(and(eq(workOrderNotes.workorderid, wo.id), eq(workOrderNotes.type, "System")));
    expect(notes.length).toBeGreaterThan(0);
  });
});
