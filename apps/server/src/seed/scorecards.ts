import { STATUS } from "@fm/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/**
 * Demo data of the vendor scorecards (issue 32 §4, §6): most dispatches accepted (5 min – 3 h after dispatch),
 * one in ten declined with a reason, portal invoices carrying the amount submitted (one in four approved at a
 * different amount), and a few later orders at the same site and trade linked as recalls of a finished order,
 * so the hero vendor's Scorecard tab, Select Vendor's Score and the recall warning show something after
 * `npm start`. Set-based and deterministic (ids only); the rollup follows by trigger.
 */
export const seedScorecards = async (tx: DbOrTx, s: { heroVendorId: number }): Promise<void> => {
  await tx.execute(sql`
    update workordervendors set
      acceptedat = case when id % 10 <> 0 then createddate + make_interval(mins => 5 + (id * 37) % 175) end,
      declinedat = case when id % 10 = 0 then createddate + make_interval(mins => 10 + (id * 13) % 50) end,
      declinereason = case when id % 10 = 0 then 'No technician free in the area' end
    where not quoteonly
  `);
  await tx.execute(sql`
    update vendorinvoices i set submittedamount = case when i.id % 4 = 0 then round(l.invoiceamount * 1.1, 2) else l.invoiceamount end
    from workordervendors l
    where l.id = i.workordervendorid and l.invoiceamount is not null and i.invoicestatusid <> 1
  `);
  // Recalls: a later order (within 30 days) at the same site, sharing a trade with a finished earlier one.
  await tx.execute(sql`
    with pairs as (
      select distinct on (y.id) y.id, x.id as original
      from workorders x
      join workordertrades xt on xt.workorderid = x.id
      join workorders y on y.jobsiteid = x.jobsiteid and y.id <> x.id
        and y.createddate > x.createddate and y.createddate <= x.createddate + interval '30 days'
      join workordertrades yt on yt.workorderid = y.id and yt.tradeid = xt.tradeid
      where x.statusid in (${STATUS.Invoiced}, ${STATUS.CompletedVendor}, ${STATUS.ReadyToBill})
        and y.recallof is null
        and exists (select 1 from workordervendors l where l.workorderid = x.id)
      order by y.id, x.createddate desc
    )
    update workorders w set recallof = p.original
    from (select * from pairs order by id limit 12) p
    where w.id = p.id
  `);
  // Invoice rules (§5) stay off in the demo (the portal journeys expect a submitted invoice to wait; an Admin
  // turns them on under Accounting → Invoice Rules). A submitted invoice of the hero vendor shows a failed rule,
  // and one NTE raise of the hero vendor waits for the dispatcher's decision.
  await tx.execute(sql`
    update vendorinvoices i set failedrules = jsonb_build_array(jsonb_build_object(
      'key', 'nte', 'message', 'Total $' || to_char(coalesce(l.invoiceamount, 0), 'FM999999990.00') || ' is over the NTE of $' || to_char(coalesce(w.nte, 0), 'FM999999990.00') || '.'))
    from workordervendors l join workorders w on w.id = l.workorderid
    where l.id = i.workordervendorid and i.vendorid = ${s.heroVendorId} and i.invoicestatusid = 2
      and i.id = (select min(id) from vendorinvoices where vendorid = ${s.heroVendorId} and invoicestatusid = 2)
  `);
  await tx.execute(sql`
    insert into nteraises (workorderid, vendorid, currentnte, requestednte, reason, createddate)
    select w.id, l.vendorid, w.nte, coalesce(w.nte, 500) + 350, 'The compressor also needs replacing; parts quote attached.',
           now() - interval '2 hours'
    from workordervendors l join workorders w on w.id = l.workorderid
    where l.vendorid = ${s.heroVendorId} and w.statusid = ${STATUS.Dispatched}
    order by w.id limit 1
  `);
};
