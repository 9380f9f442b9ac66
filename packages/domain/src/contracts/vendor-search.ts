import { z } from "zod";
import { plainString } from "./control-chars.ts";
import { gridQueryString, pageOf } from "./grid-query.ts";
import { id, idList, int } from "./primitives.ts";
import { postalCode, stateCode } from "./us-phone.ts";

/**
 * Vendor search (spec 3 §2.16), Import Zips (§2.15) and the compliance marks they share with Select Vendor.
 */

/** Radius choices in miles (spec 3 §9); 50 is the default. */
export const VENDOR_SEARCH_RADII = [10, 20, 30, 40, 50, 75, 100] as const;
export const VENDOR_SEARCH_DEFAULT_RADIUS = 50;
/** The search answers at most this many vendors (closest first); `truncated` says when there were more. */
export const VENDOR_SEARCH_MAX_ROWS = 1000;
/** Select Vendor's message when no trade is chosen (spec 2 §2), reused by the search. */
export const VENDOR_SEARCH_NO_TRADE = "No Trade has been selected";

const searchTrades = idList("Trades", 50).refine((a) => a.length > 0, VENDOR_SEARCH_NO_TRADE);

export const VendorSearchRadiusBody = z.object({
  trades: searchTrades,
  radius: int("Radius", 1, 500)
    .refine((r) => (VENDOR_SEARCH_RADII as readonly number[]).includes(r), {
      message: `Radius must be one of ${VENDOR_SEARCH_RADII.join(", ")} miles.`,
    })
    .default(VENDOR_SEARCH_DEFAULT_RADIUS),
  zip: postalCode("Zip Code"),
});
export type VendorSearchRadiusBody = z.infer<typeof VendorSearchRadiusBody>;

const placeName = (label: string) =>
  plainString(label)
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`);
const VendorSearchCounty = z.object({ county: placeName("County"), statecode: stateCode("State") });
const VendorSearchCity = z.object({ city: placeName("City"), statecode: stateCode("State") });

export const VendorSearchGeographyBody = z
  .object({
    trades: searchTrades,
    states: z.array(stateCode("State")).max(60).default([]),
    counties: z.array(VendorSearchCounty).max(200).default([]),
    cities: z.array(VendorSearchCity).max(200).default([]),
  })
  .refine((b) => b.states.length + b.counties.length + b.cities.length > 0, {
    message: "Choose a state, county or city.",
    path: ["states"],
  });
export type VendorSearchGeographyBody = z.infer<typeof VendorSearchGeographyBody>;

export const VendorSearchComplianceItem = z.object({
  doc: z.enum(["GL", "WC", "W9"]),
  date: z.string().nullable(),
  state: z.enum(["ok", "expiring", "expired", "missing", "exempt"]),
  daysLeft: z.number().nullable(),
});
export type VendorSearchComplianceItem = z.infer<typeof VendorSearchComplianceItem>;

/** How a vendor matched: its location within the radius / area, its coverage ZIPs, or its States Serviced. */
export const VENDOR_SEARCH_MATCHES = ["location", "coverage", "servicestate"] as const;

/** A search result (spec 3 §3 "Vendor search result") plus the compliance mark. */
export const VendorSearchRow = z.object({
  id: z.number(),
  name: z.string(),
  ispreferredvendor: z.boolean(),
  primaryphone: z.string().nullable(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  county: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  vendorstatustypeid: z.number().nullable(),
  vendorstatus: z.string().nullable(),
  wocount: z.number(),
  trades: z.string(),
  tierid: z.number().nullable(),
  /** Miles from the searched ZIP's centre (radius mode); null in geography mode or without coordinates. */
  distancefromjob: z.number().nullable(),
  matchedby: z.enum(VENDOR_SEARCH_MATCHES),
  compliancealert: z.boolean(),
  compliance: z.array(VendorSearchComplianceItem),
  /** Issue 32 §4: the scorecard's overall score; null: not measured. */
  score: z.number().nullable(),
});
export type VendorSearchRow = z.infer<typeof VendorSearchRow>;
export const VendorSearchResult = z.object({
  rows: z.array(VendorSearchRow),
  total: z.number(),
  truncated: z.boolean(),
});
export type VendorSearchResult = z.infer<typeof VendorSearchResult>;

/* --- Import Zips (POST /api/admin/importtradezips?vendorid) */

export const VENDOR_ZIP_IMPORT_KIND = "vendorzips.import";
/** The job's key (GET /api/jobs/latest?kind&key): prefixed, so it never clashes with another import's key. */
export const vendorZipImportKey = (vendorid: number) => `vendorzips:${vendorid}`;
export const VendorZipImportQuery = z.object({ vendorid: id("Vendor", "Choose a vendor first.") });
export type VendorZipImportQuery = z.infer<typeof VendorZipImportQuery>;

/** The vendor picker of Import Zips: name, address, city, state, ZIP (page size 100) and the ZIPs held. */
export const VendorZipVendorsQuery = gridQueryString(100);
export type VendorZipVendorsQuery = z.infer<typeof VendorZipVendorsQuery>;
export const VendorZipVendorRow = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  zipcount: z.number(),
});
export type VendorZipVendorRow = z.infer<typeof VendorZipVendorRow>;
export const VendorZipVendorPage = pageOf(VendorZipVendorRow);
export type VendorZipVendorPage = z.infer<typeof VendorZipVendorPage>;

/* --- the daily compliance reminder job */
export const VENDOR_COMPLIANCE_REMINDER_KIND = "vendorcompliance.reminders";
