import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  customerProposals,
  vendorProposalLabor,
  vendorProposalMaterials,
  vendorProposalOther,
  vendorProposals,
  workOrderVendors,
} from "../../db/schema/index.ts";
import {
  makeVendor,
  makeVendorLine,
  makeVendorProposal,
  makeWorkOrder,
  signIn,
} from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { workOrderState } from "../../test/work-order-state.ts";

const { t, token, customerid, jobsiteid } = await useWorkOrderFile();

type VendorProposal = {
  id: number;
  proposalamount: number;
  proposalstatus: string;
  proposalstatusid: number;
};

/** A work order with one vendor line (quoted $100) and a submitted proposal: labor 2 techs × 3 h × $50 OT, etc. */
const setup = async (statusid = 2) => {
  const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
  const v = await makeVendor(t.db);
  const line = await makeVendorLine(t.db, wo, v.id, { quotedamount: "100" });
  const p = await makeVendorProposal(t.db, line, {
    proposalstatusid: statusid,
    description: "Replace compressor",
    note: "Internal: our margin on this job is thin",
  });
  // labor: 50 × 3 h × 2 techs × 1.5 = 450.00; material: 12.50 × 4 = 50.00; other: 35.00 × 1 = 35.00
  await t.db.insert(vendorProposalLabor).values({
    proposalid: p.id,
    skilllevelid: 2,
    typeid: 2,
    numberoftechs: 2,
    hourlyrate: "50",
    numberofhours: "3",
  });
  await t.db
    .insert(vendorProposalMaterials)
    .values({ proposalid: p.id, description: "Capacitor", uomid: 1, unitprice: "12.50", quantity: "4" });
  await t.db
    .insert(vendorProposalOther)
    .values({ proposalid: p.id, typeid: 1, description: "Disposal", unitprice: "35", quantity: "1" });
  return { wo, v, line, p };
};
const storedVersion = async (proposalId: number) =>
  (await t.db.select().from(vendorProposals).where(eq(vendorProposals.id, proposalId)))[0]?.version ?? 1;
/** A status change with the proposal's current version (what the web sends). */
const setStatus = async (proposalId: number, proposalStatusId: number, note?: string) =>
  t.call(token, {
    method: "PUT",
    url: "/api/workorder/vendorproposalstatus",
    payload: { proposalId, proposalStatusId, note, version: await storedVersion(proposalId) },
  });

describe("Vendor-submitted proposals", () => {
  it("lists submitted proposals with the amount from labor, materials and other", async () => {
    const { wo, p } = await setup();
    const res = await t.call(token, {
      method: "GET",
      url: `/api/workorder/vendorproposals?workorderid=${wo.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ id: p.id, proposalamount: 535, proposalstatus: "Waiting" }]);
    const draft = await setup(1);
    const none = await t.call(token, {
      method: "GET",
      url: `/api/workorder/vendorproposals?workorderid=${draft.wo.id}`,
    });
    expect(none.json()).toEqual([]);
  });

  it("approve (3) updates the vendor line's quoted amount and reports from/to", async () => {
    const { wo, p, line } = await setup();
    const res = await setStatus(p.id, 3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      quotedamount: { from: 100, to: 535, changed: true },
      proposals: [{ id: p.id, proposalstatusid: 3, proposalstatus: "Approved" }],
    });
    const [after] = await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.id, line.id));
    expect(after?.quotedamount).toBe("535.00");
    await expectRefusedUnchanged(
      () => setStatus(p.id, 3),
      400,
      "invalid_state",
      () => workOrderState(t.db, wo.id),
    );
  });

  it("requires the version: missing names version (400), stale answers 409; nothing changes", async () => {
    const { p, line } = await setup();
    const call = (payload: Record<string, unknown>) =>
      t.call(token, {
        method: "PUT",
        url: "/api/workorder/vendorproposalstatus",
        payload: { proposalId: p.id, proposalStatusId: 3, ...payload },
      });
    const missing = await call({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: "validation", fields: { version: expect.any(String) } });
    const stale = await call({ version: p.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: "conflict" });
    const [row] = await t.db.select().from(vendorProposals).where(eq(vendorProposals.id, p.id));
    expect(row).toMatchObject({ proposalstatusid: 2, version: p.version });
    const [after] = await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.id, line.id));
    expect(after?.quotedamount).toBe(line.quotedamount);
  });

  it("reject (4) needs a note; both need exactly one vendor attached", async () => {
    const { wo, p } = await setup();
    const noNote = await setStatus(p.id, 4);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ error: "validation" });
    expect((noNote.json() as { fields: Record<string, string> }).fields).toEqual({
      note: "Rejection note is required.",
    });
    await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid: (await makeVendor(t.db)).id });
    const two = await setStatus(p.id, 4, "Too expensive");
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({
      error: "invalid_state",
      message: "Approve and reject need exactly one vendor attached to the work order.",
    });
    const single = await setup();
    const ok = await setStatus(single.p.id, 4, "Too expensive");
    expect((ok.json() as { proposals: VendorProposal[] }).proposals[0]).toMatchObject({
      proposalstatusid: 4,
      rejectionnote: "Too expensive",
    });
    await expectRefusedUnchanged(
      () => setStatus(single.p.id, 5, "x"),
      400,
      "validation",
      () => workOrderState(t.db, single.wo.id),
    );
  });

  it("a vendor that declined the order does not count as attached: the proposal of the one on it is decided (issue 32)", async () => {
    const { wo, p } = await setup();
    await t.db.insert(workOrderVendors).values({
      workorderid: wo.id,
      vendorid: (await makeVendor(t.db)).id,
      declinedat: new Date(),
      declinereason: "Too far",
    });
    const ok = await setStatus(p.id, 4, "Too expensive");
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { proposals: VendorProposal[] }).proposals[0]).toMatchObject({
      proposalstatusid: 4,
    });
  });

  it("converts to a customer proposal with labor, material and other lines at the default 30% margin", async () => {
    const { p, line } = await setup();
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/convertvendorproposal",
      payload: { proposalid: p.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cp = res.json() as {
      quotedamount: number;
      margin: number;
      amount: number;
      workordervendorid: number;
      status: string;
      details: Array<{ itemtypeid: number; quantity: number; rate: number; total: number }>;
    };
    // 450 / 0.7 = 642.86; 12.50 / 0.7 = 17.86 × 4 = 71.44; 35 / 0.7 = 50.00
    expect(cp).toMatchObject({
      quotedamount: 535,
      margin: 30,
      workordervendorid: line.id,
      status: "In Progress",
    });
    expect(cp.details.map((d) => [d.itemtypeid, d.quantity, d.rate, d.total])).toEqual([
      [1, 1, 642.86, 642.86],
      [2, 4, 17.86, 71.44],
      [4, 1, 50, 50],
    ]);
    expect(cp.amount).toBe(764.3);
    // Issue 29: customer-facing fields only; the vendor's note and proposal number stay behind.
    const [stored] = await t.db
      .select()
      .from(customerProposals)
      .where(eq(customerProposals.workorderid, p.workorderid));
    expect(stored).toMatchObject({ proposalnumber: null, notes: null, scopeofwork: "Replace compressor" });
    expect(JSON.stringify(res.json())).not.toContain(p.proposalnumber);
    expect(JSON.stringify(res.json())).not.toContain("margin on this job");
  });

  it("keeps these calls to staff", async () => {
    const { wo } = await setup();
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/workorder/vendorproposals?workorderid=${wo.id}` },
      allowed: STAFF,
    });
    const { p } = await setup();
    const vendor = (await signIn(t, { roles: ["Vendor"], vendorid: (await makeVendor(t.db)).id })).token;
    const res = await t.call(vendor, {
      method: "POST",
      url: "/api/workorder/convertvendorproposal",
      payload: { proposalid: p.id },
    });
    expectRefusal(res, 403, "forbidden");
  });
});
