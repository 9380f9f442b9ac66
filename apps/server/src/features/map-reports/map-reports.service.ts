import { can, isStaff, VENDOR_STATUS, VENDOR_TIER } from "@fm/domain";
import {
  MAP_HEAT_DEFAULT_DAYS,
  MAP_MAX_MARKERS,
  MAP_RADIUS,
  type MapFeatureCollection,
  type MapPointFeature,
  type MapReportData,
  type ReportDataRequest,
} from "@fm/domain/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest, forbidden, validation } from "../../platform/errors.ts";
import { lookupZip } from "../../platform/geo/us-zips.ts";
import { heatCollection, markerFeature, type ZipCount } from "./heat-points.ts";

/*
 * Map reports 13, 14 and 24 (spec 3 §2.14, §7.5; docs/map-reports.md). Staff-only aggregates behind the
 * route's rule (Admin or view:reports): every order is counted in SQL per job site, then per ZIP, so the
 * answer is one point per ZIP (heat) and at most MAP_MAX_MARKERS markers, whatever the number of orders.
 */

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const DAY_MS = 86_400_000;
/** Midnight UTC of a date's day. */
const dayStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Heat data of the last MAP_HEAT_DEFAULT_DAYS days (reports 14 and 24 send no dates). */
const lastYear = () => {
  const to = new Date(dayStart(new Date()).getTime() + DAY_MS);
  return { from: new Date(to.getTime() - (MAP_HEAT_DEFAULT_DAYS + 1) * DAY_MS), to };
};

/** Per-site counts (a CTE selecting jobsiteid, n, last: the UTC day of the latest order) → counts per ZIP. */
const perZip = (perSite: SQL): SQL => sql`
  with per_site as (${perSite})
  select left(js.postalcode, 5) as zip, sum(p.n)::int as n, max(p.last)::text as last,
         avg(js.latitude)::float8 as lat, avg(js.longitude)::float8 as lng,
         min(js.city) as city, min(js.statecode) as statecode
  from per_site p
  join customerjobsites js on js.id = p.jobsiteid
  group by 1`;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

const since = (from: Date, to: Date) =>
  sql`w.createddate >= ${from.toISOString()}::timestamptz and w.createddate < ${to.toISOString()}::timestamptz`;

// ---- report 13: work orders by date range ----

const workOrderHeat = async (db: Db, body: ReportDataRequest): Promise<MapFeatureCollection> => {
  const fields: Record<string, string> = {};
  if (!body.startDate) fields.startDate = "Begin Date is required.";
  if (!body.endDate) fields.endDate = "End Date is required.";
  if (body.startDate && body.endDate && body.endDate < body.startDate)
    fields.endDate = "End Date must be on or after Begin Date.";
  if (!body.startDate || !body.endDate || Object.keys(fields).length)
    throw validation("Check the dates.", fields);
  const from = dayStart(body.startDate);
  const to = new Date(dayStart(body.endDate).getTime() + DAY_MS);
  // workordersitedays (orders per site per UTC day, kept by triggers) instead of every order: a year reads
  // at most 366 × job sites rows whatever the number of orders.
  const rows = await rowsOf<ZipCount>(
    db,
    perZip(sql`
      select d.jobsiteid, sum(d.n)::int as n, max(d.day) as last
      from workordersitedays d
      where d.day >= ${isoDate(from)}::date and d.day < ${isoDate(to)}::date and d.n > 0
      group by d.jobsiteid`),
  );
  return heatCollection(rows);
};

// ---- report 14: vendor coverage of one company's trade ----

interface VendorRow {
  name: string;
  address: string;
  address2: string | null;
  city: string;
  statecode: string;
  postalcode: string;
  latitude: number | null;
  longitude: number | null;
  total: number;
}

const streetLine = (r: {
  address: string;
  address2: string | null;
  city: string;
  statecode: string;
  postalcode: string;
}) => [r.address, r.address2, r.city, `${r.statecode} ${r.postalcode}`].filter((s) => s?.trim()).join(", ");

const markers = (
  features: (MapPointFeature | null)[],
  total: number,
  bbox?: MapFeatureCollection["bbox"],
): MapFeatureCollection => ({
  type: "FeatureCollection",
  features: features.filter((f): f is MapPointFeature => f !== null),
  total,
  ...(bbox ? { bbox } : {}),
});

const requireRow = async (db: Db, query: SQL, field: string, message: string) => {
  const [row] = await rowsOf<{ id: number }>(db, query);
  if (!row) throw validation(message, { [field]: message });
};

const vendorCoverage = async (db: Db, body: ReportDataRequest): Promise<MapReportData> => {
  const { customerid, tradeid } = body;
  if (!customerid || !tradeid)
    throw validation("Select a company and a trade.", {
      ...(customerid ? {} : { customerid: "Company is required." }),
      ...(tradeid ? {} : { tradeid: "Trade is required." }),
    });
  await requireRow(
    db,
    sql`select id from customers where id = ${customerid}`,
    "customerid",
    "Company was not found.",
  );
  await requireRow(db, sql`select id from trades where id = ${tradeid}`, "tradeid", "Trade was not found.");
  // Vendors who may take the trade: active, offering it, and dispatchable (not tier 6, not Redlined).
  const vendors = await rowsOf<VendorRow>(
    db,
    sql`
      select v.name, v.address, v.address2, v.city, v.statecode, v.postalcode, v.latitude, v.longitude,
             count(*) over ()::int as total
      from vendortrades vt
      join vendors v on v.id = vt.vendorid
      where vt.tradeid = ${tradeid} and not vt.isdeleted and v.isactive
        and v.tierid is distinct from ${VENDOR_TIER.DoNotUse}
        and v.vendorstatustypeid is distinct from ${VENDOR_STATUS.Redlined}
      order by v.ispreferredvendor desc, v.name, v.id
      limit ${MAP_MAX_MARKERS}`,
  );
  const { from, to } = lastYear();
  const heat = await rowsOf<ZipCount>(
    db,
    perZip(sql`
      select w.jobsiteid, count(*)::int as n, max((w.createddate at time zone 'UTC')::date) as last
      from workorders w
      where w.customerid = ${customerid} and ${since(from, to)}
        and exists (select 1 from workordertrades t where t.workorderid = w.id and t.tradeid = ${tradeid})
      group by w.jobsiteid`),
  );
  return [
    markers(
      vendors.map((v) => markerFeature({ ...v, name: v.name, address: streetLine(v), mag: 1, time: null })),
      Number(vendors[0]?.total ?? 0),
    ),
    heatCollection(heat),
  ];
};

// ---- report 24: job sites within a radius of a ZIP ----

interface SiteRow {
  customername: string;
  jobsite: string;
  streetaddress: string;
  streetaddress2: string | null;
  city: string;
  statecode: string;
  postalcode: string;
  latitude: number;
  longitude: number;
  n: number;
  last: string | null;
  total: number;
}

const MILES_PER_DEGREE = 69.05;
const r5 = (v: number) => Math.round(v * 1e5) / 1e5;

/** The bbox [west, south, east, north] of a circle of `radius` miles (the map fits it and draws the circle). */
const circleBox = (lat: number, lng: number, radius: number): [number, number, number, number] => {
  const dLat = radius / MILES_PER_DEGREE;
  const dLng = radius / (MILES_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.05));
  return [r5(lng - dLng), r5(lat - dLat), r5(lng + dLng), r5(lat + dLat)];
};

/** Active job sites within `radius` miles of the point (great-circle), or in the ZIP itself. */
const sitesNear = (zip: string, lat: number, lng: number, radius: number): SQL => {
  const dLat = radius / MILES_PER_DEGREE + 0.01;
  const dLng = radius / (MILES_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.05)) + 0.01;
  return sql`
    select js.id, js.customerid, js.jobsite, js.streetaddress, js.streetaddress2, js.city, js.statecode,
           js.postalcode, js.latitude, js.longitude,
           3958.8 * 2 * asin(sqrt(
             power(sin(radians(js.latitude - ${lat}) / 2), 2) +
             cos(radians(${lat})) * cos(radians(js.latitude)) * power(sin(radians(js.longitude - ${lng}) / 2), 2)
           )) as miles
    from customerjobsites js
    where js.isactive and js.latitude is not null and js.longitude is not null
      and (left(js.postalcode, 5) = ${zip}
           or (js.latitude between ${lat - dLat} and ${lat + dLat}
               and js.longitude between ${lng - dLng} and ${lng + dLng}))`;
};

const customerArea = async (db: Db, body: ReportDataRequest): Promise<MapReportData> => {
  if (!body.zipcode) throw validation("Enter a Zip Code.", { zipcode: "Zip Code is required." });
  const zip = body.zipcode;
  const centre = lookupZip(zip);
  if (!centre)
    throw validation(`Zip Code ${zip} was not found.`, { zipcode: `Zip Code ${zip} was not found.` });
  const radius = body.radius ?? MAP_RADIUS.default;
  const near = sitesNear(zip, centre.latitude, centre.longitude, radius);
  const inArea = sql`(s.miles <= ${radius} or left(s.postalcode, 5) = ${zip})`;
  const { from, to } = lastYear();
  const sites = await rowsOf<SiteRow>(
    db,
    sql`
      with s as (${near})
      select c.customername, s.jobsite, s.streetaddress, s.streetaddress2, s.city, s.statecode, s.postalcode,
             s.latitude, s.longitude, o.n, o.last, count(*) over ()::int as total
      from s
      join customers c on c.id = s.customerid
      cross join lateral (
        select count(*)::int as n, max(w.createddate) as last
        from workorders w where w.jobsiteid = s.id and ${since(from, to)}
      ) o
      where ${inArea}
      order by s.miles, s.id
      limit ${MAP_MAX_MARKERS}`,
  );
  const heat = await rowsOf<ZipCount>(
    db,
    perZip(sql`
      select w.jobsiteid, count(*)::int as n, max((w.createddate at time zone 'UTC')::date) as last
      from (${near}) s
      join workorders w on w.jobsiteid = s.id
      where ${inArea} and ${since(from, to)}
      group by w.jobsiteid`),
  );
  return [
    markers(
      sites.map((s) =>
        markerFeature({
          latitude: s.latitude,
          longitude: s.longitude,
          postalcode: s.postalcode,
          name: `${s.customername} — ${s.jobsite}`,
          address: streetLine({ ...s, address: s.streetaddress, address2: s.streetaddress2 }),
          mag: s.n,
          time: s.last,
        }),
      ),
      Number(sites[0]?.total ?? 0),
      circleBox(centre.latitude, centre.longitude, radius),
    ),
    heatCollection(heat),
  ];
};

/**
 * The data of map reports 13, 14 and 24 (spec 3 §2.14). The route checks the same rule first
 * (mapReportAccess); it is checked here again because these aggregates cover every customer's orders.
 */
export const mapReportData = async (
  db: Db,
  user: AuthUser,
  body: ReportDataRequest,
): Promise<MapReportData> => {
  if (!isStaff(user) || !can(user, "view:reports")) throw forbidden();
  switch (body.reportid) {
    case 13:
      return workOrderHeat(db, body);
    case 14:
      return vendorCoverage(db, body);
    case 24:
      return customerArea(db, body);
    default:
      throw badRequest(`Report ${body.reportid} is not a map report.`, {
        reportid: `Report ${body.reportid} is not a map report.`,
      });
  }
};
