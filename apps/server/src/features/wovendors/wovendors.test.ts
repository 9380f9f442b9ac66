import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  customerVendorExclusions,
  dispatchVendors,
  vendorTrades,
  vendorZips,
  workOrderNotes,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import {
  makeDispatchHistory,
  makeJobSite,
  makeVendor,
  makeWorkOrder,
  signIn,
  uid,
} from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";

// Austin, TX
const { t, token, customerid, jobsiteid } = await useWorkOrderFile({
  jobsite: { latitude: 30.2672, longitude: -97.7431 },
});

type Line = {
  id: number;
  vendorid: number;
  version: number;
  isapproved: boolean;
  status: string | null;
  quotedamount: number;
};
const attach = (workorderid: number, vendorid: number, as = token) =>
  t.call(as, { method: "POST", url: "/api/workorder/savevendor", payload: { workorderid, vendorid } });

describe("Select Vendor", () => {
  it("lists vendors of the trades with distances, dispatch priority first, and who may be attached", async () => {
    const tradeid = 17;
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const tag = uid();
    const near = await makeVendor(t.db, { name: `Near ${tag}`, latitude: 30.3, longitude: -97.75 });
    const far = await makeVendor(t.db, { name: `Far ${tag}`, latitude: 32.7767, longitude: -96.797 });
    const preferred = await makeVendor(t.db, {
      name: `Preferred ${tag}`,
      latitude: 29.4241,
      longitude: -98.4936,
    });
    const tier6 = await makeVendor(t.db, {
      name: `Tier6 ${tag}`,
      tierid: 6,
      latitude: 30.27,
      longitude: -97.74,
    });
    const excluded = await makeVendor(t.db, { name: `Excluded ${tag}`, latitude: 30.27, longitude: -97.74 });
    for (const v of [near, far, preferred, tier6, excluded])
      await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid });
    await t.db.insert(dispatchVendors).values({ tradeid, vendorid: preferred.id, priority: 1 });
    await t.db.insert(customerVendorExclusions).values({ customerid, vendorid: excluded.id });
    const res = await t.call(token, {
      method: "GET",
      url: `/api/workorder/getvendorsbytrades?workorderId=${wo.id}&tradeIds=${tradeid}&search=${tag}&pageSize=50`,
    });
    expect(res.statusCode).toBe(200);
    const rows = (
      res.json() as {
        rows: Array<{
          id: number;
          distancefromjob: number;
          canattach: boolean;
          dispatchpriority: number | null;
        }>;
      }
    ).rows;
    expect(rows[0]?.id).toBe(preferred.id);
    expect(rows.map((r) => r.id).slice(-1)).toEqual([far.id]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(near.id)?.distancefromjob).toBeCloseTo(2.4, 0);
    expect(byId.get(far.id)?.distancefromjob).toBeGreaterThan(180);
    expect(byId.get(tier6.id)?.canattach).toBe(false);
    expect(byId.get(excluded.id)?.canattach).toBe(false);
    expect(byId.get(near.id)?.canattach).toBe(true);
    const bydistance = await t.call(token, {
      method: "GET",
      url: `/api/workorder/getvendorsbytrades?workorderId=${wo.id}&tradeIds=${tradeid}&search=${tag}&sort=distance`,
    });
    expect(
      (bydistance.json() as { rows: Array<{ distancefromjob: number }> }).rows.map((r) => r.distancefromjob),
    ).toEqual(
      [
        ...(bydistance.json() as { rows: Array<{ distancefromjob: number }> }).rows.map(
          (r) => r.distancefromjob,
        ),
      ].sort((a, b) => a - b),
    );
  });

  it("ranks a vendor whose imported coverage ZIPs include the site's ZIP before nearer vendors that do not", async () => {
    const tradeid = 18;
    const site = await makeJobSite(t.db, customerid, {
      postalcode: "78702",
      latitude: 30.26,
      longitude: -97.72,
    });
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid: site.id });
    const tag = uid();
    const near = await makeVendor(t.db, { name: `Near ${tag}`, latitude: 30.27, longitude: -97.73 });
    const covering = await makeVendor(t.db, { name: `Covering ${tag}`, latitude: 32.78, longitude: -96.8 });
    const elsewhere = await makeVendor(t.db, { name: `Elsewhere ${tag}`, latitude: 30.3, longitude: -97.75 });
    for (const v of [near, covering, elsewhere])
      await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid });
    await t.db.insert(vendorZips).values([
      { vendorid: covering.id, zipcode: "78702" },
      { vendorid: elsewhere.id, zipcode: "78701" },
    ]);
    for (const sort of ["priority", "distance"]) {
      const res = await t.call(token, {
        method: "GET",
        url: `/api/workorder/getvendorsbytrades?workorderId=${wo.id}&tradeIds=${tradeid}&search=${tag}&sort=${sort}`,
      });
      const rows = (res.json() as { rows: Array<{ id: number; coversjobsite: boolean }> }).rows;
      expect(rows.map((r) => [r.id, r.coversjobsite])).toEqual([
        [covering.id, true],
        [near.id, false],
        [elsewhere.id, false],
      ]);
    }
  });

  it("weighs the scorecard: a better-scoring vendor ranks above an otherwise equal one, and overtakes a nearer one within its miles", async () => {
    const tradeid = 19;
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const tag = uid();
    // Three vendors at the same priority (none) and coverage; good and neutral ≈ 0.7 mi, bad as near; best ≈ 4.8 mi.
    const at = (name: string, latitude: number) =>
      makeVendor(t.db, { name: `${name} ${tag}`, latitude, longitude: -97.7431 });
    const neutral = await at("Neutral", 30.277);
    const good = await at("Good", 30.277);
    const bad = await at("Bad", 30.277);
    const best = await at("Best", 30.337);
    for (const v of [neutral, good, bad, best])
      await t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid });
    // A history in the rollup (kept by triggers): good accepted 3 of 4 dispatches (Score 75), best 2 of 2
    // (100), bad none of 2 (0); neutral has none (counts as 50).
    const refs = { customerid, jobsiteid };
    await makeDispatchHistory(t.db, refs, { vendorid: good.id, tradeid }, 3, 1);
    await makeDispatchHistory(t.db, refs, { vendorid: best.id, tradeid }, 2, 0);
    await makeDispatchHistory(t.db, refs, { vendorid: bad.id, tradeid }, 0, 2);
    const rank = async (sort: string) => {
      const res = await t.call(token, {
        method: "GET",
        url: `/api/workorder/getvendorsbytrades?workorderId=${wo.id}&tradeIds=${tradeid}&search=${tag}&sort=${sort}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { rows: Array<{ id: number; score: number | null }> }).rows;
    };
    const rows = await rank("priority");
    expect(rows.map((r) => [r.id, r.score])).toEqual([
      [best.id, 100],
      [good.id, 75],
      [neutral.id, null],
      [bad.id, 0],
    ]);
    // Ranked by distance alone on request: the scorecard does not move anyone there.
    expect((await rank("distance")).at(-1)?.id).toBe(best.id);
  });

  it("answers 'No Trade has been selected' without trades", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const res = await t.call(token, {
      method: "GET",
      url: `/api/workorder/getvendorsbytrades?workorderId=${wo.id}`,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe("No Trade has been selected");
  });
});

describe("vendor lines", () => {
  it("attaches a vendor at $0, refuses duplicates, tier 6, Redlined and excluded vendors even by hand", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const v = await makeVendor(t.db);
    const res = await attach(wo.id, v.id);
    expect(res.statusCode).toBe(201);
    expect((res.json() as Line[]).map((l) => [l.vendorid, l.quotedamount])).toEqual([[v.id, 0]]);
    // The work order's lines, notes and row: a refused attach leaves all three as they were.
    const state = async () => [
      await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id)),
      await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, wo.id)),
      await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id)),
    ];
    // duplicate
    await expectRefusedUnchanged(() => attach(wo.id, v.id), 400, "duplicate", state);
    // tier 6, then Redlined
    for (const [over, code] of [
      [{ tierid: 6 }, "vendor_tier_6"],
      [{ vendorstatustypeid: 4 }, "vendor_redlined"],
    ] as const) {
      const bad = await makeVendor(t.db, over);
      await expectRefusedUnchanged(() => attach(wo.id, bad.id), 400, code, state);
    }
    // excluded by the customer
    const ex = await makeVendor(t.db);
    await t.db.insert(customerVendorExclusions).values({ customerid, vendorid: ex.id });
    await expectRefusedUnchanged(() => attach(wo.id, ex.id), 400, "vendor_excluded", state);
    expect(
      await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id)),
    ).toHaveLength(1);
  });

  it("tells each attach refusal apart by its code, and attaches nothing", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const attached = await makeVendor(t.db);
    expect((await attach(wo.id, attached.id)).statusCode).toBe(201);
    const excluded = await makeVendor(t.db);
    await t.db.insert(customerVendorExclusions).values({ customerid, vendorid: excluded.id });
    const cases: Array<[string, number]> = [
      ["duplicate", attached.id],
      ["vendor_tier_6", (await makeVendor(t.db, { tierid: 6 })).id],
      ["vendor_redlined", (await makeVendor(t.db, { vendorstatustypeid: 4 })).id],
      ["vendor_excluded", excluded.id],
      ["vendor_inactive", (await makeVendor(t.db, { isactive: false })).id],
    ];
    for (const [code, vendorid] of cases) {
      const res = await attach(wo.id, vendorid);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toMatchObject({ error: code, fields: { vendorid: expect.any(String) } });
    }
    const lines = await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id));
    expect(lines.map((l) => l.vendorid)).toEqual([attached.id]);
  });

  it("answers locked for vendor changes on Invoiced and Cancelled orders, leaving the lines as they are", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const [line] = (await attach(wo.id, (await makeVendor(t.db)).id)).json() as Line[];
    for (const statusid of [10, 6]) {
      await t.db.update(workOrders).set({ statusid }).where(eq(workOrders.id, wo.id));
      const add = await attach(wo.id, (await makeVendor(t.db)).id);
      expect(add.json()).toMatchObject({
        error: "locked",
        fields: { workorderid: "work order is read-only" },
      });
      const edit = await t.call(token, {
        method: "PUT",
        url: "/api/workorder/updatevendor",
        payload: { id: line?.id, version: line?.version, quotedamount: 5 },
      });
      expect(edit.json()).toMatchObject({ error: "locked" });
      const del = await t.call(token, { method: "DELETE", url: `/api/workorder/removevendor/${line?.id}` });
      expect(del.json()).toMatchObject({ error: "locked" });
    }
    const lines = await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id));
    expect(lines).toMatchObject([{ id: line?.id, quotedamount: "0.00", version: line?.version }]);
  });

  it("edits a line with a version, notes it as Vendor Info Change, and answers 409 when stale", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const [line] = (await attach(wo.id, (await makeVendor(t.db)).id)).json() as Line[];
    const put = (version: number, quotedamount: number) =>
      t.call(token, {
        method: "PUT",
        url: "/api/workorder/updatevendor",
        payload: { id: line?.id, version, quotedamount, invoicenumber: "INV-9", paidbycreditcard: true },
      });
    const ok = await put(1, 275.5);
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as Line[])[0]).toMatchObject({ quotedamount: 275.5, version: 2 });
    expectRefusal(await put(1, 999), 409, "conflict");
    const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, wo.id));
    expect(notes.find((n) => n.type === "Vendor Info Change")?.note).toContain("Cost: 0.00 → 275.50");
  });

  it("approves a vendor invoice only with an invoice number and the permission; approved lines are locked", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const [line] = (await attach(wo.id, (await makeVendor(t.db)).id)).json() as Line[];
    const acct = (await signIn(t, { roles: ["AccountingAdmin"] })).token;
    const approve = (as: string) =>
      t.call(as, { method: "PUT", url: `/api/workorder/approvevendorinvoice/${line?.id}` });
    const noNumber = await approve(acct);
    expect(noNumber.statusCode).toBe(400);
    expect((noNumber.json() as { fields: Record<string, string> }).fields).toEqual({
      invoicenumber: "Invoice Number is required.",
    });
    await t.call(token, {
      method: "PUT",
      url: "/api/workorder/updatevendor",
      payload: { id: line?.id, version: 1, quotedamount: 100, invoicenumber: "INV-1" },
    });
    expectRefusal(await approve(token), 403, "forbidden");
    const ok = await approve(acct);
    expect((ok.json() as Line[])[0]).toMatchObject({ isapproved: true, status: "Approved" });
    expectRefusal(
      await t.call(token, { method: "DELETE", url: `/api/workorder/removevendor/${line?.id}` }),
      400,
      "invalid_state",
    );
    expectRefusal(
      await t.call(acct, { method: "PUT", url: `/api/workorder/flagnod/${line?.id}/true` }),
      400,
      "invalid_state",
    );
    const un = await t.call(acct, {
      method: "PUT",
      url: `/api/workorder/unapprovevendorinvoice/${line?.id}`,
    });
    expect((un.json() as Line[])[0]).toMatchObject({ isapproved: false, status: null });
  });

  it("flags NOD with 201 and removes a line with true", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const [line] = (await attach(wo.id, (await makeVendor(t.db)).id)).json() as Line[];
    const admin = (await signIn(t, { roles: ["Admin"] })).token;
    const flag = await t.call(admin, { method: "PUT", url: `/api/workorder/flagnod/${line?.id}/true` });
    expect(flag.statusCode).toBe(201);
    expect(flag.json()).toEqual({ nodflagged: true });
    const del = await t.call(token, { method: "DELETE", url: `/api/workorder/removevendor/${line?.id}` });
    expect(del.json()).toBe(true);
    expect(await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id))).toEqual(
      [],
    );
  });

  it("saves QC follow-ups with the spec's rules, incurred-only relaxing them", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const [line] = (await attach(wo.id, (await makeVendor(t.db)).id)).json() as Line[];
    const qc = (payload: Record<string, unknown>) =>
      t.call(token, {
        method: "POST",
        url: "/api/workorder/savevendorqc",
        payload: { workordervendorid: line?.id, ...payload },
      });
    const missing = await qc({});
    expect((missing.json() as { fields: Record<string, string> }).fields).toMatchObject({
      reviewername: "Reviewer Name is Required.",
      totalscore: "Total Score is Required.",
    });
    const unanswered = await qc({ reviewername: "Sam", totalscore: 8 });
    expect(Object.keys((unanswered.json() as { fields: Record<string, string> }).fields)).toEqual([
      "techarrivedonschedule",
      "techwasprofessional",
      "repairsmade",
      "metexpectations",
      "overallrating",
    ]);
    expect((await qc({ reviewername: "Sam", totalscore: 0, incurredonly: true })).statusCode).toBe(201);
    const full = await qc({
      reviewername: "Sam",
      totalscore: 9,
      techarrivedonschedule: true,
      techwasprofessional: true,
      repairsmade: false,
      metexpectations: true,
      overallrating: 3,
    });
    expect(full.statusCode).toBe(201);
  });

  it("generates the sign-off ticket PDF", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const [line] = (await attach(wo.id, (await makeVendor(t.db)).id)).json() as Line[];
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/generatesignoff",
      payload: { workOrderId: wo.id, workOrderVendorId: line?.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`${wo.wonumber}_signoff.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("keeps these calls to staff", async () => {
    const wo = await makeWorkOrder(t.db, { customerid, jobsiteid });
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/workorder/getworkordervendors?workorderid=${wo.id}` },
      allowed: STAFF,
    });
    const v = await makeVendor(t.db);
    const wo2 = await makeWorkOrder(t.db, { customerid, jobsiteid });
    const res = await t.call((await signIn(t, { roles: ["Vendor"], vendorid: v.id })).token, {
      method: "POST",
      url: "/api/workorder/savevendor",
      payload: { workorderid: wo2.id, vendorid: v.id },
    });
    expectRefusal(res, 403, "forbidden");
  });
});
