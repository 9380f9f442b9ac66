import { sql } from "drizzle-orm";
import { col, dateText, day, factDays, optionalCustomer, pct, type TableReport } from "./report-types.ts";

/**
 * 3: per vendor, the orders received in the range that had the vendor on a line, and how they ended (one
 * orderlinefacts row per order and vendor, migration 0040).
 */
export const vendorPerformance: TableReport = {
  id: 3,
  columns: [
    col("vendorname", "Vendor"),
    col("workorders", "Work Orders", "number"),
    col("completed", "Completed", "number"),
    col("cancelled", "Cancelled", "number"),
    col("completionrate", "Completion %", "percent"),
    col("avgdaystocomplete", "Avg Days to Complete", "number"),
    col("rating", "Rating", "number"),
  ],
  rows: (p) => sql`
    select v.id, v.name as vendorname, g.workorders, g.completed, g.cancelled,
           ${pct(sql`g.completed`, sql`g.workorders`)} as completionrate,
           round(g.avgdays::numeric, 1)::float8 as avgdaystocomplete,
           case when v.numberofratings > 0 then round(v.ratingsum / v.numberofratings, 1)::float8 end as rating
    from (select f.dimid as vendorid, count(*)::int as workorders, count(f.completedday)::int as completed,
                 count(*) filter (where f.cancelled)::int as cancelled, avg(f.completedays) as avgdays
          from orderlinefacts f
          where f.kind = 'v' and ${factDays(p, "createdday")}${optionalCustomer(p, sql`f.customerid`)}
          group by f.dimid) g
    join vendors v on v.id = g.vendorid`,
  sort: [
    { field: "workorders", dir: "desc" },
    { field: "id", dir: "asc" },
  ],
};

/**
 * 8: active vendors whose GL certificate, or WC certificate (unless WC-exempt), expires in the range
 * (already expired ones show when the range reaches back to them).
 */
export const expiringInsurance: TableReport = {
  id: 8,
  columns: [
    col("name", "Vendor"),
    col("primaryphone", "Phone"),
    col("primaryemail", "Email"),
    col("glexpirationdate", "GL Expiration", "date"),
    col("wcexpirationdate", "WC Expiration", "date"),
    col("wcexempt", "WC Exempt", "boolean"),
    col("expiring", "Expiring"),
    col("firstexpiry", "First Expiry", "date"),
    col("daysleft", "Days Left", "number"),
  ],
  rows: (p) => sql`
    select v.id, v.name, v.primaryphone, v.primaryemail, ${dateText(sql`v.glexpirationdate`)} as glexpirationdate,
           ${dateText(sql`v.wcexpirationdate`)} as wcexpirationdate, v.wcexempt,
           concat_ws(', ', case when x.gl then 'GL' end, case when x.wc then 'WC' end) as expiring,
           ${dateText(sql`x.firstexpiry`)} as firstexpiry, (x.firstexpiry - ${p.today}::date) as daysleft
    from vendors v
    cross join lateral (
      select g.gl, g.wc,
             least(case when g.gl then v.glexpirationdate end, case when g.wc then v.wcexpirationdate end) as firstexpiry
      from (select coalesce(v.glexpirationdate between ${p.start}::date and ${p.end}::date, false) as gl,
                   coalesce(not v.wcexempt and v.wcexpirationdate between ${p.start}::date and ${p.end}::date, false) as wc) g
    ) x
    where v.isactive and (x.gl or x.wc)`,
  sort: [
    { field: "firstexpiry", dir: "asc" },
    { field: "id", dir: "asc" },
  ],
};

/** 23: every vendor with exactly the columns of spec 3 §2.13; ssn masked except for Admin (see reports.service). */
export const vendorsReport: TableReport = {
  indexed: true,
  id: 23,
  columns: [
    col("id", "Vendor Id", "number"),
    col("name", "Vendor Name"),
    col("address", "Address"),
    col("city", "City"),
    col("statecode", "State"),
    col("postalcode", "Zip Code"),
    col("primaryphone", "Primary Phone"),
    col("primaryemail", "Primary Email"),
    col("workordercount", "Work Orders", "number"),
    col("trades", "Trades"),
    col("createddate", "Created Date", "date"),
    col("glexpirationdate", "GL Expiration", "date"),
    col("wcexpirationdate", "WC Expiration", "date"),
    col("wcexempt", "WC Exempt", "boolean"),
    col("isnationwide", "Nationwide", "boolean"),
    col("isstatewide", "Statewide", "boolean"),
    col("isbadgerequired", "Badge Required", "boolean"),
    col("profiledate", "Profile Date", "date"),
    col("w9date", "W9 Date", "date"),
    col("isQuoteOnly", "Quote Only", "boolean"),
    col("vendorstatus", "Vendor Status"),
    col("isactive", "Active", "boolean"),
    col("ispreferredvendor", "Preferred Vendor", "boolean"),
    col("term", "Term"),
    col("tier", "Tier"),
    col("ssn", "SSN"),
    col("missingrates", "Missing Rates", "boolean"),
  ],
  rows: () => sql`
    select v.id, v.name, v.address, v.city, v.statecode, v.postalcode, v.primaryphone, v.primaryemail,
           (select count(distinct wv.workorderid)::int from workordervendors wv where wv.vendorid = v.id) as workordercount,
           (select string_agg(t.tradename, ', ' order by t.tradename) from vendortrades vt join trades t on t.id = vt.tradeid
             where vt.vendorid = v.id and not vt.isdeleted) as trades,
           ${day(sql`v.createddate`)} as createddate, ${dateText(sql`v.glexpirationdate`)} as glexpirationdate,
           ${dateText(sql`v.wcexpirationdate`)} as wcexpirationdate, v.wcexempt, v.isnationwide, v.isstatewide,
           v.isbadgerequired, ${dateText(sql`v.profiledate`)} as profiledate, ${dateText(sql`v.w9date`)} as w9date,
           v.isquoteonly as "isQuoteOnly", st.type as vendorstatus, v.isactive, v.ispreferredvendor,
           tm.termdescription as term, ti.description as tier,
           case when v.ssnlast4 is not null then '***-**-' || v.ssnlast4 end as ssn, v.ssnsealed,
           exists (select 1 from vendortrades vt where vt.vendorid = v.id and not vt.isdeleted
                   and not exists (select 1 from traderates r where r.vendortradeid = vt.id)) as missingrates
    from vendors v
    left join vendorstatustypes st on st.id = v.vendorstatustypeid
    left join terms tm on tm.id = v.termid
    left join vendortiers ti on ti.id = v.tierid`,
  sort: [
    { field: "name", dir: "asc" },
    { field: "id", dir: "asc" },
  ],
};
