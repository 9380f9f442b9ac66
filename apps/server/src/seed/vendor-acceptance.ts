import { NOTE_TYPE_ID, PERTAINS_TO, STATUS, SYSTEM_NOTE_TYPE } from "@fm/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

const WAIT = 60;

/**
 * Demo data of vendor acceptance and automatic dispatch (issue 32): the hero customer opted in for automatic
 * dispatch of one trade; one of its Received orders of that trade mid-run (another vendor declined, the hero
 * vendor's offer open for 40 more minutes, its timeout step queued); and a manually dispatched line of the hero
 * vendor (vendor@example.com) awaiting acceptance. Runs after the work orders and seedField; deterministic.
 */
export const seedVendorAcceptance = async (
  tx: DbOrTx,
  s: { heroVendorId: number; declinedVendorId: number; heroCustomerId: number; now: Date },
): Promise<void> => {
  // A dispatched open line of the hero vendor (not one of the technician's Today orders) awaits its answer.
  await tx.execute(sql`
    with picked as (
      select l.id, l.workorderid, l.vendorid from workordervendors l join workorders w on w.id = l.workorderid
      where l.vendorid = ${s.heroVendorId} and w.statusid = ${STATUS.Dispatched} and w.techid is null
        and w.completedate is null and not l.isapproved
      order by l.workorderid limit 2
    )
    insert into workorderevents (workorderid, workordervendorid, vendorid, actiontype, createddate)
    select workorderid, id, vendorid, 'DISPATCHED', ${s.now.toISOString()}::timestamptz - interval '2 hours' from picked
  `);
  // The order mid automatic dispatch: a Received order of the hero customer with one trade and no vendor yet.
  const picked = await tx.execute(sql`
    select w.id, w.wonumber, t.tradeid from workorders w
    join workordertrades t on t.workorderid = w.id
    where w.customerid = ${s.heroCustomerId} and w.statusid = ${STATUS.Received}
      and not exists (select 1 from workordervendors l where l.workorderid = w.id)
    order by w.id limit 1
  `);
  const order = (picked as unknown as { rows: { id: number; tradeid: number }[] }).rows[0];
  if (!order) return;
  const started = new Date(s.now.getTime() - 80 * 60_000);
  const second = new Date(s.now.getTime() - 20 * 60_000);
  const expires = new Date(second.getTime() + WAIT * 60_000);
  await tx.execute(sql`
    insert into autodispatchsettings (customerid, tradeid, enabled, waitminutes)
    values (${s.heroCustomerId}, ${order.tradeid}, true, ${WAIT}) on conflict do nothing
  `);
  await tx.execute(sql`
    insert into autodispatchruns (workorderid, tradeid, state, waitminutes, startedat)
    values (${order.id}, ${order.tradeid}, 'running', ${WAIT}, ${started})
  `);
  await tx.execute(sql`
    update workorders set statusid = ${STATUS.Dispatched}, dispatchdate = greatest(createddate, ${started.toISOString()}::timestamptz)
    where id = ${order.id}
  `);
  await tx.execute(sql`
    with lines as (
      insert into workordervendors (workorderid, vendorid, tradeid, quotedamount, createddate, declinedat, declinereason, wostatusid)
      values (${order.id}, ${s.declinedVendorId}, ${order.tradeid}, 0, ${started}, ${second}, 'No technician free this week', ${STATUS.Dispatched}),
             (${order.id}, ${s.heroVendorId}, ${order.tradeid}, 0, ${second}, null, null, ${STATUS.Dispatched})
      returning id, vendorid, createddate
    ),
    offers as (
      insert into autodispatchoffers (workorderid, vendorid, workordervendorid, rank, offeredat, expiresat, outcome)
      select ${order.id}::int, l.vendorid, l.id,
             case when l.vendorid = ${s.heroVendorId}::int then 2 else 1 end, l.createddate,
             l.createddate + make_interval(mins => ${WAIT}::int),
             case when l.vendorid = ${s.heroVendorId}::int then 'pending' else 'declined' end
      from lines l
      returning id, vendorid
    )
    insert into workorderevents (workorderid, workordervendorid, vendorid, actiontype, createddate)
    select ${order.id}::int, l.id, l.vendorid, 'DISPATCHED', l.createddate from lines l
  `);
  await tx.execute(sql`
    insert into workordernotes (workorderid, note, type, typeid, pertainsto, createdbyname, createddate)
    select ${order.id}::int, n.note, ${SYSTEM_NOTE_TYPE}::text, ${NOTE_TYPE_ID.Other}::int, ${PERTAINS_TO.Internal}::int, 'Automatic dispatch', n.at
    from (values
      ('Automatic dispatch started: each vendor has ${sql.raw(String(WAIT))} minutes to accept.', ${started}::timestamptz),
      ('Automatic dispatch: offered to the first-ranked vendor (rank 1).', ${started}::timestamptz),
      ('Automatic dispatch: the first-ranked vendor declined; offering to the next vendor.', ${second}::timestamptz),
      ('Automatic dispatch: offered to the next vendor (rank 2).', ${second}::timestamptz)
    ) as n(note, at)
  `);
  await tx.execute(sql`
    update workorders w set lastnote = (select n.note from workordernotes n where n.workorderid = w.id
      order by n.createddate desc, n.id desc limit 1)
    where w.id = ${order.id}
  `);
  // Its timeout step: after the wait the live server offers the next vendor (or tells the dispatcher).
  await tx.execute(sql`
    insert into jobs (kind, payload, exclusivekey, idempotencykey, runafter)
    select 'autodispatch', jsonb_build_object('workorderid', ${order.id}::int), k, k, ${expires}::timestamptz
    from (select 'autodispatch:' || ${order.id}::int || ':offer:' || o.id as k from autodispatchoffers o
          where o.workorderid = ${order.id} and o.outcome = 'pending') q
  `);
};
