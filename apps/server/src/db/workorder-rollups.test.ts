import { STATUS } from "@fm/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intArray, queryRows } from "../seed/batch.ts";
import {
  makeCustomer,
  makeJobSite,
  makeUser,
  makeVendor,
  makeVendorLine,
  makeWorkOrder,
} from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/*
 * Migration 0071: one statement-level UPDATE trigger on workorders runs only the rollups whose columns an
 * update moved. After every kind of update each counter still equals a count of the orders themselves.
 * (orderlinefacts, workorderdaycounts and the scorecards are checked by hand in their own tests.)
 */
let t: TestApp;
const ids = {
  customers: [] as number[],
  sites: [] as number[],
  dispatchers: [] as number[],
  orders: [] as number[],
};

type Row = Record<string, number | string>;
const rows = (q: ReturnType<typeof sql>) => queryRows<Row>(t.db, q);

/** This file's customers, sites and dispatchers as SQL arrays. */
const idArrays = () => ({ c: intArray(ids.customers), s: intArray(ids.sites), d: intArray(ids.dispatchers) });

/** Each counter as kept by the triggers and as counted now, over this file's customers, sites and dispatchers. */
const kept = async () => {
  const { c, s, d } = idArrays();
  return {
    status: await rows(sql`select statusid, priorityid, n from workordercounts where n <> 0 order by 1, 2`),
    scope: await rows(sql`select kind, ownerid, statusid, n from workorderscopecounts
      where n <> 0 and ((kind = 'c' and ownerid = any(${c})) or (kind = 'd' and ownerid = any(${d}))) order by 1, 2, 3`),
    sites: await rows(sql`select day::text as day, jobsiteid, n from workordersitedays
      where n <> 0 and jobsiteid = any(${s}) order by 1, 2`),
    quarters: await rows(sql`select dispatcherid, quarter::text as quarter, n from dispatcherquartercounts
      where n <> 0 and dispatcherid = any(${d}) order by 1, 2`),
    lines:
      await rows(sql`select count(*)::int as n from workordervendors v join workorders w on w.id = v.workorderid
      where w.customerid = any(${c}) and v.wostatusid is distinct from w.statusid`),
  };
};

const counted = async () => {
  const { c, s, d } = idArrays();
  return {
    status: await rows(sql`select statusid, coalesce(priorityid, 0) as priorityid, count(*)::int as n
      from workorders group by 1, 2 order by 1, 2`),
    scope: await rows(sql`select kind, ownerid, statusid, count(*)::int as n from (
        select 'c' as kind, customerid as ownerid, statusid from workorders where customerid = any(${c})
        union all select 'd', dispatcherid, statusid from workorders where dispatcherid = any(${d})) x
      group by 1, 2, 3 order by 1, 2, 3`),
    sites:
      await rows(sql`select ((createddate at time zone 'UTC')::date)::text as day, jobsiteid, count(*)::int as n
      from workorders where jobsiteid = any(${s}) group by 1, 2 order by 1, 2`),
    quarters:
      await rows(sql`select dispatcherid, fm_quarter_of(createddate)::text as quarter, count(*)::int as n
      from workorders where dispatcherid = any(${d}) and createddate is not null group by 1, 2 order by 1, 2`),
    lines: [{ n: 0 }],
  };
};

const expectCountersTrue = async () => expect(await kept()).toEqual(await counted());

const update = (set: ReturnType<typeof sql>, where: ReturnType<typeof sql>) =>
  t.db.execute(sql`update workorders set ${set} where ${where}`);
const mine = () => sql`id = any(${intArray(ids.orders)})`;
const one = (i: number) => sql`id = ${ids.orders[i] ?? 0}`;

describe("work-order rollups through the one UPDATE trigger (migration 0071)", () => {
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 2; i++) {
      const customer = await makeCustomer(t.db);
      ids.customers.push(customer.id);
      for (let j = 0; j < 2; j++) ids.sites.push((await makeJobSite(t.db, customer.id)).id);
      ids.dispatchers.push((await makeUser(t.db, { roles: ["Dispatchers"] })).id);
    }
    const { id: vendorid } = await makeVendor(t.db);
    for (let i = 0; i < 8; i++) {
      const c = i % 2;
      const wo = await makeWorkOrder(
        t.db,
        { customerid: ids.customers[c] ?? 0, jobsiteid: ids.sites[c * 2] ?? 0 },
        {
          statusid: i < 4 ? STATUS.Received : STATUS.Dispatched,
          priorityid: 1 + (i % 4),
          dispatcherid: ids.dispatchers[c] ?? null,
          createddate: new Date(Date.UTC(2026, 2 + i, 10, 12)),
        },
      );
      ids.orders.push(wo.id);
      await makeVendorLine(t.db, wo, vendorid);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is the only statement-level UPDATE trigger on workorders", async () => {
    const found = await rows(sql`select tgname as name from pg_trigger
      where tgrelid = 'workorders'::regclass and not tgisinternal
        and (tgtype & 1) = 0 and (tgtype & 16) <> 0 order by 1`);
    expect(found).toEqual([{ name: "workorders_rollups_upd" }]);
  });

  it("keeps every counter equal to a count after each kind of update", async () => {
    await expectCountersTrue();
    // Columns no rollup reads: nothing moves.
    const before = await kept();
    await update(sql`briefdescription = briefdescription || ' (edited)', lastnote = 'x'`, mine());
    expect(await kept()).toEqual(before);
    await expectCountersTrue();
    // Each rollup's own columns, one kind at a time, then several in one statement.
    await update(sql`statusid = ${STATUS.Dispatched}`, one(0));
    await expectCountersTrue();
    await update(sql`priorityid = 4`, one(1));
    await expectCountersTrue();
    await update(sql`dispatcherid = ${ids.dispatchers[1] ?? 0}`, one(2));
    await expectCountersTrue();
    await update(sql`dispatcherid = null`, one(3));
    await expectCountersTrue();
    await update(sql`createddate = createddate - interval '100 days'`, one(4));
    await expectCountersTrue();
    await update(sql`jobsiteid = ${ids.sites[1] ?? 0}`, one(5));
    await expectCountersTrue();
    await update(
      sql`customerid = ${ids.customers[1] ?? 0}, jobsiteid = ${ids.sites[3] ?? 0}, statusid = ${STATUS.Cancelled}`,
      one(6),
    );
    await expectCountersTrue();
    // One statement over rows that move different rollups, and rows that move none.
    await update(
      sql`statusid = case when id % 2 = 0 then ${STATUS.CompletedVendor}::int else statusid end,
          briefdescription = briefdescription || '.'`,
      mine(),
    );
    await expectCountersTrue();
  });
});
