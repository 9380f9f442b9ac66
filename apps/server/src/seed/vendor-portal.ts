import { STATUS } from "@fm/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

interface VendorPortalSeed {
  heroVendorId: number;
  secondVendorId: number;
  now: Date;
}

const OPEN = [STATUS.Dispatched, STATUS.TechOnSite, STATUS.WaitingOnParts, STATUS.TBS, STATUS.NOD];

/**
 * Demo data of the vendor portal (issue 12): the second vendor (vendor2@ / tech2@) gets its own open,
 * invoiced and cancelled orders, both vendors get an assigned technician on some orders and a few notes
 * they can see. Runs after the work orders; deterministic (derived from the seeded ids).
 */
export const seedVendorPortal = async (tx: DbOrTx, s: VendorPortalSeed): Promise<void> => {
  if (s.secondVendorId === s.heroVendorId) return;
  // Orders with neither demo vendor on them, in each status group, get a line of the second vendor.
  await tx.execute(sql`
    with picked as (
      (select w.id, w.statusid from workorders w
        where w.statusid in (${sql.join(
          OPEN.map((x) => sql`${x}`),
          sql`, `,
        )})
          and not exists (select 1 from workordervendors l where l.workorderid = w.id
                          and l.vendorid in (${s.heroVendorId}, ${s.secondVendorId}))
        order by w.id limit 10)
      union all
      (select w.id, w.statusid from workorders w
        where w.statusid = ${STATUS.Invoiced}
          and not exists (select 1 from workordervendors l where l.workorderid = w.id
                          and l.vendorid in (${s.heroVendorId}, ${s.secondVendorId}))
        order by w.id limit 3)
      union all
      (select w.id, w.statusid from workorders w
        where w.statusid = ${STATUS.Cancelled}
          and not exists (select 1 from workordervendors l where l.workorderid = w.id
                          and l.vendorid in (${s.heroVendorId}, ${s.secondVendorId}))
        order by w.id limit 2)
    )
    insert into workordervendors (workorderid, vendorid, tradeid, quotedamount, createddate)
    select p.id, ${s.secondVendorId},
           (select min(t.tradeid) from workordertrades t where t.workorderid = p.id),
           250 + (p.id % 5) * 50, ${s.now}::timestamptz - interval '3 days'
    from picked p
  `);

  // An assigned technician on a few open orders of each vendor.
  for (const [vendorid, email] of [
    [s.heroVendorId, "tech@example.com"],
    [s.secondVendorId, "tech2@example.com"],
  ] as const) {
    await tx.execute(sql`
      update workorders set techid = (select id from users where email = ${email})
      where id in (
        select l.workorderid from workordervendors l join workorders w on w.id = l.workorderid
        where l.vendorid = ${vendorid} and w.statusid in (${sql.join(
          OPEN.map((x) => sql`${x}`),
          sql`, `,
        )})
        order by l.workorderid limit 3)
    `);
  }

  // A vendor note from the second vendor's office on each of its open orders, and a dispatcher note to it.
  await tx.execute(sql`
    insert into workordernotes (workorderid, note, type, typeid, pertainsto, createdby, createdbyname, createddate)
    select l.workorderid, n.note, 'Vendor', 2, 3, n.userid, n.name, ${s.now}::timestamptz - n.ago
    from workordervendors l
    join workorders w on w.id = l.workorderid
    cross join (
      select '<p>Technician scheduled; we will confirm on arrival.</p>' as note, u.id as userid,
             u.firstname || ' ' || u.lastname as name, interval '2 days' as ago
      from users u where u.email = 'vendor2@example.com'
      union all
      select '<p>Please send before-and-after photos with the invoice.</p>', u.id,
             u.firstname || ' ' || u.lastname, interval '1 day'
      from users u where u.email = 'dispatcher@example.com'
    ) n
    where l.vendorid = ${s.secondVendorId}
      and w.statusid in (${sql.join(
        OPEN.map((x) => sql`${x}`),
        sql`, `,
      )})
  `);
  // Keep lastnote = the newest note (the lists show it).
  await tx.execute(sql`
    update workorders w set lastnote = (select n.note from workordernotes n where n.workorderid = w.id
                                        order by n.createddate desc, n.id desc limit 1)
    where exists (select 1 from workordervendors l where l.workorderid = w.id and l.vendorid = ${s.secondVendorId})
  `);
};
