import {
  complianceBlock,
  complianceOf,
  hasComplianceAlert,
  isDispatchable,
  SCORECARD_MILES_PER_POINT,
  SCORECARD_NEUTRAL_SCORE,
  todayIso,
} from "@fm/domain";
import type { VendorSort } from "@fm/domain/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest } from "../../platform/errors.ts";
import type { WorkOrderReader } from "../../platform/workorder-core/index.ts";
import { requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { scoreSql, scoresOf } from "../scorecards/index.ts";

export const NO_TRADE = "No Trade has been selected";
/**
 * The ranking distance of domain `rankingDistance` (vendor-ranking.ts): miles less the Score's miles, rounded
 * as `scorecardMiles` rounds them; the weights are the domain's constants.
 */
const RANKING_DISTANCE = sql`(distancefromjob - coalesce(floor((rankscore - ${SCORECARD_NEUTRAL_SCORE}::float8) * ${SCORECARD_MILES_PER_POINT}::float8 * 10 + 0.5) / 10, 0))`;
/** The vendor's rating rounded to half stars (the Rating column and its sort). */
const VENDOR_RATING = sql`(case when v.numberofratings > 0 then round((v.ratingsum / v.numberofratings) * 2) / 2 else 0 end)::float8`;
const SORTS: Record<VendorSort, SQL> = {
  // The ONE ranking (Select Vendor's default, automatic dispatch): priority, coverage, distance weighed by the
  // vendor's scorecard, then the better Score (decision 0045-s32rank).
  priority: sql`dispatchpriority asc nulls last, coversjobsite desc, ${RANKING_DISTANCE} asc nulls last, rankscore desc nulls last`,
  distance: sql`coversjobsite desc, distancefromjob asc nulls last`,
  name: sql`name asc`,
  tier: sql`tierid asc nulls last`,
  rating: sql`vendorrating desc`,
};

/** The vendor columns a sort reads besides the ranking's own (so the ranking reads no vendor row it does not need). */
const SORT_COLUMNS: Record<VendorSort, SQL> = {
  priority: sql``,
  distance: sql``,
  name: sql`v.name,`,
  tier: sql`v.tierid,`,
  rating: sql`${VENDOR_RATING} as vendorrating,`,
};

export interface SelectionQuery {
  workorderId: number;
  tradeIds: number[];
  page: number;
  pageSize: number;
  search: string;
  sort: VendorSort;
}

interface Row {
  id: number;
  name: string;
  isactive: boolean;
  excludedfromcustomer: boolean;
  minnte: string | null;
  createddate: Date;
  vendorrating: number;
  numberofratings: number;
  vendorstatustypeid: number | null;
  vendorstatus: string | null;
  primaryphone: string | null;
  backgroundchecksrun: boolean;
  dispatchemail: string | null;
  address: string;
  city: string;
  statecode: string;
  postalcode: string;
  distancefromjob: number | null;
  term: string | null;
  tierid: number | null;
  primarytrade: string | null;
  paperworkcomplete: boolean;
  dispatchpriority: number | null;
  coversjobsite: boolean;
  wocount: number;
  glexpirationdate: string | null;
  wcexpirationdate: string | null;
  w9date: string | null;
  wcexempt: boolean;
  /** The Score the ranking ordered by (equal to `score` below, computed in the statement). */
  rankscore: number | null;
  total: number;
}

/**
 * Select Vendor (spec 2 §2): active vendors offering any of the trades, with distance in miles from the job
 * site (great-circle, from ZIP coordinates), dispatch priority by trade (admin Dispatch table) as the default
 * order, and whether they may be attached (not tier 6, not Redlined, not excluded by the customer). A vendor
 * whose imported coverage ZIPs (Import Zips) include the job site's ZIP covers the site: it ranks before
 * vendors that do not at the same priority, and before them on the distance sort. In the default order the
 * distance is weighed by the vendor's scorecard Score (the one trade's row when one trade is asked, else the
 * vendor's overall row; domain `vendor-ranking.ts`), so a better-scoring vendor ranks above an otherwise
 * equal one. Automatic dispatch offers vendors in this order.
 */
export const vendorsByTrades = async (db: DbOrTx, user: WorkOrderReader, q: SelectionQuery) => {
  if (!q.tradeIds.length) throw badRequest(NO_TRADE, { tradeIds: NO_TRADE });
  const wo = await requireWorkOrder(db, user, q.workorderId);
  const trades = sql.join(
    q.tradeIds.map((t) => sql`${t}`),
    sql`, `,
  );
  const scoreTrade = q.tradeIds.length === 1 ? (q.tradeIds[0] ?? 0) : 0;
  const term = q.search.trim() ? `%${q.search.trim().toLowerCase()}%` : null;
  // Rank on a narrow row set first (decision 0047-h32p-rollups): the vendors offering a trade (an index-only range
  // of vendortrades per trade), their priority from the few Dispatch rows of the trades, coverage from the site's
  // ZIP, coordinates from the vendors' ranking index and the Score from the rollup's ranking index — never a
  // vendor's whole row — and only the columns the asked sort reads. The count is its own aggregate of that set.
  const vendorColumns = SORT_COLUMNS[q.sort];
  const res = await db.execute(sql`
    with site as (select latitude, longitude, left(postalcode, 5) as zip from customerjobsites where id = ${wo.jobsiteid}),
    offered as (
      select distinct vt.vendorid from vendortrades vt where vt.tradeid in (${trades}) and not vt.isdeleted
    ),
    priorities as (
      select dv.vendorid, min(nullif(dv.priority, 0)) as dispatchpriority
        from dispatchvendors dv
        join vendortrades vt on vt.vendorid = dv.vendorid and vt.tradeid = dv.tradeid and not vt.isdeleted
       where dv.tradeid in (${trades})
       group by dv.vendorid
    ),
    covering as (select z.vendorid from vendorzips z join site on z.zipcode = site.zip),
    rows as (
      select v.id, p.dispatchpriority, (c.vendorid is not null) as coversjobsite, ${vendorColumns}
             ${scoreSql("sc")} as rankscore,
             case when site.latitude is null or v.latitude is null then null else
               3958.8 * 2 * asin(sqrt(
                 power(sin(radians(v.latitude - site.latitude) / 2), 2) +
                 cos(radians(site.latitude)) * cos(radians(v.latitude)) * power(sin(radians(v.longitude - site.longitude) / 2), 2)
               )) end as distancefromjob
      from offered o
      join vendors v on v.id = o.vendorid
      left join priorities p on p.vendorid = o.vendorid
      left join covering c on c.vendorid = o.vendorid
      left join vendorscorecards sc on sc.vendorid = o.vendorid and sc.tradeid = ${scoreTrade}
      cross join site
      where v.isactive ${term ? sql`and (lower(v.name) like ${term} or lower(v.city) like ${term} or v.postalcode like ${term})` : sql``}
    ),
    page as (
      select id, dispatchpriority, coversjobsite, distancefromjob, rankscore from rows
      order by ${SORTS[q.sort]}, id
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
    )
    select v.id, v.name, v.isactive, v.minnte, v.createddate, v.vendorstatustypeid, st.type as vendorstatus,
           v.primaryphone, v.backgroundchecksrun, v.dispatchemail, v.address, v.city, v.statecode, v.postalcode,
           v.tierid, v.paperworkcomplete, tm.termdescription as term, v.numberofratings,
           v.glexpirationdate::text as glexpirationdate, v.wcexpirationdate::text as wcexpirationdate,
           v.w9date::text as w9date, v.wcexempt,
           page.dispatchpriority, page.coversjobsite, page.rankscore, (select count(*) from rows) as total,
           ${VENDOR_RATING} as vendorrating,
           round(page.distancefromjob::numeric, 1)::float8 as distancefromjob,
           (select min(t.tradename) from vendortrades vt join trades t on t.id = vt.tradeid
             where vt.vendorid = v.id and vt.tradeid in (${trades}) and not vt.isdeleted) as primarytrade,
           exists (select 1 from customervendorexclusions x where x.vendorid = v.id and x.customerid = ${wo.customerid}) as excludedfromcustomer,
           (select count(*) from workordervendors l where l.vendorid = v.id)::int as wocount
    from page
    join vendors v on v.id = page.id
    left join vendorstatustypes st on st.id = v.vendorstatustypeid
    left join terms tm on tm.id = v.termid
    order by ${SORTS[q.sort]}, v.id
  `);
  const rows = (res as unknown as { rows: Row[] }).rows;
  const today = todayIso();
  const scores = await scoresOf(
    db,
    rows.map((r) => r.id),
    q.tradeIds.length === 1 ? (q.tradeIds[0] ?? null) : null,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    rows: rows.map(
      ({ total: _t, rankscore: _s, glexpirationdate, wcexpirationdate, w9date, wcexempt, ...r }) => {
        // Compliance (issue 15): the alert mark, and expired insurance makes the vendor not attachable.
        const facts = { glexpirationdate, wcexpirationdate, w9date, wcexempt };
        return {
          ...r,
          minnte: r.minnte === null ? null : Number(r.minnte),
          createddate: new Date(r.createddate).toISOString(),
          wocount: Number(r.wocount),
          dispatchpriority: r.dispatchpriority === null ? null : Number(r.dispatchpriority),
          mssw: null,
          compliancealert: hasComplianceAlert(facts, today),
          compliance: complianceOf(facts, today),
          canattach: isDispatchable(r) && !r.excludedfromcustomer && complianceBlock(facts, today) === null,
          score: scores.get(r.id)?.score ?? null,
        };
      },
    ),
  };
};
