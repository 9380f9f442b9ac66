import { VENDOR_BILLING_STATUS } from "@fm/domain";
import type { InvoiceRules, NteRaiseOut, VendorScorecard } from "@fm/domain/contracts";
import { and, eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  invoiceRules,
  mailOutbox,
  nteRaises,
  vendorInvoices,
  workOrderNotes,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";

const { t, token: staff, customerid, jobsiteid } = await useWorkOrderFile();

const vendorWithUsers = async () => {
  const vendor = await makeVendor(t.db);
  const office = await signIn(t, { roles: ["Vendor"], vendorid: vendor.id });
  const tech = await signIn(t, { roles: ["Tech"], vendorid: vendor.id });
  return { vendor, token: office.token, techToken: tech.token };
};
const orderFor = async (_t: unknown, site: { customerid: number; jobsiteid: number }, vendorid: number) => {
  const wo = await makeWorkOrder(t.db, site);
  const [line] = await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid }).returning();
  return { wo, lines: [line] };
};
/** labor: $50 × 3 h × 2 techs × 1.5 (Overtime) = $450.00; materials: $12.50 × 4 = $50.00 → $500.00. */
const PROPOSAL_LINES = {
  labor: [{ skilllevelid: 2, typeid: 2, numberoftechs: 2, hourlyrate: 50, numberofhours: 3 }],
  materials: [{ description: "Capacitor", partnumber: "CAP-45", uomid: 1, unitprice: 12.5, quantity: 4 }],
  other: [],
};
const owner = { customerid, jobsiteid };
const accounting = (await signIn(t, { roles: ["AccountingAdmin"] })).token;
const A = await vendorWithUsers();
const B = await vendorWithUsers();

// The rules are one configuration for the whole database: leave them off for the files that follow.
afterAll(() => t.db.update(invoiceRules).set({ enabled: false }));

const rules = async (as = accounting) => {
  const res = await t.call(as, { method: "GET", url: "/api/accounting/invoicerules" });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as InvoiceRules).rules;
};
const setRule = async (key: string, enabled: boolean, tolerance: number) => {
  const rule = (await rules()).find((r) => r.key === key);
  const res = await t.call(accounting, {
    method: "PUT",
    url: "/api/accounting/invoicerules",
    payload: { key, enabled, tolerance, version: rule?.version },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const ok = async <T>(as: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
  const res = await t.call(as, { method, url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
};

/** An order with vendor A whose approved proposal ($500.00) became a draft invoice; the NTE as given. */
const draftInvoice = async (nte: string | null) => {
  const { wo, lines } = await orderFor(t, owner, A.vendor.id);
  await t.db.update(workOrders).set({ nte }).where(eq(workOrders.id, wo.id));
  const p = await ok<{ id: number; version: number }>(A.token, "POST", "/api/vendorprofile/newproposal", {
    workorderid: wo.id,
    description: "Replace the condenser fan motor",
    ...PROPOSAL_LINES,
  });
  const sent = await ok<{ version: number }>(A.token, "PUT", "/api/vendorprofile/updateproposalstatus", {
    proposalId: p.id,
    proposalStatusId: 2,
    version: p.version,
  });
  await ok(staff, "PUT", "/api/workorder/vendorproposalstatus", {
    proposalId: p.id,
    proposalStatusId: 3,
    version: sent.version,
  });
  const inv = await ok<{ id: number; version: number }>(
    A.token,
    "POST",
    `/api/vendorprofile/createinvoice/${p.id}`,
    {
      invoicenumber: `INV-${wo.id}`,
      description: "Condenser fan motor replaced",
    },
  );
  const line = lines[0];
  if (!line) throw new Error("no line");
  return { wo, line, inv };
};
const submit = (inv: { id: number; version: number }) =>
  ok(A.token, "PUT", "/api/vendorprofile/updateinvoicestatus", {
    invoiceId: inv.id,
    invoiceStatusId: 2,
    version: inv.version,
  });
const stored = async (id: number) =>
  (await t.db.select().from(vendorInvoices).where(eq(vendorInvoices.id, id)))[0];
const notesOf = async (workorderid: number) =>
  (await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, workorderid))).map(
    (n) => n.note,
  );

describe("invoice rules (auto-approval of a vendor's portal invoice)", () => {
  it("with no rule on, a submitted invoice waits for a person as before", async () => {
    const { inv } = await draftInvoice("600.00");
    await submit(inv);
    expect(await stored(inv.id)).toMatchObject({
      invoicestatusid: VENDOR_BILLING_STATUS.Waiting,
      autoapproved: false,
      failedrules: [],
    });
  });

  it("within the NTE: approved through the line with a System note, and the scorecard counts it exact", async () => {
    await setRule("nte", true, 0);
    const { wo, line, inv } = await draftInvoice("600.00");
    await submit(inv);
    expect(await stored(inv.id)).toMatchObject({
      invoicestatusid: VENDOR_BILLING_STATUS.Approved,
      autoapproved: true,
      failedrules: [],
    });
    const [l] = await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.id, line.id));
    expect(l).toMatchObject({ isapproved: true, status: "Approved", invoiceamount: "500.00" });
    expect(await notesOf(wo.id)).toContain(
      `Vendor invoice INV-${wo.id} auto-approved: every invoice rule holds.`,
    );
    const card = await ok<VendorScorecard>(staff, "GET", `/api/vendor/scorecard?vendorid=${A.vendor.id}`);
    expect(card.overall.invoiceaccuracy).toBe(100);
  });

  it("over the NTE: left for a person with the failed rule stored and noted", async () => {
    await setRule("nte", true, 0);
    const { wo, line, inv } = await draftInvoice("400.00");
    await submit(inv);
    expect(await stored(inv.id)).toMatchObject({
      invoicestatusid: VENDOR_BILLING_STATUS.Waiting,
      autoapproved: false,
      failedrules: [{ key: "nte", message: "Total $500.00 is over the NTE of $400.00." }],
    });
    const [l] = await t.db.select().from(workOrderVendors).where(eq(workOrderVendors.id, line.id));
    expect(l?.isapproved).toBe(false);
    expect(
      (await notesOf(wo.id)).some((n) => n.includes("left for review: Total $500.00 is over the NTE")),
    ).toBe(true);
  });

  it("every enabled rule must hold: photos missing keeps it for a person", async () => {
    await setRule("nte", true, 0);
    await setRule("photos", true, 1);
    const { inv } = await draftInvoice("600.00");
    await submit(inv);
    expect((await stored(inv.id))?.failedrules).toEqual([
      { key: "photos", message: "0 of 1 required photos attached." },
    ]);
    await setRule("photos", false, 1);
  });

  it("a stale rule edit is refused and changes nothing; vendors and dispatchers may not edit rules", async () => {
    const [rule] = await t.db.select().from(invoiceRules).where(eq(invoiceRules.key, "hours"));
    await expectRefusedUnchanged(
      () =>
        t.call(accounting, {
          method: "PUT",
          url: "/api/accounting/invoicerules",
          payload: { key: "hours", enabled: true, tolerance: 2, version: (rule?.version ?? 1) + 5 },
        }),
      409,
      "conflict",
      () => t.db.select().from(invoiceRules).where(eq(invoiceRules.key, "hours")),
    );
    expectRefusal(
      await t.call(A.token, { method: "GET", url: "/api/accounting/invoicerules" }),
      403,
      "forbidden",
    );
    const bad = expectRefusal(
      await t.call(accounting, {
        method: "PUT",
        url: "/api/accounting/invoicerules",
        payload: { key: "nope", enabled: true, tolerance: -1, version: 1 },
      }),
      400,
      "validation",
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["key", "tolerance"]);
  });
});

describe("NTE raise", () => {
  const raisesOf = (workorderid: number) =>
    t.db.select().from(nteRaises).where(eq(nteRaises.workorderid, workorderid));

  it("the vendor asks with a reason; the dispatcher approves: NTE updated, logged, vendor told", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    await t.db.update(workOrders).set({ nte: "400.00" }).where(eq(workOrders.id, wo.id));
    const asked = await t.call(A.token, {
      method: "POST",
      url: "/api/vendorprofile/nteraise",
      payload: { workorderid: wo.id, requestednte: 750, reason: "Compressor also failed" },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const raise = asked.json() as NteRaiseOut;
    expect(raise).toMatchObject({ status: "pending", currentnte: 400, requestednte: 750 });
    // One pending request per order and vendor.
    expectRefusal(
      await t.call(A.token, {
        method: "POST",
        url: "/api/vendorprofile/nteraise",
        payload: { workorderid: wo.id, requestednte: 800, reason: "Again" },
      }),
      400,
      "duplicate",
    );
    const listed = await ok<{ raises: NteRaiseOut[] }>(
      staff,
      "GET",
      `/api/workorder/nteraises?workorderid=${wo.id}`,
    );
    expect(listed.raises.map((r) => r.id)).toEqual([raise.id]);

    const approved = await ok<NteRaiseOut>(staff, "POST", `/api/workorder/nteraise/${raise.id}/approve`, {
      version: raise.version,
    });
    expect(approved.status).toBe("approved");
    const [after] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(after?.nte).toBe("750.00");
    expect(await notesOf(wo.id)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("NTE raise requested"),
        expect.stringContaining("NTE raise approved"),
      ]),
    );
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.workorderid, wo.id), like(mailOutbox.subject, "%NTE raise approved%")));
    expect(mail).toHaveLength(1);
    // A second decision answers "already decided" and changes nothing.
    await expectRefusedUnchanged(
      () =>
        t.call(staff, {
          method: "POST",
          url: `/api/workorder/nteraise/${raise.id}/decline`,
          payload: { version: approved.version },
        }),
      400,
      "invalid_state",
      () => raisesOf(wo.id),
    );
  });

  it("declined: the NTE stays; a request not above the current NTE is refused", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    await t.db.update(workOrders).set({ nte: "400.00" }).where(eq(workOrders.id, wo.id));
    const low = expectRefusal(
      await t.call(A.token, {
        method: "POST",
        url: "/api/vendorprofile/nteraise",
        payload: { workorderid: wo.id, requestednte: 300, reason: "x" },
      }),
      400,
      "bad_request",
    );
    expect(Object.keys(low.fields ?? {})).toEqual(["requestednte"]);
    const raise = await ok<NteRaiseOut>(A.token, "POST", "/api/vendorprofile/nteraise", {
      workorderid: wo.id,
      requestednte: 650,
      reason: "Extra parts",
    });
    await ok(staff, "POST", `/api/workorder/nteraise/${raise.id}/decline`, {
      version: raise.version,
      note: "Quote first",
    });
    const [after] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(after?.nte).toBe("400.00");
    expect((await raisesOf(wo.id))[0]).toMatchObject({ status: "declined", decisionnote: "Quote first" });
  });

  it("isolation: another vendor can neither ask on the order nor read its requests", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    await ok(A.token, "POST", "/api/vendorprofile/nteraise", {
      workorderid: wo.id,
      requestednte: 900,
      reason: "Mine",
    });
    await expectRefusedUnchanged(
      () =>
        t.call(B.token, {
          method: "POST",
          url: "/api/vendorprofile/nteraise",
          payload: { workorderid: wo.id, requestednte: 1000, reason: "Not mine" },
        }),
      404,
      "not_found",
      () => raisesOf(wo.id),
    );
    expectRefusal(
      await t.call(B.token, { method: "GET", url: `/api/vendorprofile/nteraises?workorderid=${wo.id}` }),
      404,
      "not_found",
    );
    // A technician of the vendor does not ask for money; a vendor cannot decide.
    expectRefusal(
      await t.call(A.techToken, {
        method: "POST",
        url: "/api/vendorprofile/nteraise",
        payload: { workorderid: wo.id, requestednte: 1000, reason: "Tech" },
      }),
      403,
      "forbidden",
    );
    const [pending] = await raisesOf(wo.id);
    expectRefusal(
      await t.call(A.token, {
        method: "POST",
        url: `/api/workorder/nteraise/${pending?.id}/approve`,
        payload: { version: 1 },
      }),
      403,
      "forbidden",
    );
  });
});
