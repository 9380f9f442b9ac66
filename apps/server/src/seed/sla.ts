import { DEFAULT_WEEK, STATUS, stateTimeZoneEntries } from "@fm/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { slaHolidays, slaPolicies } from "../db/schema/index.ts";
import { refreshSlaClocksFor } from "../features/sla/index.ts";

/** Company defaults per priority (minutes): P1 around the clock, the others in business hours. */
const DEFAULTS = [
  { priorityid: 1, respondminutes: 60, onsiteminutes: 240, completeminutes: 1440, twentyfourseven: true },
  { priorityid: 2, respondminutes: 120, onsiteminutes: 480, completeminutes: 2700, twentyfourseven: false },
  { priorityid: 3, respondminutes: 480, onsiteminutes: 1620, completeminutes: 5400, twentyfourseven: false },
  {
    priorityid: 4,
    respondminutes: 1080,
    onsiteminutes: 5400,
    completeminutes: 10800,
    twentyfourseven: false,
  },
];

/**
 * Demo data of the SLA clocks (issue 32): job sites get their state's zone, company default policies per
 * priority plus a stricter one for the hero customer's P2, US holidays, and the newest open orders' clocks;
 * five open P1 orders are moved so the dashboard's at-risk queue shows three at risk and two breached.
 */
export const seedSla = async (tx: DbOrTx, s: { heroCustomerId: number; now: Date }): Promise<number> => {
  const cases = sql.join(
    stateTimeZoneEntries().map(([code, zone]) => sql`when ${code} then ${zone}`),
    sql` `,
  );
  await tx.execute(
    sql`update customerjobsites set timezone = case upper(statecode) ${cases} else timezone end`,
  );
  const priorities = (await tx.execute(sql`select id from priorities`)) as unknown as {
    rows: { id: number }[];
  };
  const known = new Set(priorities.rows.map((r) => Number(r.id)));
  const week = [...DEFAULT_WEEK];
  await tx
    .insert(slaPolicies)
    .values(
      DEFAULTS.filter((d) => known.has(d.priorityid)).map((d) => ({
        ...d,
        customerid: null,
        weekhours: week,
      })),
    )
    .onConflictDoNothing();
  if (known.has(2))
    await tx
      .insert(slaPolicies)
      .values({
        customerid: s.heroCustomerId,
        priorityid: 2,
        respondminutes: 60,
        onsiteminutes: 240,
        completeminutes: 1440,
        twentyfourseven: false,
        weekhours: week,
      })
      .onConflictDoNothing();
  const year = s.now.getUTCFullYear();
  await tx.insert(slaHolidays).values(
    [year, year + 1].flatMap((y) => [
      { holidaydate: `${y}-01-01`, name: "New Year's Day" },
      { holidaydate: `${y}-07-04`, name: "Independence Day" },
      { holidaydate: `${y}-12-25`, name: "Christmas Day" },
    ]),
  );
  // Five open P1 orders received 30, 40, 50 minutes ago (respond-by in 30/20/10 min: at risk) and
  // 90, 120 minutes ago (breached).
  await tx.execute(sql`
    with picked as (
      select w.id, row_number() over (order by w.id desc) as n
      from workorders w
      where w.statusid in (${STATUS.Received}, ${STATUS.Dispatched}) and w.completedate is null
        and not exists (select 1 from workordervendors l where l.workorderid = w.id and l.acceptedat is not null)
      order by w.id desc limit 5
    )
    update workorders w set priorityid = 1, onsitedate = null,
      receivedate = ${s.now.toISOString()}::timestamptz - make_interval(mins => (array[30, 40, 50, 90, 120])[p.n])
    from picked p where w.id = p.id`);
  const open = (await tx.execute(sql`
    select id from workorders
    where statusid not in (${STATUS.Invoiced}, ${STATUS.Cancelled}, ${STATUS.CompletedVendor}, ${STATUS.Denied})
    order by receivedate desc limit 100`)) as unknown as { rows: { id: number }[] };
  // One set of reads and writes for all of them (not one refresh per order).
  await refreshSlaClocksFor(
    tx,
    open.rows.map((r) => Number(r.id)),
  );
  return open.rows.length;
};
