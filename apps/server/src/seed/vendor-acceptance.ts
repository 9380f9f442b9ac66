import { NOTE_TYPE_ID, PERTAINS_TO, rankReason, STATUS, SYSTEM_NOTE_TYPE } from "@fm/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { AUTODISPATCH_ACTOR, autoDispatchText } from "../features/autodispatch/index.ts";
import { vendorsByTrades } from "../features/wovendors/index.ts";
import { systemReader } from "../platform/workorder-core/index.ts";

const WAIT = 60;
const NOT_RANKED = "not in Select Vendor's ranking for this trade";

/**
 * Demo data of vendor acceptance and automatic dispatch (issue 32): the hero customer opted in for automatic
 * dispatch of one trade; one of its Received orders of that trade mid-run (the vendor ranked above the hero
 * vendor declined, the hero vendor's offer open for 40 more minutes, its timeout step queued), recorded as the
 * service records it (each offer's rank reason, the run's notes); and a manually dispatched line of the hero
 * vendor (vendor@example.com) awaiting acceptance. Runs after the work orders, seedField and seedVendorSearch (the
 * coverage ZIPs the ranking reads); deterministic.
 */
export const seedVendorAcceptance = async (
  tx: DbOrTx,
  s: {
    heroVendorId: number;
    declinedVendorId: number;
    avoidVendorIds: readonly number[];
    heroCustomerId: number;
    now: Date;
  },
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
  // One whose trade the hero vendor carries first, so it is in the ranking the offers quote.
  const carries = (vendorid: number) =>
    sql`exists (select 1 from vendortrades vt where vt.vendorid = ${vendorid} and vt.tradeid = t.tradeid and not vt.isdeleted)`;
  const picked = await tx.execute(sql`
    select w.id, w.wonumber, t.tradeid, tr.tradename from workorders w
    join workordertrades t on t.workorderid = w.id
    join trades tr on tr.id = t.tradeid
    where w.customerid = ${s.heroCustomerId} and w.statusid = ${STATUS.Received}
      and not exists (select 1 from workordervendors l where l.workorderid = w.id)
    order by ${carries(s.heroVendorId)} desc, w.id limit 1
  `);
  const order = (picked as unknown as { rows: { id: number; tradeid: number; tradename: string }[] }).rows[0];
  if (!order) return;
  // The offers as the service records them: each with why its vendor ranks there (Select Vendor's ranking,
  // rankReason), and the run's System notes in the service's words.
  const ranked = await vendorsByTrades(tx, systemReader("demo seed: automatic dispatch"), {
    workorderId: order.id,
    tradeIds: [order.tradeid],
    page: 1,
    pageSize: 100,
    search: "",
    sort: "priority",
  });
  const offered = async (vendorid: number) => {
    const row = ranked.rows.find((r) => r.id === vendorid);
    const [v] = (
      (await tx.execute(sql`
        select name, coalesce(dispatchemail, primaryemail) as email from vendors where id = ${vendorid}`)) as unknown as {
        rows: { name: string; email: string | null }[];
      }
    ).rows;
    if (!v) throw new Error(`demo vendor ${vendorid} missing`);
    return { name: v.name, to: v.email, reason: row ? rankReason(row) : null };
  };
  // The vendor the service would have offered it to first: the best-ranked eligible one above the hero vendor
  // (not one of the avoided demo vendors); the given one when the hero vendor ranks first.
  const heroAt = ranked.rows.findIndex((r) => r.id === s.heroVendorId);
  const declinedVendorId =
    ranked.rows
      .slice(0, Math.max(0, heroAt))
      .find((r) => r.canattach && r.dispatchemail && !s.avoidVendorIds.includes(r.id))?.id ??
    s.declinedVendorId;
  const first = await offered(declinedVendorId);
  const hero = await offered(s.heroVendorId);
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
      values (${order.id}, ${declinedVendorId}, ${order.tradeid}, 0, ${started}, ${second}, 'No technician free this week', ${STATUS.Dispatched}),
             (${order.id}, ${s.heroVendorId}, ${order.tradeid}, 0, ${second}, null, null, ${STATUS.Dispatched})
      returning id, vendorid, createddate
    ),
    offers as (
      insert into autodispatchoffers (workorderid, vendorid, workordervendorid, rank, offeredat, expiresat, outcome, note)
      select ${order.id}::int, l.vendorid, l.id,
             case when l.vendorid = ${s.heroVendorId}::int then 2 else 1 end, l.createddate,
             l.createddate + make_interval(mins => ${WAIT}::int),
             case when l.vendorid = ${s.heroVendorId}::int then 'pending' else 'declined' end,
             case when l.vendorid = ${s.heroVendorId}::int then ${hero.reason}::text else ${first.reason}::text end
      from lines l
      returning id, vendorid
    )
    insert into workorderevents (workorderid, workordervendorid, vendorid, actiontype, createddate)
    select ${order.id}::int, l.id, l.vendorid, 'DISPATCHED', l.createddate from lines l
  `);
  const firstExpires = new Date(started.getTime() + WAIT * 60_000);
  const notes = [
    { note: autoDispatchText.started(order.tradename, WAIT), at: started },
    {
      note: autoDispatchText.offered({
        ...first,
        rank: 1,
        reason: first.reason ?? NOT_RANKED,
        expiresat: firstExpires,
      }),
      at: started,
    },
    { note: autoDispatchText.declined(first.name), at: second },
    {
      note: autoDispatchText.offered({
        ...hero,
        rank: 2,
        reason: hero.reason ?? NOT_RANKED,
        expiresat: expires,
      }),
      at: second,
    },
  ];
  await tx.execute(sql`
    insert into workordernotes (workorderid, note, type, typeid, pertainsto, createdbyname, createddate)
    select ${order.id}::int, n.note, ${SYSTEM_NOTE_TYPE}::text, ${NOTE_TYPE_ID.Other}::int, ${PERTAINS_TO.Internal}::int, ${AUTODISPATCH_ACTOR}::text, n.at
    from jsonb_to_recordset(${JSON.stringify(notes)}::jsonb) as n(note text, at timestamptz)
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
