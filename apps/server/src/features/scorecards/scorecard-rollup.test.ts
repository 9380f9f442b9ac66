import { STATUS, VENDOR_BILLING_STATUS } from "@fm/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DbOrTx } from "../../db/client.ts";
import {
  vendorInvoices,
  vendorScorecardLines,
  vendorScorecards,
  workOrderCheckins,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { intArray, queryRows } from "../../seed/batch.ts";
import { createRng } from "../../seed/prng.ts";
import { makeUser, makeVendor, makeWorkOrder, uid } from "../../test/factories.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";

/*
 * The incremental scorecard rollup (migration 0067: per-line contributions and deltas) against a full recompute,
 * after a seeded pseudo-random run of the writes that feed it. The reference is the whole-vendor recompute the
 * rollup used before (migration 0048's fm_vendorscorecards_of, kept here word for word as the oracle), so the
 * incremental rows must be exactly the rows a recompute of every line gives, and the trade totals their sums.
 */

const { t, customerid, jobsiteid } = await useWorkOrderFile();
const site = { customerid, jobsiteid };
const HOUR = 3_600_000;
const T0 = new Date("2026-10-01T14:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
/** Trades no other test bills on (files share a database per worker on PostgreSQL; trade averages are global). */
const TRADES = [16, 17, 18] as const;

/** Rows of the rollup that differ from a full recompute of the vendors' lines (none when in step). */
const rollupDiff = (vendorids: number[]) =>
  queryRows<{ side: string; row: string }>(
    t.db,
    sql`
    with f as (
      select l.vendorid, l.tradeid,
             (not l.quoteonly) as dispatched,
             l.acceptedat is not null as accepted,
             l.declinedat is not null as declined,
             case when l.acceptedat is not null
                  then greatest(0, extract(epoch from l.acceptedat - l.createddate))::bigint else 0 end as acceptseconds,
             coalesce(ci.at, w.onsitedate) as arrival,
             coalesce(w.scheduledate, w.duedate) as onsiteby,
             (w.completedate is not null or w.statusid in (4, 10, 12, 15, 17)) as completed,
             w.completedate, w.duedate, w.id as workorderid,
             exists (select 1 from workorders r where r.recallof = w.id and r.statusid not in (5, 6)) as recalled,
             vi.submittedamount, (vi.id is not null) as invoicejudged,
             (l.isapproved and l.invoicenumber is not null) as bill,
             coalesce(l.invoiceamount, 0) as billamount,
             l.invoiceamount
      from workordervendors l
      join workorders w on w.id = l.workorderid
      left join lateral (
        select min(c.at) as at from workordercheckins c
        where c.workorderid = l.workorderid and c.kind = 'in'
          and (c.workordervendorid is null or c.workordervendorid = l.id)
      ) ci on true
      left join lateral (
        select i.id, i.submittedamount from vendorinvoices i
        where i.workordervendorid = l.id and i.invoicestatusid = 3 and i.submittedamount is not null
        order by i.id desc limit 1
      ) vi on true
      where l.vendorid = any (${intArray(vendorids)}) and w.statusid <> 6
    ),
    ref as (
      select vendorid,
             case when grouping(tradeid) = 1 then 0 else tradeid end as tradeid,
             count(*) filter (where dispatched)::int as lines,
             count(*) filter (where accepted)::int as accepted,
             count(*) filter (where declined)::int as declined,
             coalesce(sum(acceptseconds), 0)::bigint as acceptseconds,
             count(*) filter (where arrival is not null and onsiteby is not null)::int as arrivals,
             count(*) filter (where arrival is not null and onsiteby is not null and arrival <= onsiteby)::int as ontimearrivals,
             count(*) filter (where completed and completedate is not null and duedate is not null)::int as slajudged,
             count(*) filter (where completed and completedate is not null and duedate is not null
                              and fm_scorecard_sla_met(workorderid, completedate, duedate))::int as slamet,
             count(*) filter (where completed)::int as completed,
             count(*) filter (where completed and recalled)::int as recalled,
             count(*) filter (where invoicejudged)::int as invoicesjudged,
             count(*) filter (where invoicejudged and invoiceamount = submittedamount)::int as invoicesexact,
             count(*) filter (where bill)::int as bills,
             coalesce(sum(round(billamount * 100)) filter (where bill), 0)::bigint as billcents
      from f
      group by grouping sets ((vendorid, tradeid), (vendorid))
      having grouping(tradeid) = 1 or tradeid is not null
    ),
    act as (
      select vendorid, tradeid, lines, accepted, declined, acceptseconds, arrivals, ontimearrivals, slajudged, slamet,
             completed, recalled, invoicesjudged, invoicesexact, bills, billcents
      from vendorscorecards where vendorid = any (${intArray(vendorids)})
    )
    select 'recompute' as side, r::text as row from (select * from ref except all select * from act) r
    union all
    select 'rollup', a::text from (select * from act except all select * from ref) a
    order by 2, 1`,
  );

/** Stored line contributions that differ from the per-line rule over the live tables. */
const linesDiff = (vendorids: number[]) =>
  queryRows<{ side: string; row: string }>(
    t.db,
    sql`
    with live as (
      select * from fm_vendorscorecardlines_of(array(
        select id from workordervendors where vendorid = any (${intArray(vendorids)})))
    ),
    kept as (select * from vendorscorecardlines where vendorid = any (${intArray(vendorids)}))
    select 'live' as side, x::text as row from (select * from live except all select * from kept) x
    union all
    select 'kept', y::text from (select * from kept except all select * from live) y
    order by 2, 1`,
  );

/** Every trade's totals against the sums of the rollup, and nothing left queued after a commit. */
const totalsDiff = () =>
  queryRows<{ tradeid: number }>(
    t.db,
    sql`
    select coalesce(s.tradeid, x.tradeid) as tradeid
      from (select tradeid, sum(bills) as bills, sum(billcents) as billcents from vendorscorecards
             where tradeid <> 0 group by tradeid) s
      full join tradescorecardtotals x on x.tradeid = s.tradeid
     where coalesce(s.bills, 0) <> coalesce(x.bills, 0) or coalesce(s.billcents, 0) <> coalesce(x.billcents, 0)
    union all
    select -1 from tradescorecardpending`,
  );

const expectInStep = async (vendorids: number[], step: string) => {
  expect(await linesDiff(vendorids), `line contributions after ${step}`).toEqual([]);
  expect(await rollupDiff(vendorids), `rollup after ${step}`).toEqual([]);
  expect(await totalsDiff(), `trade totals after ${step}`).toEqual([]);
};

const snapshot = (db: DbOrTx, vendorids: number[]) =>
  db
    .select()
    .from(vendorScorecards)
    .where(inArray(vendorScorecards.vendorid, vendorids))
    .orderBy(vendorScorecards.vendorid, vendorScorecards.tradeid)
    .then((rows) => rows.map(({ refreshedat: _r, ...r }) => r));

describe("incremental scorecard rollup (migration 0067) equals a full recompute", () => {
  it("after a seeded run of line, order, check-in, invoice and recall writes", async () => {
    const rng = createRng(31_32_34);
    const vendors = [await makeVendor(t.db), await makeVendor(t.db), await makeVendor(t.db)];
    const vendorids = vendors.map((v) => v.id);
    const tech = await makeUser(t.db, { roles: ["Tech"], vendorid: vendorids[0] });
    const orders: number[] = [];
    const recalls: number[] = [];

    const newOrder = async () => {
      const wo = await makeWorkOrder(t.db, site, {
        statusid: STATUS.Dispatched,
        scheduledate: at(rng.int(1, 8)),
        duedate: rng.chance(0.8) ? at(rng.int(10, 40)) : null,
        createddate: T0,
      });
      orders.push(wo.id);
      return wo.id;
    };
    const lineIds = async (): Promise<number[]> =>
      (
        await t.db
          .select({ id: workOrderVendors.id })
          .from(workOrderVendors)
          .where(inArray(workOrderVendors.vendorid, vendorids))
          .orderBy(workOrderVendors.id)
      ).map((r) => r.id);
    const addLine = async (workorderid: number) => {
      const [line] = await t.db
        .insert(workOrderVendors)
        .values({
          workorderid,
          vendorid: rng.pick(vendorids),
          tradeid: rng.chance(0.85) ? rng.pick(TRADES) : null,
          quoteonly: rng.chance(0.15),
          quotedamount: "100",
          createddate: T0,
        })
        .returning();
      if (!line) throw new Error("line not created");
      return line;
    };

    const steps: [string, number, () => Promise<unknown>][] = [
      [
        "add an order with lines",
        3,
        async () => {
          const id = await newOrder();
          for (let i = rng.int(1, 3); i > 0; i--) await addLine(id);
        },
      ],
      ["add a line", 3, async () => addLine(rng.pick(orders))],
      [
        "accept or decline a line",
        3,
        async () => {
          const id = rng.pick(await lineIds());
          await t.db
            .update(workOrderVendors)
            .set(
              rng.chance(0.7)
                ? { acceptedat: at(rng.next()), declinedat: null }
                : { acceptedat: null, declinedat: at(1) },
            )
            .where(eq(workOrderVendors.id, id));
        },
      ],
      [
        "move a line to another vendor or trade",
        2,
        async () => {
          const id = rng.pick(await lineIds());
          await t.db
            .update(workOrderVendors)
            .set(
              rng.chance(0.5)
                ? { vendorid: rng.pick(vendorids) }
                : { tradeid: rng.chance(0.2) ? null : rng.pick(TRADES) },
            )
            .where(eq(workOrderVendors.id, id));
        },
      ],
      [
        "bill a line (approve, amount, un-approve)",
        3,
        async () => {
          const id = rng.pick(await lineIds());
          const r = rng.next();
          await t.db
            .update(workOrderVendors)
            .set(
              r < 0.6
                ? {
                    isapproved: true,
                    invoicenumber: `INV-${uid()}`,
                    invoiceamount: `${rng.int(50, 900)}.${rng.int(10, 99)}`,
                  }
                : r < 0.8
                  ? { invoiceamount: `${rng.int(50, 900)}.00` }
                  : { isapproved: false },
            )
            .where(eq(workOrderVendors.id, id));
        },
      ],
      [
        "toggle quote-only on every line of an order (one statement)",
        1,
        async () => {
          await t.db
            .update(workOrderVendors)
            .set({ quoteonly: sql`not ${workOrderVendors.quoteonly}` })
            .where(eq(workOrderVendors.workorderid, rng.pick(orders)));
        },
      ],
      [
        "delete a line",
        2,
        async () => {
          const id = rng.pick(await lineIds());
          await t.db.delete(vendorInvoices).where(eq(vendorInvoices.workordervendorid, id));
          await t.db.delete(workOrderVendors).where(eq(workOrderVendors.id, id));
        },
      ],
      [
        "complete an order (on time or late)",
        3,
        async () => {
          await t.db
            .update(workOrders)
            .set({
              statusid: rng.pick([STATUS.CompletedVendor, STATUS.Invoiced]),
              completedate: at(rng.int(5, 45)),
            })
            .where(eq(workOrders.id, rng.pick(orders)));
        },
      ],
      [
        "cancel or re-open an order",
        2,
        async () => {
          const id = rng.pick(orders);
          await t.db
            .update(workOrders)
            .set(
              rng.chance(0.5)
                ? { statusid: STATUS.Cancelled, cancelreason: "Duplicate" }
                : { statusid: STATUS.Dispatched, completedate: null },
            )
            .where(eq(workOrders.id, id));
        },
      ],
      [
        "move an order's dates (schedule, due, on-site)",
        2,
        async () => {
          await t.db
            .update(workOrders)
            .set({
              scheduledate: rng.chance(0.3) ? null : at(rng.int(1, 8)),
              duedate: at(rng.int(10, 40)),
              onsitedate: rng.chance(0.5) ? at(rng.int(2, 10)) : null,
            })
            .where(eq(workOrders.id, rng.pick(orders)));
        },
      ],
      [
        "check in (the line, or the order) and out",
        3,
        async () => {
          const workorderid = rng.pick(orders);
          const [line] = await t.db
            .select({ id: workOrderVendors.id })
            .from(workOrderVendors)
            .where(eq(workOrderVendors.workorderid, workorderid))
            .orderBy(workOrderVendors.id);
          const [checkin] = await t.db
            .insert(workOrderCheckins)
            .values({
              workorderid,
              workordervendorid: line && rng.chance(0.6) ? line.id : null,
              userid: tech.id,
              kind: "in",
              at: at(rng.int(1, 12)),
              method: "gps",
            })
            .returning();
          if (checkin && rng.chance(0.5)) {
            const out = at(rng.int(12, 14));
            await t.db.insert(workOrderCheckins).values({
              workorderid,
              workordervendorid: checkin.workordervendorid,
              userid: tech.id,
              kind: "out",
              at: out,
              method: "gps",
            });
            await t.db
              .update(workOrderCheckins)
              .set({ closedat: out })
              .where(eq(workOrderCheckins.id, checkin.id));
          }
        },
      ],
      [
        "move or delete a check-in",
        3,
        async () => {
          const all = await t.db
            .select()
            .from(workOrderCheckins)
            .where(inArray(workOrderCheckins.workorderid, orders))
            .orderBy(workOrderCheckins.id);
          if (!all.length) return;
          const c = rng.pick(all);
          if (rng.chance(0.5)) await t.db.delete(workOrderCheckins).where(eq(workOrderCheckins.id, c.id));
          else
            await t.db
              .update(workOrderCheckins)
              .set({ at: at(rng.int(0, 12)) })
              .where(eq(workOrderCheckins.id, c.id));
        },
      ],
      [
        "a portal invoice: submitted, approved, changed, deleted",
        3,
        async () => {
          const invoices = await t.db
            .select()
            .from(vendorInvoices)
            .where(inArray(vendorInvoices.vendorid, vendorids))
            .orderBy(vendorInvoices.id);
          const r = rng.next();
          if (!invoices.length || r < 0.35) {
            const [line] = await t.db
              .select()
              .from(workOrderVendors)
              .where(eq(workOrderVendors.id, rng.pick(await lineIds())));
            if (!line) return;
            await t.db.insert(vendorInvoices).values({
              workorderid: line.workorderid,
              vendorid: line.vendorid,
              workordervendorid: line.id,
              invoicenumber: `PI-${uid()}`,
              invoicestatusid: rng.chance(0.2)
                ? VENDOR_BILLING_STATUS.Approved
                : VENDOR_BILLING_STATUS.Waiting,
              description: "Repair",
              submittedamount: line.invoiceamount ?? `${rng.int(50, 900)}.00`,
            });
            return;
          }
          const invoice = rng.pick(invoices);
          if (r < 0.7) {
            await t.db
              .update(vendorInvoices)
              .set({ invoicestatusid: VENDOR_BILLING_STATUS.Approved })
              .where(eq(vendorInvoices.id, invoice.id));
            // Staff approve the line's bill at the submitted amount, or change it.
            if (invoice.workordervendorid)
              await t.db
                .update(workOrderVendors)
                .set({
                  isapproved: true,
                  invoicenumber: invoice.invoicenumber,
                  invoiceamount: rng.chance(0.7) ? invoice.submittedamount : "999.00",
                })
                .where(eq(workOrderVendors.id, invoice.workordervendorid));
          } else if (r < 0.85) {
            await t.db
              .update(vendorInvoices)
              .set({ submittedamount: `${rng.int(50, 900)}.00` })
              .where(eq(vendorInvoices.id, invoice.id));
          } else {
            await t.db.delete(vendorInvoices).where(eq(vendorInvoices.id, invoice.id));
          }
        },
      ],
      [
        "a recall of an order; cancel, re-open or delete a recall",
        4,
        async () => {
          if (recalls.length && rng.chance(0.6)) {
            const id = rng.pick(recalls);
            const r = rng.next();
            if (r < 0.4)
              await t.db
                .update(workOrders)
                .set({ statusid: STATUS.Cancelled, cancelreason: "Opened by mistake" })
                .where(eq(workOrders.id, id));
            else if (r < 0.7)
              await t.db.update(workOrders).set({ statusid: STATUS.Received }).where(eq(workOrders.id, id));
            else {
              await t.db.delete(workOrders).where(eq(workOrders.id, id));
              recalls.splice(recalls.indexOf(id), 1);
            }
            return;
          }
          const wo = await makeWorkOrder(t.db, site, {
            statusid: STATUS.Received,
            recallof: rng.pick(orders),
          });
          recalls.push(wo.id);
        },
      ],
      [
        "several writes in one transaction",
        1,
        async () => {
          await t.db.transaction(async (tx) => {
            const workorderid = rng.pick(orders);
            await tx
              .update(workOrders)
              .set({ statusid: STATUS.CompletedVendor, completedate: at(rng.int(5, 45)) })
              .where(eq(workOrders.id, workorderid));
            await tx
              .update(workOrderVendors)
              .set({
                acceptedat: at(0.25),
                isapproved: true,
                invoicenumber: `INV-${uid()}`,
                invoiceamount: "250.00",
              })
              .where(eq(workOrderVendors.workorderid, workorderid));
            await tx.insert(workOrderCheckins).values({
              workorderid,
              userid: tech.id,
              kind: "in",
              at: at(3),
              method: "gps",
            });
          });
        },
      ],
      [
        "delete an order with its lines",
        1,
        async () => {
          if (orders.length < 4) return;
          const id = orders.splice(rng.int(0, orders.length - 1), 1)[0] as number;
          await t.db.update(workOrders).set({ recallof: null }).where(eq(workOrders.recallof, id));
          await t.db.delete(vendorInvoices).where(eq(vendorInvoices.workorderid, id));
          await t.db.delete(workOrders).where(eq(workOrders.id, id));
        },
      ],
    ];
    const weighted = steps.map(([name, weight, run]) => [[name, run], weight] as const);

    for (let i = 0; i < 3; i++) {
      const id = await newOrder();
      await addLine(id);
      await addLine(id);
    }
    await expectInStep(vendorids, "the first orders");
    const FIGURES = [
      "accepted",
      "declined",
      "ontimearrivals",
      "slamet",
      "recalled",
      "invoicesjudged",
      "invoicesexact",
      "bills",
    ] as const;
    const done = new Set<string>();
    const seen = new Set<string>();
    for (let i = 0; i < 140; i++) {
      const [name, run] = rng.weighted(weighted);
      await run();
      done.add(name);
      await expectInStep(vendorids, `step ${i} (${name})`);
      for (const r of await snapshot(t.db, vendorids)) for (const f of FIGURES) if (r[f] > 0) seen.add(f);
    }
    // Last, an order billed through the portal at the submitted amount (the run may have changed every such bill).
    const billed = await newOrder();
    const line = await addLine(billed);
    await t.db.insert(vendorInvoices).values({
      workorderid: billed,
      vendorid: line.vendorid,
      workordervendorid: line.id,
      invoicenumber: "PI-LAST",
      invoicestatusid: VENDOR_BILLING_STATUS.Approved,
      description: "Repair",
      submittedamount: "275.00",
    });
    await t.db
      .update(workOrderVendors)
      .set({ isapproved: true, invoicenumber: "PI-LAST", invoiceamount: "275.00" })
      .where(eq(workOrderVendors.id, line.id));
    await expectInStep(vendorids, "the last step");
    for (const r of await snapshot(t.db, vendorids)) for (const f of FIGURES) if (r[f] > 0) seen.add(f);
    // The run went through every kind of write, and every figure was counted at some point.
    expect([...done].sort()).toEqual(steps.map(([name]) => name).sort());
    expect(FIGURES.filter((f) => !seen.has(f))).toEqual([]);
  });

  it("fm_vendorscorecards_refresh rebuilds the rows and line contributions of a vendor (repair)", async () => {
    const vendor = await makeVendor(t.db);
    const wo = await makeWorkOrder(t.db, site, {
      statusid: STATUS.CompletedVendor,
      scheduledate: at(4),
      duedate: at(24),
      completedate: at(20),
    });
    const [line] = await t.db
      .insert(workOrderVendors)
      .values({
        workorderid: wo.id,
        vendorid: vendor.id,
        tradeid: 19,
        createddate: T0,
        acceptedat: at(1),
        isapproved: true,
        invoicenumber: "INV-R1",
        invoiceamount: "320.00",
      })
      .returning();
    if (!line) throw new Error("line not created");
    const before = await snapshot(t.db, [vendor.id]);
    expect(before.map((r) => [r.tradeid, r.lines, r.bills, r.billcents])).toEqual([
      [0, 1, 1, 32_000],
      [19, 1, 1, 32_000],
    ]);
    // A bulk change that bypassed the triggers: a lost line contribution and a wrong count.
    await t.db.delete(vendorScorecardLines).where(eq(vendorScorecardLines.lineid, line.id));
    await t.db.execute(sql`update vendorscorecards set accepted = 5 where vendorid = ${vendor.id}`);
    expect(await rollupDiff([vendor.id])).not.toEqual([]);
    await t.db.execute(sql`select fm_vendorscorecards_refresh(${intArray([vendor.id])})`);
    expect(await snapshot(t.db, [vendor.id])).toEqual(before);
    await expectInStep([vendor.id], "the rebuild");
    // From then on the triggers keep it: un-approving the bill takes it out of the rows and the trade's totals.
    await t.db.update(workOrderVendors).set({ isapproved: false }).where(eq(workOrderVendors.id, line.id));
    expect((await snapshot(t.db, [vendor.id])).map((r) => [r.tradeid, r.bills, r.billcents])).toEqual([
      [0, 0, 0],
      [19, 0, 0],
    ]);
    await expectInStep([vendor.id], "un-approving after the rebuild");
  });
});
