import { z } from "zod";
import { id, int, optionalDate, optionalId } from "./primitives.ts";

/**
 * Map reports (spec 3 §2.14, §7.5): POST /reports/getreportdata with report 13 (startDate, endDate),
 * 14 (customerid, tradeid) or 24 (zipcode, radius). Answered by features/map-reports; the reports feature
 * owns the route and hands these ids over.
 */
export const MAP_REPORT_IDS = [13, 14, 24] as const;
export type MapReportId = (typeof MAP_REPORT_IDS)[number];
export const isMapReportId = (reportid: number): reportid is MapReportId =>
  (MAP_REPORT_IDS as readonly number[]).includes(reportid);

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
  radius: int("Mile Radius", 0, 500).optional(),
});
export type ReportDataRequest = z.infer<typeof ReportDataRequest>;

/** A GeoJSON point feature: time (ISO), mag (weight: a count), address (popup text). */
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
  }),
});
export type MapPointFeature = z.infer<typeof MapPointFeature>;

export const MapFeatureCollection = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(MapPointFeature),
});
export type MapFeatureCollection = z.infer<typeof MapFeatureCollection>;

/** Report 13: one collection (heat data). Reports 14 and 24: the pair [markers, heat data]. */
export const MapReportData = z.union([
  MapFeatureCollection,
  z.tuple([MapFeatureCollection, MapFeatureCollection]),
]);
export type MapReportData = z.infer<typeof MapReportData>;
