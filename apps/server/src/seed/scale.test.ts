import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshSlaClocksFor } from "../features/sla/index.ts";
import { makeCustomer, makeJobSite, makeUser, makeVendor, makeWorkOrder } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { queryRows } from "./batch.ts";
import { BULK_LOAD_OFF, scaleVendors, scaleWorkOrders } from "./scale.ts";

interface Counts {
  workorders: number;
  trades: number;
  lines: number;
  notes: number;
  vendors: number;
}

const counts = async (t: TestApp): Promise<Counts> => {
  const [row] = await queryRows<Counts>(
    t.db,
    sql`select (select count(*) from workorders)::int as workorders,
      (select count(*) from workordertrades)::int as trades,
      (select count(*) from workordervendors)::int as lines,
      (select count(*) from workordernotes)::int as notes,
      (select count(*) from vendors)::int as vendors`,
  );
  if (!row) throw new Error("no counts");
  return row;
};

// Works on PGlite and on the shared PostgreSQL database: it only looks at the rows it adds.
describe("scale seed", () => {
  let t: TestApp;
  /** An order of someone else's, with a breach already due: the seed must leave its escalation to the scan. */
  let overdue: number;
  beforeAll(async () => {
    t = await createTestApp();
    const customer = await makeCustomer(t.db, { customerprefix: "SCL" });
    // Ten sites, so that on the shared PostgreSQL database (other files' sites) many new orders land here.
    const sites = [];
    for (let i = 0; i < 10; i++) sites.push(await makeJobSite(t.db, customer.id));
    // Clocks run for this customer's orders, so the seed computes (and must not audit) their due times.
    await t.db.execute(
      sql`insert into slapolicies (customerid, priorityid, respondminutes, onsiteminutes, completeminutes, twentyfourseven, weekhours)
          select ${customer.id}, id, 60, 240, 1440, true, '[null,null,null,null,null,null,null]'::jsonb from priorities`,
    );
    const site = sites[0];
    if (!site) throw new Error("no site");
    const old = await makeWorkOrder(
      t.db,
      { customerid: customer.id, jobsiteid: site.id },
      { priorityid: 1, receivedate: new Date(Date.now() - 3 * 86_400_000) },
    );
    overdue = old.id;
    await refreshSlaClocksFor(t.db, [overdue]);
    await makeUser(t.db, { roles: ["Dispatchers"], isdispatcher: true });
    const vendor = await makeVendor(t.db);
    await t.db.execute(sql`insert into vendortrades (vendorid, tradeid) select ${vendor.id}, id from trades`);
    // Opted in for automatic dispatch of every trade: the seeded Received orders are history and start none.
    await t.db.execute(
      sql`insert into autodispatchsettings (customerid, tradeid, enabled, waitminutes) select ${customer.id}, id, true, 30 from trades`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("adds vendors with trades, without an audit row per vendor or trade", async () => {
    const before = await counts(t);
    const [audit] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from auditlog`);
    const r = await scaleVendors(t.db, 50, { tradesPerVendor: 100 });
    const after = await counts(t);
    const [auditAfter] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from auditlog`);
    expect(auditAfter?.n).toBe(audit?.n);
    expect(after.vendors - before.vendors).toBe(50);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from vendortrades vt join vendors v on v.id = vt.vendorid
          where v.name like '% #%' and v.id > (select max(id) - 50 from vendors)`,
    );
    expect(r.vendorTrades).toBeGreaterThanOrEqual(50 * 20);
    expect(row?.n).toBe(r.vendorTrades);
  });

  it("adds exactly N work orders with trades, vendor lines and notes that point at real rows", async () => {
    const before = await counts(t);
    const [{ maxid } = { maxid: 0 }] = await queryRows<{ maxid: number }>(
      t.db,
      sql`select coalesce(max(id), 0)::int as maxid from workorders`,
    );
    const [audit] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from auditlog`);
    const startsOf = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from jobs where kind = 'autodispatch' and (payload->>'workorderid')::int > ${maxid}`,
        )
      )[0]?.n;
    const result = await scaleWorkOrders(t.db, 500, { batchSize: 200 });
    const after = await counts(t);
    // A bulk load writes no audit rows, and leaves the audit and live-event triggers on afterwards.
    const [auditAfter] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from auditlog`);
    expect(auditAfter?.n).toBe(audit?.n);
    const off = await queryRows<{ name: string }>(
      t.db,
      sql`select tgname as name from pg_trigger where tgname in (${sql.join(
        BULK_LOAD_OFF.map((n) => sql`${n}`),
        sql`, `,
      )}) and tgenabled = 'D'`,
    );
    expect(off).toEqual([]);
    expect(await startsOf()).toBe(0);
    // Settled: no new order is left for a server to recompute.
    const [stale] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from slastale where workorderid > ${maxid}`,
    );
    expect(stale?.n).toBe(0);
    const [mine] = await queryRows<{ clocks: number; escalated: number; other: number }>(
      t.db,
      sql`select (select count(*) from workorders where id > ${maxid} and sladueat is not null)::int as clocks,
                 (select count(distinct workorderid) from slaescalations where workorderid > ${maxid})::int as escalated,
                 (select count(*) from slaescalations where workorderid = ${overdue})::int as other`,
    );
    // Clocks ran (so the audit check above means something), past stages were recorded as sent, and another
    // order's due breach is still the scan's to send with its note and mail.
    expect(mine?.clocks).toBeGreaterThan(0);
    expect(mine?.escalated).toBeGreaterThan(0);
    expect(mine?.other).toBe(0);
    expect(result.slaClocks).toBe(500);
    expect(result.workOrders).toBe(500);
    expect(after.workorders - before.workorders).toBe(500);
    expect(after.trades - before.trades).toBeGreaterThanOrEqual(500);
    expect(after.notes - before.notes).toBe(1000);
    expect(after.lines - before.lines).toBeGreaterThan(100);

    // Only this test's rows: scale-seeded numbers are prefix-(100000 + id).
    const [row] = await queryRows<Record<string, number>>(
      t.db,
      sql`with mine as (select * from workorders where id > ${maxid} and wonumber = coalesce(
            (select customerprefix from customers c where c.id = customerid), 'WO') || '-' || (100000 + id))
        select count(*)::int as n,
          count(distinct wonumber)::int as numbers,
          count(*) filter (where not exists (select 1 from workordertrades t where t.workorderid = mine.id))::int as notrade,
          count(*) filter (where not exists (select 1 from customerjobsites j where j.id = mine.jobsiteid
            and j.customerid = mine.customerid))::int as badsite,
          count(*) filter (where createddate < now() - interval '90 days' or createddate > now())::int as outside,
          count(*) filter (where statusid not in (select id from workorderstatuses))::int as badstatus,
          count(*) filter (where lastnote is null)::int as nolastnote,
          (select count(*) from workordervendors v join mine m on m.id = v.workorderid
            where not exists (select 1 from vendors x where x.id = v.vendorid))::int as badvendor
        from mine`,
    );
    expect(row).toEqual({
      n: 500,
      numbers: 500,
      notrade: 0,
      badsite: 0,
      outside: 0,
      badstatus: 0,
      nolastnote: 0,
      badvendor: 0,
    });
  });
});
