import { z } from "zod";
import { id, int, optionalDate, optionalId } from "./primitives.ts";

/**
 * Map reports (spec 3 §2.14, §7.5): POST /reports/getreportdata with report 13 (startDate, endDate),
 * 14 (customerid, tradeid) or 24 (zipcode, radius). Answered by features/map-reports; the reports feature
 * owns the route and hands these ids over. docs/map-reports.md describes what each report shows.
 */
export const MAP_REPORT_IDS = [13, 14, 24] as const;
export type MapReportId = (typeof MAP_REPORT_IDS)[number];
export const isMapReportId = (reportid: number): reportid is MapReportId =>
  (MAP_REPORT_IDS as readonly number[]).includes(reportid);

/** Which screen shows which map report (spec 3 §2.14 leaves it open; docs/map-reports.md gives the reasons). */
export const MAP_REPORT_SCREENS = {
  "/reports/heatmap/workorder": 13,
  "/reports/heatmap/vendorcoverage": 14,
  "/reports/heatmap/customerarea": 24,
} as const satisfies Record<string, MapReportId>;

/** The map's constants (spec 3 §9): start zoom, the heat layer's last zoom, the Mile Radius slider. */
export const MAP_START_ZOOM = 3;
export const MAP_HEAT_MAX_ZOOM = 9;
/** The centre of the contiguous US ([latitude, longitude], Leaflet's order). */
export const MAP_US_CENTER = [39.5, -98.35] as const;
export const MAP_RADIUS = { min: 0, max: 500, step: 10, default: 50 } as const;
/** At most this many markers are sent; `total` on the collection tells how many there are. */
export const MAP_MAX_MARKERS = 5000;
/** Heat data for reports 14 and 24 (which send no dates) covers this many days up to today. */
export const MAP_HEAT_DEFAULT_DAYS = 365;

/** The body of getreportdata: every report's parameters (each report reads the ones it needs). */
export const ReportDataRequest = z.object({
  reportid: id("Report"),
  startDate: optionalDate("Start Date"),
  endDate: optionalDate("End Date"),
  customerid: optionalId("Company"),
  tradeid: optionalId("Trade"),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "Zip Code must be 5 digits.")
    .optional(),
  radius: int("Mile Radius", MAP_RADIUS.min, MAP_RADIUS.max).optional(),
});
export type ReportDataRequest = z.infer<typeof ReportDataRequest>;

/**
 * A GeoJSON point feature: time (ISO 8601: the UTC day of a heat point's latest order, yyyy-MM-dd; a job-site
 * marker's latest order as a date-time; null when there is none),
 * mag (weight: a count of orders), address (popup text: "City, ST 12345" for a heat point, the street
 * address for a marker), name (a marker's title: vendor, or customer and job site).
 */
export const MapPointFeature = z.object({
  type: z.literal("Feature"),
  geometry: z.object({
    type: z.literal("Point"),
    /** [longitude, latitude] as GeoJSON orders them. */
    coordinates: z.tuple([z.number(), z.number()]),
  }),
  properties: z.object({
    time: z.string().nullable(),
    mag: z.number(),
    address: z.string().nullable(),
    name: z.string().optional(),
  }),
});
export type MapPointFeature = z.infer<typeof MapPointFeature>;

export const MapFeatureCollection = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(MapPointFeature),
  /** Markers: how many matched (the features stop at MAP_MAX_MARKERS). Heat: the number of orders. */
  total: z.number().int().optional(),
  /** GeoJSON bbox [west, south, east, north]: report 24's search circle (its centre is the ZIP's). */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
});
export type MapFeatureCollection = z.infer<typeof MapFeatureCollection>;

/** Report 13: one collection (heat data). Reports 14 and 24: the pair [markers, heat data]. */
export const MapReportData = z.union([
  MapFeatureCollection,
  z.tuple([MapFeatureCollection, MapFeatureCollection]),
]);
export type MapReportData = z.infer<typeof MapReportData>;
