import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrders } from "../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** Issue 11 #7: out-of-range and odd-notation input answers 400 naming the real problem, never 500. */
let t: TestApp;
let admin: string;
let customerToken: string;
let refs: { customerid: number; jobsiteid: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, { roles: ["Admin"] })).token;
  const c = await makeCustomer(t.db);
  refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
  customerToken = (await signIn(t, { roles: ["Customer"], customerid: c.id })).token;
});
afterAll(() => t.close());

const fields = (res: { json(): unknown }) => (res.json() as { fields: Record<string, string> }).fields;

describe("ids", () => {
  it.each([
    ["2147483648", "Work Order must be at most 2147483647."],
    ["99999999999999999999", "Work Order must be a whole number."],
    ["0x10", "Work Order must be a whole number."],
    ["1e3", "Work Order must be a whole number."],
    ["1.5", "Work Order must be a whole number."],
    ["-1", "Work Order must be a whole number."],
    ["0", "Work Order must be a positive id."],
    ["", "Work Order is required."],
  ])("refuses id=%s with 400 (%s)", async (id, message) => {
    for (const token of [admin, customerToken]) {
      const res = await t.call(token, { method: "GET", url: `/api/workorder/getworkorder?id=${id}` });
      expect(res.statusCode).toBe(400);
      expect(fields(res)).toEqual({ id: message });
    }
  });

  it("accepts plain digits", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const res = await t.call(admin, { method: "GET", url: `/api/workorder/getworkorder?id=${wo.id}` });
    expect(res.statusCode).toBe(200);
  });
});

describe("dates, lengths and decimals", () => {
  it("refuses a date outside 1900 … 2199 and leaves the order unchanged", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const res = await t.call(admin, {
      method: "PUT",
      url: "/api/workorder/updatescheduledate",
      payload: { id: wo.id, version: wo.version, scheduledate: "0000-01-01", reason: "typo" },
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({ scheduledate: "Schedule Date must be between 01/01/1900 and 12/31/2199." });
    const [after] = await t.db.select().from(workOrders).where(eq(workOrders.id, wo.id));
    expect(after?.scheduledate).toEqual(wo.scheduledate);
    expect(after?.version).toBe(wo.version);
  });

  it("names a too-long value as too long, not as missing", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const res = await t.call(admin, {
      method: "PUT",
      url: "/api/workorder/updatescheduledate",
      payload: { id: wo.id, version: wo.version, scheduledate: "2026-12-01", reason: "x".repeat(2001) },
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({ reason: "Reason must be at most 2000 characters." });
  });

  it("refuses money with more than 2 decimals or beyond numeric(12,2)", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const call = (quotedamount: unknown) =>
      t.call(admin, {
        method: "POST",
        url: "/api/workorder/saveproposal",
        payload: { workorderid: wo.id, quotedamount, scopeofwork: "<p>x</p>" },
      });
    expect(fields(await call(1.234))).toEqual({
      quotedamount: "Vendor Quoted Amount has at most 2 decimals.",
    });
    expect(fields(await call(1e13))).toEqual({
      quotedamount: "Vendor Quoted Amount must be between 0 and 9999999999.99.",
    });
    expect(fields(await call("1e3"))).toEqual({ quotedamount: "Vendor Quoted Amount must be a number." });
  });
});

describe("grid filter values", () => {
  const list = (filters: unknown) =>
    t.call(admin, {
      method: "GET",
      url: `/api/workorder/getworkorders?status=all&filters=${encodeURIComponent(JSON.stringify(filters))}`,
    });

  it("answers 400, not 500, for numbers and dates beyond their columns", async () => {
    for (const value of [99_999_999_999_999, 1e20, "0x10", "1e3"]) {
      const res = await list([{ column: "id", op: "=", value }]);
      expect(res.statusCode, String(value)).toBe(400);
    }
    const date = await list([{ column: "createddate", op: ">", value: "0000-01-01" }]);
    expect(date.statusCode).toBe(400);
  });

  it("compares a decimal or a large integer with an integer column without failing", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const exact = await list([{ column: "id", op: "=", value: wo.id }]);
    expect((exact.json() as { total: number }).total).toBe(1);
    for (const value of [1.5, 3_000_000_000]) {
      const res = await list([
        { column: "id", op: "=", value: wo.id },
        { column: "id", op: "<", value },
      ]);
      expect(res.statusCode, String(value)).toBe(200);
    }
  });
});
