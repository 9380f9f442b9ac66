import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  customerTrades,
  jobSites,
  tradeRates,
  trades,
  vendors,
  vendorTrades,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { WorkOrderReader } from "../../platform/workorder-core/index.ts";
import { requireWorkOrder } from "../../platform/workorder-core/index.ts";

const n = (v: string | null) => (v === null ? null : Number(v));
const rateColumns = {
  id: tradeRates.id,
  tradeid: trades.id,
  tradename: trades.tradename,
  name: tradeRates.name,
  statecodes: tradeRates.statecodes,
  regularrate: tradeRates.regularrate,
  overtimerate: tradeRates.overtimerate,
  holidayrate: tradeRates.holidayrate,
  tripcharge: tradeRates.tripcharge,
  markupcharge: tradeRates.markupcharge,
};
interface RateRow {
  id: number;
  tradeid: number;
  tradename: string;
  name: string;
  statecodes: string[];
  regularrate: string;
  overtimerate: string | null;
  holidayrate: string | null;
  tripcharge: string | null;
  markupcharge: string | null;
}
const presentRate = (r: RateRow) => ({
  ...r,
  regularrate: Number(r.regularrate),
  overtimerate: n(r.overtimerate),
  holidayrate: n(r.holidayrate),
  tripcharge: n(r.tripcharge),
  markupcharge: n(r.markupcharge),
});
const inState = (statecode: string) =>
  sql`(${statecode} = any(${tradeRates.statecodes}) or cardinality(${tradeRates.statecodes}) = 0)`;
/** The customer's trade rates, for one state when given (right-side panel). */
export const listCustomerTradeRates = async (
  db: DbOrTx,
  q: { customerid: number; statecode?: string | undefined },
) => {
  const rows = await db
    .select(rateColumns)
    .from(tradeRates)
    .innerJoin(customerTrades, eq(customerTrades.id, tradeRates.customertradeid))
    .innerJoin(trades, eq(trades.id, customerTrades.tradeid))
    .where(
      and(
        eq(customerTrades.customerid, q.customerid),
        eq(customerTrades.isdeleted, false),
        q.statecode ? inState(q.statecode) : undefined,
      ),
    )
    .orderBy(asc(trades.tradename), asc(tradeRates.name));
  return rows.map(presentRate);
};

/** Each attached vendor's rates for the order's trades, in the job site's state. */
export const listVendorRates = async (db: DbOrTx, reader: WorkOrderReader, workorderid: number) => {
  const wo = await requireWorkOrder(db, reader, workorderid);
  const [site] = await db
    .select({ statecode: jobSites.statecode })
    .from(jobSites)
    .where(eq(jobSites.id, wo.jobsiteid));
  const lines = await db
    .select({ vendorid: vendors.id, vendorname: vendors.name })
    .from(workOrderVendors)
    .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
    .where(eq(workOrderVendors.workorderid, wo.id))
    .orderBy(asc(workOrderVendors.id));
  if (!lines.length) return [];
  const tradeIds = (
    await db
      .select({ id: workOrderTrades.tradeid })
      .from(workOrderTrades)
      .where(eq(workOrderTrades.workorderid, wo.id))
  ).map((t) => t.id);
  const rates = tradeIds.length
    ? await db
        .select({ ...rateColumns, vendorid: vendorTrades.vendorid })
        .from(tradeRates)
        .innerJoin(vendorTrades, eq(vendorTrades.id, tradeRates.vendortradeid))
        .innerJoin(trades, eq(trades.id, vendorTrades.tradeid))
        .where(
          and(
            inArray(
              vendorTrades.vendorid,
              lines.map((l) => l.vendorid),
            ),
            inArray(vendorTrades.tradeid, tradeIds),
            eq(vendorTrades.isdeleted, false),
            site ? inState(site.statecode) : undefined,
          ),
        )
        .orderBy(asc(trades.tradename))
    : [];
  const seen = new Set<number>();
  return lines
    .filter((l) => !seen.has(l.vendorid) && seen.add(l.vendorid))
    .map((l) => ({
      ...l,
      rates: rates.filter((r) => r.vendorid === l.vendorid).map(({ vendorid: _v, ...r }) => presentRate(r)),
    }));
};
