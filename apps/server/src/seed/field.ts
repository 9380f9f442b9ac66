import { STATUS } from "@fm/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { users } from "../db/schema/index.ts";

/**
 * Demo data of the technician in the field (issue 31): tech@example.com has three of the hero vendor's open
 * orders today (one already checked in, one late, one later today) and one overdue from yesterday, each on a
 * job site with a map point, so a newcomer signing in as tech@ sees Today with cards and the dispatcher sees
 * On site / Late / No-show. Runs after seedVendorPortal; deterministic.
 */
export const seedField = async (tx: DbOrTx, s: { heroVendorId: number; now: Date }): Promise<void> => {
  const [tech] = await tx.select({ id: users.id }).from(users).where(eq(users.email, "tech@example.com"));
  if (!tech) return;
  // offsets from now, in minutes: on site (scheduled an hour ago), late (45 min ago), later today, yesterday
  await tx.execute(sql`
    with picked as (
      select l.workorderid as id, row_number() over (order by l.workorderid) as n
      from workordervendors l join workorders w on w.id = l.workorderid
      where l.vendorid = ${s.heroVendorId} and w.statusid in (${STATUS.Dispatched}, ${STATUS.TechOnSite})
        and w.completedate is null
      order by l.workorderid limit 4
    )
    update workorders w set techid = ${tech.id}, onsitedate = null,
      scheduledate = ${s.now}::timestamptz + make_interval(mins => (array[-60, -45, 180, -1500])[p.n])
    from picked p where w.id = p.id
  `);
  await tx.execute(sql`
    update customerjobsites j set latitude = coalesce(j.latitude, 30.2672), longitude = coalesce(j.longitude, -97.7431)
    where j.id in (select jobsiteid from workorders where techid = ${tech.id})
  `);
  // The first is checked in by GPS, 60 m from its site.
  await tx.execute(sql`
    with first as (
      select w.id, j.latitude, j.longitude from workorders w join customerjobsites j on j.id = w.jobsiteid
      where w.techid = ${tech.id} and w.scheduledate = ${s.now}::timestamptz - interval '60 minutes'
      order by w.id limit 1
    )
    insert into workordercheckins (workorderid, workordervendorid, userid, kind, at, latitude, longitude, accuracy, distance, method)
    select f.id, (select min(l.id) from workordervendors l where l.workorderid = f.id and l.vendorid = ${s.heroVendorId}),
           ${tech.id}, 'in', ${s.now}::timestamptz - interval '50 minutes', f.latitude + 0.00054, f.longitude, 12, 60, 'gps'
    from first f
  `);
  await tx.execute(sql`
    update workorders w set onsitedate = c.at
    from workordercheckins c where c.workorderid = w.id and c.userid = ${tech.id} and w.onsitedate is null
  `);
};
