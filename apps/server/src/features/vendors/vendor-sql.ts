import { sql } from "drizzle-orm";
import { vendors } from "../../db/schema/index.ts";

/** Average rating (1 … 5) or null: vendors.ratingsum / numberofratings are kept with each addvendorrating. */
export const ratingExpr = sql<
  string | null
>`case when ${vendors.numberofratings} > 0 then round(${vendors.ratingsum} / ${vendors.numberofratings}, 2) end`;

/** Work orders the vendor was ever on (one per order; index wov_vendor_idx answers it). */
export const workOrderCountExpr = sql<number>`(select count(distinct w.workorderid)::int from workordervendors w where w.vendorid = ${vendors.id})`;

/** The vendor's live trades as one comma-separated text (for the list's Trades column). */
export const tradesExpr = sql<
  string | null
>`(select string_agg(t.tradename, ', ' order by t.tradename) from vendortrades vt join trades t on t.id = vt.tradeid where vt.vendorid = ${vendors.id} and not vt.isdeleted)`;

/** A date column as yyyy-mm-dd text (Drizzle's date columns already read as strings). */
export const num = (v: string | null) => (v === null ? null : Number(v));
