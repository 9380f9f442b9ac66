import { STATUS, WORK_ORDER_STATUSES } from "@fm/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { markSeededHistoryEscalated, refreshSlaClocksFor } from "../features/sla/index.ts";
import { intArray, queryRows } from "./batch.ts";
import { CANCEL_REASONS, NOTE_TEMPLATES, PROBLEMS } from "./texts.ts";
import { US_PLACES } from "./us-places.ts";
import { STATUS_SHAPES } from "./work-orders.ts";

/**
 * Set-based bulk seeding for benchmarks: every row is made by INSERT … SELECT … FROM generate_series inside
 * the database, so a million work orders take minutes, not hours. Needs an already seeded database
 * (customers, job sites, vendors with trades, dispatchers): run the demo seed first.
 */

const textArray = (values: readonly string[]): SQL =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);

const statusesWhere = (pred: (id: number) => boolean): SQL =>
  intArray(WORK_ORDER_STATUSES.map((s) => s.id).filter(pred));

/** Status ids repeated by weight, so `arr[random index]` draws statuses like the demo set does. */
const weightedStatuses = (): number[] =>
  WORK_ORDER_STATUSES.flatMap((s) =>
    Array(Math.max(1, Math.round((STATUS_SHAPES[s.id]?.weight ?? 1) * 2))).fill(s.id),
  );

const shape = (pred: (s: (typeof STATUS_SHAPES)[number]) => boolean): SQL =>
  statusesWhere((id) => {
    const s = STATUS_SHAPES[id];
    return s !== undefined && pred(s);
  });

export interface ScaleOptions {
  /** Work orders per statement (each statement commits on its own). */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface ScaleResult {
  workOrders: number;
  seconds: number;
  /** The new orders' SLA clocks computed, and the past stages recorded as sent (markSeededHistoryEscalated). */
  slaClocks: number;
  slaStagesRecorded: number;
}

const count = async (db: DbOrTx, table: string): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(row?.n ?? 0);
};

/** Adds `total` work orders, each with 1-2 trades, vendor lines (dispatched statuses), notes and a notice. */
/**
 * The triggers a bulk load turns off: one audit row per seeded row and one live event per statement are
 * noise for a data set nobody edited, and they cost more than the load itself (issue 34's 1M/5M sets); the
 * seeded orders are history, so a Received one at a customer opted in for automatic dispatch must not queue a
 * start (migration 0047), which the first server on the data set would then run — a Select Vendor ranking per
 * order, in the background of every benchmark. They are turned off inside the batch's transaction, so a
 * concurrent writer waits for the batch and is audited as always. The rollups' triggers stay on: the reports
 * and counters read them.
 */
export const BULK_LOAD_OFF = ["fm_audit", "fm_live_event", "fm_autodispatch_on_trade"];

/** refreshSlaClocksFor's batch ("a few hundred ids"). */
const SLA_REFRESH_BATCH = 500;

const withoutAuditTriggers = async <T>(db: DbOrTx, load: (tx: DbOrTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    const triggers = await queryRows<{ tbl: string; name: string }>(
      tx,
      sql`select tgrelid::regclass::text as tbl, tgname as name from pg_trigger
          where not tgisinternal and tgname = any(${textArray(BULK_LOAD_OFF)})`,
    );
    const alter = async (on: boolean) => {
      for (const t of triggers)
        await tx.execute(sql.raw(`alter table ${t.tbl} ${on ? "enable" : "disable"} trigger ${t.name}`));
    };
    await alter(false);
    const result = await load(tx);
    await alter(true);
    return result;
  });

export const scaleWorkOrders = async (
  db: DbOrTx,
  total: number,
  opts: ScaleOptions = {},
): Promise<ScaleResult> => {
  const log = opts.log ?? (() => {});
  const start = performance.now();
  if ((await count(db, "customerjobsites")) === 0) throw new Error("No job sites: seed the demo data first.");
  const tradeIds = (
    await queryRows<{ id: number }>(db, sql`select id from trades where isactive order by id`)
  ).map((r) => Number(r.id));
  if (tradeIds.length === 0) throw new Error("No trades: reference data is missing.");
  const statuses = intArray(weightedStatuses());
  const problems = textArray(Object.values(PROBLEMS).flat());
  const notes = NOTE_TEMPLATES;
  const noteText = textArray(notes.map((n) => n.text));
  const noteType = textArray(notes.map((n) => n.type));
  const notePertains = intArray(notes.map((n) => n.pertainsto));
  const k = notes.length;
  const dispatched = shape((s) => s.dispatched);
  const scheduled = shape((s) => s.scheduled === true);
  const onsite = shape((s) => s.onsite === true);
  const complete = shape((s) => s.complete === true);
  const billed = shape((s) => (s.billing ?? 0) >= 2);
  const quote = shape((s) => s.quote === true);
  const trades = intArray(tradeIds);
  const batchSize = Math.max(1, opts.batchSize ?? 50_000);

  let done = 0;
  let firstId: number | undefined;
  let clocks = 0;
  while (done < total) {
    const n = Math.min(batchSize, total - done);
    const t0 = performance.now();
    await withoutAuditTriggers(db, async (tx) => {
      const [batch] = await queryRows<{ ids: number[] }>(
        tx,
        sql`
      with ctx as (
        select (select array_agg(id order by id) from customerjobsites) as js,
               (select array_agg(id order by id) from users where isdispatcher and isactive) as disp,
               ${trades} as tr
      ),
      src as (
        select nextval(pg_get_serial_sequence('workorders', 'id'))::int as id,
               random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6
        from generate_series(1, ${n}::int)
      ),
      pick as (
        select s.*,
               ctx.js[1 + floor(s.r1 * cardinality(ctx.js))::int] as jobsiteid,
               ctx.disp[1 + floor(s.r2 * coalesce(cardinality(ctx.disp), 0))::int] as dispatcherid,
               (${statuses})[1 + floor(s.r3 * cardinality(${statuses}))::int] as statusid,
               1 + floor(s.r5 * 4)::int as priorityid,
               date_trunc('second', now() - (s.r4 * 89.5) * interval '1 day') as created
        from src s cross join ctx
      ),
      dated as (
        select p.*,
               case when p.statusid = any(${dispatched})
                    then least(now(), p.created + p.r6 * interval '1 day') end as dispatched
        from pick p
      ),
      ins as (
        insert into workorders (id, wonumber, customerid, jobsiteid, ponumber, statusid, priorityid, dispatcherid,
          briefdescription, nte, createddate, modifieddate, receivedate, dispatchdate, scheduledate, onsitedate,
          completedate, duedate, flagged, cancelreason, lastnote, createdby, modifiedby)
        select d.id, coalesce(c.customerprefix, 'WO') || '-' || (100000 + d.id), j.customerid, d.jobsiteid,
               case when d.r5 < 0.7 then 'PO-' || (100000 + (d.id::bigint * 7919) % 900000) end,
               d.statusid, d.priorityid, d.dispatcherid,
               (${problems})[1 + (d.id % cardinality(${problems}))],
               case when d.r6 < 0.6 then c.nte end,
               d.created, d.created, d.created - (d.r2 * interval '1 hour'),
               d.dispatched,
               case when d.statusid = any(${scheduled}) then d.dispatched + interval '1 day' end,
               case when d.statusid = any(${onsite}) then least(now(), d.dispatched + interval '1 day' + interval '2 hours') end,
               case when d.statusid = any(${complete}) then least(now(), d.dispatched + interval '1 day' + interval '5 hours') end,
               d.created + (array[4, 24, 72, 168])[d.priorityid] * interval '1 hour',
               d.r1 < 0.07,
               case when d.statusid = ${STATUS.Cancelled} then (${textArray(CANCEL_REASONS)})[1 + (d.id % ${CANCEL_REASONS.length})] end,
               (${noteText})[1 + (d.id % ${k})],
               d.dispatcherid, d.dispatcherid
        from dated d
        join customerjobsites j on j.id = d.jobsiteid
        join customers c on c.id = j.customerid
        returning id, statusid, createddate, dispatchdate, dispatcherid
      ),
      tpick as (
        select i.*, floor(random() * cardinality(ctx.tr))::int as t1,
               floor(random() * greatest(cardinality(ctx.tr) - 1, 1))::int as t2, random() as r
        from ins i cross join ctx
      ),
      wot as (
        insert into workordertrades (workorderid, tradeid)
        select id, (select tr from ctx)[1 + t1] from tpick
        union all
        select id, (select tr from ctx)[1 + ((t1 + 1 + t2) % cardinality((select tr from ctx)))]
        from tpick where r < 0.25 and cardinality((select tr from ctx)) > 1
        returning workorderid, tradeid
      ),
      vt as (
        select vt.tradeid, array_agg(vt.vendorid order by vt.vendorid) as v
        from vendortrades vt join vendors vv on vv.id = vt.vendorid
        where not vt.isdeleted and vv.isactive and coalesce(vv.tierid, 0) <> 6 and coalesce(vv.vendorstatustypeid, 0) <> 4
        group by vt.tradeid
      ),
      wov as (
        insert into workordervendors (workorderid, vendorid, tradeid, quotedamount, quoteonly, invoicenumber,
          invoiceamount, isapproved, status, createdby, createddate, modifieddate)
        select t.workorderid, vt.v[1 + floor(random() * cardinality(vt.v))::int], t.tradeid,
               round((150 + random() * 2850)::numeric, 2),
               i.statusid = any(${quote}),
               case when i.statusid = any(${billed}) then 'INV-' || t.workorderid end,
               case when i.statusid = any(${billed}) then round((150 + random() * 2850)::numeric, 2) end,
               i.statusid = any(${billed}),
               case when i.statusid = any(${complete}) then 'Completed' else 'Dispatched' end,
               i.dispatcherid, i.dispatchdate, i.dispatchdate
        from wot t
        join ins i on i.id = t.workorderid
        join vt on vt.tradeid = t.tradeid
        where i.dispatchdate is not null
        returning id, workorderid, vendorid, createdby, createddate
      ),
      ev as (
        insert into workorderevents (workorderid, workordervendorid, vendorid, actiontype, createdby, createddate)
        select workorderid, id, vendorid, 'DISPATCHED', createdby, createddate from wov
        returning id
      ),
      notes as (
        insert into workordernotes (workorderid, note, type, typeid, pertainsto, createdby, createdbyname, createddate)
        select i.id, 'Work order created by ' || coalesce(u.firstname || ' ' || u.lastname, 'System') || '.',
               'System', 2, 2, i.dispatcherid, coalesce(u.firstname || ' ' || u.lastname, 'System'), i.createddate
        from ins i left join users u on u.id = i.dispatcherid
        union all
        select i.id, (${noteText})[1 + (i.id % ${k})], (${noteType})[1 + (i.id % ${k})],
               case when (${noteType})[1 + (i.id % ${k})] = 'Internal' then 1 else 2 end,
               (${notePertains})[1 + (i.id % ${k})],
               i.dispatcherid, coalesce(u.firstname || ' ' || u.lastname, 'System'),
               least(now(), i.createddate + interval '1 hour')
        from ins i left join users u on u.id = i.dispatcherid
        returning id
      )
      select (select array_agg(id order by id) from ins) as ids, (select count(*) from wov) as lines,
             (select count(*) from notes) as notes, (select count(*) from ev) as events
    `,
      );
      // The clocks in the same transaction, with the audit and live triggers still off: a settled set has no
      // audit row or live event per order for its sladueat.
      const ids = (batch?.ids ?? []).map(Number);
      firstId ??= ids[0];
      for (let i = 0; i < ids.length; i += SLA_REFRESH_BATCH)
        await refreshSlaClocksFor(tx, ids.slice(i, i + SLA_REFRESH_BATCH));
      clocks += ids.length;
    });
    done += n;
    const secs = (performance.now() - t0) / 1000;
    log(
      `  work orders ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")}  (${Math.round(n / secs).toLocaleString("en-US")}/s)`,
    );
  }
  await db.execute(
    sql`vacuum analyze workorders, workordertrades, workordervendors, workordernotes, workorderevents`,
  );
  // A seeded set is settled history, like the demo's: clocks computed (above), past stages sent, nothing
  // left for a server. Only the new orders: another order's stages are the scan's to send.
  const history =
    firstId === undefined ? { sent: 0 } : await markSeededHistoryEscalated(db, new Date(), firstId);
  return {
    workOrders: total,
    seconds: (performance.now() - start) / 1000,
    slaClocks: clocks,
    slaStagesRecorded: history.sent,
  };
};

const EXTRA_TRADES = [
  "Overhead Doors",
  "Elevators & Escalators",
  "Fire Sprinklers",
  "Generators",
  "Backflow Testing",
  "Kitchen Hood Cleaning",
  "Security Systems",
  "Low Voltage & Cabling",
  "Drywall",
  "Masonry",
  "Fencing & Gates",
  "Parking Lot Sweeping",
  "Window Cleaning",
  "Gutters",
  "Septic & Grease Trap",
  "Water Treatment",
  "Boilers",
  "Ceilings",
  "Millwork",
  "Asbestos Abatement",
] as const;

/** Makes sure at least `total` active trades exist (adds realistic names, then numbered ones). */
export const ensureTradeCount = async (db: DbOrTx, total: number): Promise<number> => {
  const existing = await count(db, "trades");
  const missing = total - existing;
  if (missing <= 0) return 0;
  const names = Array.from(
    { length: missing },
    (_, i) => EXTRA_TRADES[i] ?? `Specialty Trade ${existing + i + 1}`,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into trades (tradename) select unnest(${textArray(names)}) on conflict (tradename) do nothing returning id`,
  );
  return rows.length;
};

export interface VendorScaleOptions {
  /** Each new vendor gets about this many trades (all trades when it is at least the trade count). */
  tradesPerVendor?: number;
  batchSize?: number;
  log?: (line: string) => void;
}

/** Adds `total` vendors spread over the real US places, with trades, compliance dates, tiers and statuses. */
export const scaleVendors = async (
  db: DbOrTx,
  total: number,
  opts: VendorScaleOptions = {},
): Promise<{ vendors: number; vendorTrades: number; seconds: number }> => {
  const log = opts.log ?? (() => {});
  const start = performance.now();
  const tradeCount = await count(db, "trades");
  const perVendor = Math.max(1, opts.tradesPerVendor ?? 3);
  const p = Math.min(1, perVendor / Math.max(1, tradeCount));
  const places = JSON.stringify(US_PLACES);
  const batchSize = Math.max(1, opts.batchSize ?? 20_000);
  let done = 0;
  let vendorTrades = 0;
  while (done < total) {
    const n = Math.min(batchSize, total - done);
    const [row] = await withoutAuditTriggers(db, (tx) =>
      queryRows<{ v: number; vt: number }>(
        tx,
        sql`
      with places as (
        select row_number() over () as rn, p.*
        from json_to_recordset(${places}::json)
          as p(postalcode text, city text, statecode text, county text, latitude float8, longitude float8)
      ),
      src as (
        select nextval(pg_get_serial_sequence('vendors', 'id'))::int as id,
               1 + floor(random() * (select count(*) from places))::int as rn,
               random() as r1, random() as r2, random() as r3, random() as r4
        from generate_series(1, ${n}::int)
      ),
      ins as (
        insert into vendors (id, name, firstname, lastname, address, city, statecode, postalcode, county, country,
          latitude, longitude, primaryphone, primaryemail, dispatchemail, glexpirationdate, wcexpirationdate,
          w9date, tierid, termid, vendorstatustypeid, paperworkcomplete, allowlogin, isactive, ratingsum,
          numberofratings)
        select s.id,
               pl.city || ' ' || (array['Facility Services', 'Mechanical', 'Maintenance', 'Building Services', 'Contractors'])[1 + s.id % 5] || ' #' || s.id,
               'Owner', 'No. ' || s.id,
               (100 + s.id % 9800) || ' Commerce Blvd', pl.city, pl.statecode, pl.postalcode, pl.county, 'US',
               pl.latitude + (s.r1 - 0.5) * 0.05, pl.longitude + (s.r2 - 0.5) * 0.05,
               '+1 (' || (200 + s.id % 800) || ') ' || (200 + s.id % 800) || '-' || lpad((s.id % 10000)::text, 4, '0'),
               'office' || s.id || '@vendor' || s.id || '.example.com',
               'dispatch' || s.id || '@vendor' || s.id || '.example.com',
               current_date + (case when s.r3 < 0.15 then -1 else 1 end) * (1 + floor(s.r4 * 300))::int,
               current_date + (case when s.r4 < 0.12 then -1 else 1 end) * (1 + floor(s.r3 * 300))::int,
               current_date - (30 + floor(s.r1 * 1000))::int,
               (array[1, 1, 2, 2, 2, 3, 3, 4, 5, 6])[1 + floor(s.r2 * 10)::int],
               30,
               (array[2, 2, 2, 2, 2, 2, 1, 1, 3, 4])[1 + floor(s.r3 * 10)::int],
               s.r4 < 0.7, s.r1 < 0.3, true,
               round((s.r2 * 5 * (s.id % 30))::numeric, 1), s.id % 30
        from src s join places pl on pl.rn = s.rn
        returning id
      ),
      vt as (
        insert into vendortrades (vendorid, tradeid)
        select i.id, t.id from ins i cross join trades t where t.isactive and random() < ${p}::float8
        returning id
      )
      select (select count(*) from ins)::int as v, (select count(*) from vt)::int as vt
    `,
      ),
    );
    done += n;
    vendorTrades += Number(row?.vt ?? 0);
    log(
      `  vendors ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")}  vendor trades +${Number(row?.vt ?? 0).toLocaleString("en-US")}`,
    );
  }
  await db.execute(sql`analyze vendors, vendortrades`);
  return { vendors: total, vendorTrades, seconds: (performance.now() - start) / 1000 };
};
