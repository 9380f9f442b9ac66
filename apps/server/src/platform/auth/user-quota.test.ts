import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../db/schema/index.ts";
import { makeCustomer, makeVendor, signIn } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { QUOTAS, type Quota } from "./user-quota.ts";

/** Issue 29: per-user quotas on expensive work, 429 + Retry-After, counted in the shared `ratelimits` table. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// A filter that matches nothing keeps each workbook tiny: the quota counts requests, not rows.
const exportUrl = `/api/workorder/exportworkorders?status=all&filters=${encodeURIComponent(
  JSON.stringify([{ column: "id", op: "=", value: 2147483647 }]),
)}`;

describe("per-user quota on exports", () => {
  it("answers 429 with Retry-After past the quota, for that user only, and counts in the database", async () => {
    const busy = await signIn(t, { roles: ["Dispatchers"] });
    const other = await signIn(t, { roles: ["Dispatchers"] });
    for (let i = 0; i < QUOTAS.export.max; i++) {
      const ok = await t.call(busy.token, { method: "GET", url: exportUrl });
      expect(ok.statusCode, ok.body.slice(0, 200)).toBe(200);
    }
    const refused = await t.call(busy.token, { method: "GET", url: exportUrl });
    const body = expectRefusal(refused, 429, "rate_limited");
    expect(body.message).toMatch(/^Too many exports\. Try again in/);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(QUOTAS.export.windowSeconds);
    expect((await t.call(other.token, { method: "GET", url: exportUrl })).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `quota:export:user:${busy.user.id}`));
    expect(row?.hits).toBe(QUOTAS.export.max + 1);
  });
});

type Caller = "Dispatchers" | "Admin" | "Vendor" | "Customer";
const MISSING = 2_000_000_000;

/** Every expensive route and the quota it counts against (imports: platform/jobs/import-limits.test.ts). */
const ROUTES: {
  what: string;
  quota: Quota;
  caller: Caller;
  request: { method: "GET" | "POST"; url: string; payload?: Record<string, unknown> };
}[] = [
  {
    what: "Report.xlsx",
    quota: QUOTAS.report,
    caller: "Admin",
    request: { method: "POST", url: "/api/reports/export", payload: { reportid: 1 } },
  },
  {
    what: "audit export",
    quota: QUOTAS.export,
    caller: "Admin",
    request: { method: "GET", url: "/api/audit/export" },
  },
  {
    what: "vendor proposals tab export",
    quota: QUOTAS.export,
    caller: "Dispatchers",
    request: { method: "GET", url: `/api/workorder/vendorproposals/export?workorderid=${MISSING}` },
  },
  {
    what: "a vendor's proposals export",
    quota: QUOTAS.export,
    caller: "Vendor",
    request: { method: "GET", url: "/api/vendorprofile/vendorworkorderproposals/export?status=open" },
  },
  {
    what: "a vendor's invoices export",
    quota: QUOTAS.export,
    caller: "Vendor",
    request: { method: "GET", url: "/api/vendorprofile/vendorworkorderinvoices/export?status=open" },
  },
  {
    what: "a customer's invoices export",
    quota: QUOTAS.export,
    caller: "Customer",
    request: { method: "GET", url: `/api/customerprofile/invoices/export?workorderid=${MISSING}` },
  },
  {
    what: "proposal PDF",
    quota: QUOTAS.document,
    caller: "Dispatchers",
    request: { method: "POST", url: "/api/workorder/generatewoproposal", payload: { proposalid: MISSING } },
  },
  {
    what: "invoice PDF",
    quota: QUOTAS.document,
    caller: "Dispatchers",
    request: { method: "POST", url: "/api/workorder/generatewoinvoice", payload: { invoiceid: MISSING } },
  },
  {
    what: "invoice Word",
    quota: QUOTAS.document,
    caller: "Dispatchers",
    request: { method: "POST", url: "/api/workorder/generatewordwoinvoice", payload: { invoiceid: MISSING } },
  },
  {
    what: "sign-off PDF",
    quota: QUOTAS.document,
    caller: "Dispatchers",
    request: {
      method: "POST",
      url: "/api/workorder/generatesignoff",
      payload: { workOrderId: MISSING, workOrderVendorId: MISSING },
    },
  },
  {
    what: "a vendor's proposal PDF",
    quota: QUOTAS.document,
    caller: "Vendor",
    request: {
      method: "POST",
      url: "/api/vendorprofile/generatevendorproposal",
      payload: { proposalid: MISSING },
    },
  },
  {
    what: "a customer's proposal PDF",
    quota: QUOTAS.document,
    caller: "Customer",
    request: {
      method: "POST",
      url: "/api/customerprofile/generateproposal",
      payload: { proposalid: MISSING },
    },
  },
];

const callerOf = async (caller: Caller) => {
  if (caller === "Vendor") return signIn(t, { roles: ["Vendor"], vendorid: (await makeVendor(t.db)).id });
  if (caller === "Customer")
    return signIn(t, { roles: ["Customer"], customerid: (await makeCustomer(t.db)).id });
  return signIn(t, { roles: [caller] });
};

describe("every expensive route counts against its quota (issue 29)", () => {
  it.each(ROUTES)(
    "$what: 429 + Retry-After once the user's quota is used up",
    async ({ quota, caller, request }) => {
      const who = await callerOf(caller);
      const key = `quota:${quota.key}:user:${who.user.id}`;
      await t.db.insert(rateLimits).values({ key, hits: quota.max, resetat: new Date(Date.now() + 60_000) });
      const refused = await t.call(who.token, request);
      expectRefusal(refused, 429, "rate_limited");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      const [row] = await t.db.select().from(rateLimits).where(like(rateLimits.key, key));
      expect(row?.hits).toBe(quota.max + 1);
    },
  );
});
