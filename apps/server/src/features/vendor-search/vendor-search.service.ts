import { complianceOf, hasComplianceAlert, todayIso } from "@fm/domain";
import {
  VENDOR_SEARCH_MAX_ROWS,
  type VendorSearchGeographyBody,
  type VendorSearchRadiusBody,
  type VendorSearchResult,
  type VendorSearchRow,
} from "@fm/domain/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest } from "../../platform/errors.ts";
import { lookupZip, zipsInStates } from "../../platform/geo/us-zips.ts";
import { scoresOf } from "../scorecards/index.ts";

const EARTH_RADIUS_MI = 3958.8;
const MILES_PER_DEGREE_LAT = 69.0;

/** Miles between two points (haversine), as SQL over a vendor row `v`. */
const distanceSql = (lat: number, lon: number) => sql`(${EARTH_RADIUS_MI}::float8 * 2 * asin(sqrt(
    power(sin(radians(v.latitude - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(v.latitude)) * power(sin(radians(v.longitude - ${lon}::float8) / 2), 2)
  )))`;

/**
 * The lat/lon box around a point that holds every point within `miles` (a little larger, never smaller): the
 * btree on vendors (latitude, longitude) prunes on it, the haversine distance then decides.
 */
export const boundingBox = (lat: number, lon: number, miles: number) => {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  // Longitude degrees shrink towards the poles: use the box's edge nearest the pole.
  const edge = Math.min(89.9, Math.abs(lat) + dLat);
  const dLon = miles / (MILES_PER_DEGREE_LAT * Math.cos((edge * Math.PI) / 180));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
};

const list = (values: readonly string[]) => values.join("\u001f");
/** A text[] parameter in one bind value (a state's ZIPs are thousands: never one parameter each). */
const textArray = (values: readonly string[]) => sql`string_to_array(${list(values)}, E'\\x1f')`;

const offersTrades = (trades: readonly number[], vendorId: SQL) =>
  sql`exists (select 1 from vendortrades vt where vt.vendorid = ${vendorId} and not vt.isdeleted
    and vt.tradeid in (${sql.join(
      trades.map((t) => sql`${t}`),
      sql`, `,
    )}))`;

interface RawRow {
  id: number;
  name: string;
  ispreferredvendor: boolean;
  primaryphone: string | null;
  city: string;
  statecode: string;
  postalcode: string;
  county: string | null;
  dispatchemail: string | null;
  vendorstatustypeid: number | null;
  vendorstatus: string | null;
  wocount: number | string;
  tradeids: number[] | null;
  tierid: number | null;
  distancefromjob: number | null;
  matchedby: VendorSearchRow["matchedby"];
  glexpirationdate: string | null;
  wcexpirationdate: string | null;
  w9date: string | null;
  wcexempt: boolean;
  total: number | string;
}

/** The display columns of the ranked hits (at most VENDOR_SEARCH_MAX_ROWS), with the compliance mark. */
const present = async (db: DbOrTx, hits: SQL, orderBy: SQL): Promise<VendorSearchResult> => {
  const res = await db.execute(sql`
    with hits as (${hits}),
    ranked as (
      select r.id, r.matchedby, r.distancefromjob, count(*) over () as total
      from hits r join vendors v on v.id = r.id
      order by ${orderBy}, r.id
      limit ${VENDOR_SEARCH_MAX_ROWS}
    )
    select v.id, v.name, v.ispreferredvendor, v.primaryphone, v.city, v.statecode, v.postalcode, v.county,
           v.dispatchemail, v.vendorstatustypeid, st.type as vendorstatus, v.tierid,
           r.matchedby, r.total,
           case when r.distancefromjob is null then null else round(r.distancefromjob::numeric, 1)::float8 end as distancefromjob,
           v.glexpirationdate::text as glexpirationdate, v.wcexpirationdate::text as wcexpirationdate,
           v.w9date::text as w9date, v.wcexempt,
           (select count(*) from workordervendors l where l.vendorid = v.id) as wocount,
           (select array_agg(vt.tradeid) from vendortrades vt
              where vt.vendorid = v.id and not vt.isdeleted) as tradeids
    from ranked r
    join vendors v on v.id = r.id
    left join vendorstatustypes st on st.id = v.vendorstatustypeid
    order by ${orderBy}, v.id
  `);
  const rows = (res as unknown as { rows: RawRow[] }).rows;
  // Trade names once per search (a vendor may offer dozens: naming them per row in SQL cost most of the time).
  const tradeRows = (await db.execute(sql`select id, tradename from trades`)) as unknown as {
    rows: { id: number; tradename: string }[];
  };
  const tradeName = new Map(tradeRows.rows.map((t) => [t.id, t.tradename]));
  const today = todayIso();
  const total = Number(rows[0]?.total ?? 0);
  const scores = await scoresOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    total,
    truncated: total > rows.length,
    rows: rows.map((r) => {
      const facts = {
        glexpirationdate: r.glexpirationdate,
        wcexpirationdate: r.wcexpirationdate,
        w9date: r.w9date,
        wcexempt: r.wcexempt,
      };
      return {
        id: r.id,
        name: r.name,
        ispreferredvendor: r.ispreferredvendor,
        primaryphone: r.primaryphone,
        city: r.city,
        statecode: r.statecode,
        postalcode: r.postalcode,
        county: r.county,
        dispatchemail: r.dispatchemail,
        vendorstatustypeid: r.vendorstatustypeid,
        vendorstatus: r.vendorstatus,
        wocount: Number(r.wocount),
        trades: (r.tradeids ?? [])
          .map((id) => tradeName.get(id) ?? "")
          .sort((a, b) => a.localeCompare(b))
          .join(", "),
        tierid: r.tierid,
        distancefromjob: r.distancefromjob === null ? null : Number(r.distancefromjob),
        matchedby: r.matchedby,
        compliancealert: hasComplianceAlert(facts, today),
        compliance: complianceOf(facts, today),
        score: scores.get(r.id)?.score ?? null,
      };
    }),
  };
};

/**
 * Radius search (spec 3 §2.16): active vendors offering any of the trades whose location lies within `radius`
 * miles of the ZIP's centre, or whose coverage ZIPs (Import Zips) include that ZIP; closest first.
 */
export const searchByRadius = (db: DbOrTx, q: VendorSearchRadiusBody) => {
  const origin = lookupZip(q.zip);
  if (!origin) {
    const message = `Zip Code ${q.zip} was not found.`;
    throw badRequest(message, { zip: message });
  }
  const { latitude: lat, longitude: lon } = origin;
  const box = boundingBox(lat, lon, q.radius);
  const zip = q.zip.slice(0, 5);
  const hits = sql`
    select id, (array_agg(matchedby order by rank))[1] as matchedby, min(distancefromjob) as distancefromjob
    from (
      select v.id, 'location' as matchedby, 1 as rank, ${distanceSql(lat, lon)} as distancefromjob
      from vendors v
      where v.isactive
        and v.latitude between ${box.minLat}::float8 and ${box.maxLat}::float8
        and v.longitude between ${box.minLon}::float8 and ${box.maxLon}::float8
        and ${offersTrades(q.trades, sql`v.id`)}
        and ${distanceSql(lat, lon)} <= ${q.radius}::float8
      union all
      select v.id, 'coverage', 2,
             case when v.latitude is null then null else ${distanceSql(lat, lon)} end
      from vendorzips z join vendors v on v.id = z.vendorid
      where z.zipcode = ${zip} and v.isactive and ${offersTrades(q.trades, sql`v.id`)}
    ) m
    group by id`;
  return present(db, hits, sql`r.distancefromjob asc nulls last`);
};

const placeKey = (name: string, statecode: string) => `${name.trim().toLowerCase()}|${statecode}`;

/**
 * Geography search: active vendors offering any of the trades in the chosen area. With counties or cities
 * chosen the area is those counties and cities (the states only narrow the lookups); with states alone it is
 * those states. A vendor is in the area by its address, by a coverage ZIP inside it, or (states only) by its
 * States Serviced. Ordered by how it matched (location, coverage, service state), then by name.
 */
export const searchByGeography = (db: DbOrTx, q: VendorSearchGeographyBody) => {
  const narrowed = q.counties.length > 0 || q.cities.length > 0;
  const counties = new Set(q.counties.map((c) => placeKey(c.county, c.statecode)));
  const cities = new Set(q.cities.map((c) => placeKey(c.city, c.statecode)));
  const areaStates = narrowed
    ? [...new Set([...q.counties, ...q.cities].map((p) => p.statecode))]
    : [...new Set(q.states)];
  const zips = zipsInStates(areaStates)
    .filter(
      (z) =>
        !narrowed ||
        counties.has(placeKey(z.county, z.statecode)) ||
        cities.has(placeKey(z.city, z.statecode)),
    )
    .map((z) => z.zipcode);
  const trades = offersTrades(q.trades, sql`v.id`);
  const location = narrowed
    ? sql`(lower(coalesce(v.county, '')) || '|' || v.statecode) = any(${textArray([...counties])})
          or (lower(v.city) || '|' || v.statecode) = any(${textArray([...cities])})`
    : sql`v.statecode = any(${textArray(areaStates)})`;
  const serviceStates = narrowed
    ? sql``
    : sql`union all
      select v.id, 'servicestate', 3 from vendorservicestates ss
      join states s on s.id = ss.stateid join vendors v on v.id = ss.vendorid
      where s.statecode = any(${textArray(areaStates)}) and v.isactive and ${trades}`;
  const hits = sql`
    select id, (array_agg(matchedby order by rank))[1] as matchedby, null::float8 as distancefromjob,
           min(rank) as rank
    from (
      select v.id, 'location' as matchedby, 1 as rank from vendors v
      where v.isactive and (${location}) and ${trades}
      union all
      select distinct v.id, 'coverage', 2 from vendorzips z join vendors v on v.id = z.vendorid
      where z.zipcode = any(${textArray(zips)}) and v.isactive and ${trades}
      ${serviceStates}
    ) m
    group by id`;
  return present(
    db,
    hits,
    sql`case r.matchedby when 'location' then 1 when 'coverage' then 2 else 3 end, v.name`,
  );
};
