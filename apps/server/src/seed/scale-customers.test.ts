import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { queryRows } from "./batch.ts";
import { SCALE_CUSTOMER_PREFIX, scaleCustomers } from "./scale-customers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scaleCounts = async () => {
  const [row] = await queryRows<{ customers: number; sites: number; inactive: number }>(
    t.db,
    sql`select count(distinct c.id)::int as customers, count(j.id)::int as sites,
          count(distinct c.id) filter (where not c.isactive)::int as inactive
        from customers c left join customerjobsites j on j.customerid = c.id
        where c.customername like ${`${SCALE_CUSTOMER_PREFIX}%`}`,
  );
  if (!row) throw new Error("no counts");
  return row;
};

// Works on PGlite and on the shared PostgreSQL database: it only looks at the scale customers.
describe("customers scale seed", () => {
  it("tops the scale customers up to the number asked, each with its job sites, set-based and idempotent", async () => {
    const before = await scaleCounts();
    const target = before.customers + 40;
    await scaleCustomers(t.db, target, 4);
    const after = await scaleCounts();
    expect(after.customers).toBe(target);
    expect(after.sites).toBe(target * 4);
    expect(after.inactive).toBe(Math.floor(target / 20));
    await scaleCustomers(t.db, target, 4);
    expect(await scaleCounts()).toEqual(after);
  });
});
