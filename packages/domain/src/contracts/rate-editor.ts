import { z } from "zod";
import { plainString, searchBox } from "./control-chars.ts";
import { decimal, id, int, money, requiredText, version } from "./primitives.ts";
import { stateCode } from "./us-phone.ts";

/**
 * The rate editor of spec 3 §2.9, shared by customer trades and vendor trades: a rate applies to states and,
 * inside them, optionally to cities, counties and ZIP codes; regular rate required ('Regular Rate is
 * required.'), the others optional; markup is a percent.
 */
export const TRADE_RATE_TYPES = [
  { id: 1, name: "Hourly" },
  { id: 2, name: "Flat Rate" },
  { id: 3, name: "Service Call" },
] as const;

export const RateCity = z.object({ city: requiredText("City", 100), statecode: stateCode("State") });
export const RateCounty = z.object({ county: requiredText("County", 100), statecode: stateCode("State") });
export const RateZip = z.object({
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "Zip Code must be a 5-digit ZIP code."),
  statecode: stateCode("State"),
});
export type RateCity = z.infer<typeof RateCity>;
export type RateCounty = z.infer<typeof RateCounty>;
export type RateZip = z.infer<typeof RateZip>;

const optionalRate = (label: string) => z.preprocess((v) => (v === "" ? null : v), money(label).nullish());

export const rateFields = {
  name: requiredText("Name", 200),
  traderatetypeid: int("Rate Type", 1, TRADE_RATE_TYPES.length).default(1),
  statecodes: z.array(stateCode("State")).max(60, "At most 60 states."),
  cities: z.array(RateCity).max(2000, "At most 2000 cities.").default([]),
  counties: z.array(RateCounty).max(2000, "At most 2000 counties.").default([]),
  zipcodes: z.array(RateZip).max(5000, "At most 5000 ZIP codes.").default([]),
  regularrate: z.preprocess((v) => (v === "" || v === null ? undefined : v), money("Regular Rate")),
  overtimerate: optionalRate("Overtime Rate"),
  holidayrate: optionalRate("Holiday Rate"),
  tripcharge: optionalRate("Trip Charge"),
  markupcharge: z.preprocess((v) => (v === "" ? null : v), decimal("Markup", 0, 1000, 2).nullish()),
};

/** POST /api/customer/rate/add: a new rate on one of the customer's trades. */
export const AddCustomerRateBody = z.object({ customertradeid: id("customertradeid"), ...rateFields });
export type AddCustomerRateBody = z.infer<typeof AddCustomerRateBody>;
/** PUT /api/customer/rate/update. */
export const UpdateRateBody = z.object({ id: id("id"), version, ...rateFields });
export type UpdateRateBody = z.infer<typeof UpdateRateBody>;
/** The rate editor's form values (what the web sends without the owner id). */
export type RateFormInput = z.input<z.ZodObject<typeof rateFields>>;

export const RateDetail = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  traderatetypeid: z.number(),
  traderatetype: z.string(),
  statecodes: z.array(z.string()),
  cities: z.array(z.object({ city: z.string(), statecode: z.string() })),
  counties: z.array(z.object({ county: z.string(), statecode: z.string() })),
  zipcodes: z.array(z.object({ zipcode: z.string(), statecode: z.string() })),
  regularrate: z.number(),
  overtimerate: z.number().nullable(),
  holidayrate: z.number().nullable(),
  tripcharge: z.number().nullable(),
  markupcharge: z.number().nullable(),
  lastupdated: z.iso.datetime(),
});
export type RateDetail = z.infer<typeof RateDetail>;

/** GET /api/customer/gettrades: the customer's trades, each with its rates. */
export const CustomerTrade = z.object({
  id: z.number(),
  customertradeid: z.number(),
  tradeid: z.number(),
  tradename: z.string(),
  customerid: z.number(),
  rates: z.array(RateDetail),
});
export type CustomerTrade = z.infer<typeof CustomerTrade>;
export const CustomerTrades = z.array(CustomerTrade);

/** POST /api/customer/trade/add ('Trade is required.'); answers the customer's trades. */
export const AddCustomerTradeBody = z.object({
  customerid: id("customerid"),
  tradeid: id("Trade", "Trade is required."),
  tradename: plainString("tradename").max(200).optional(),
});
export type AddCustomerTradeBody = z.infer<typeof AddCustomerTradeBody>;
export const AddCustomerTradeResult = z.object({ trades: CustomerTrades });
/** PUT /api/customer/trade/remove. */
export const RemoveCustomerTradeBody = z.object({
  customerid: id("customerid"),
  tradeid: id("Trade", "Trade is required."),
});
export type RemoveCustomerTradeBody = z.infer<typeof RemoveCustomerTradeBody>;

// ---- geography lookups of the editor (spec 3 §7.6), in pages of 50 ----

export const GEO_PAGE_SIZE = 50;
export const GeoQuery = z.object({
  states: z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").filter((s) => s.trim() !== "") : v),
    z.array(stateCode("State")).min(1, "Choose a state first.").max(60),
  ),
  search: searchBox(100)
    .transform((v) => v.trim())
    .default(""),
  skip: int("skip", 0, 100_000).default(0),
  take: int("take", 1, 100).default(GEO_PAGE_SIZE),
});
export type GeoQuery = z.infer<typeof GeoQuery>;
export const CityPage = z.object({
  items: z.array(z.object({ city: z.string(), statecode: z.string() })),
  total: z.number(),
});
export const CountyPage = z.object({
  items: z.array(z.object({ county: z.string(), statecode: z.string() })),
  total: z.number(),
});
export const ZipPage = z.object({
  items: z.array(z.object({ zipcode: z.string(), statecode: z.string(), city: z.string() })),
  total: z.number(),
});
export type CityPage = z.infer<typeof CityPage>;
export type CountyPage = z.infer<typeof CountyPage>;
export type ZipPage = z.infer<typeof ZipPage>;

/**
 * Columns of the trade-rate import CSV (POST /api/customer/rate/import): one rate per line. States, cities,
 * counties and ZIPs hold several values separated by ';' (a city or county as "Name/ST").
 */
export const TRADE_RATE_IMPORT_COLUMNS = [
  "Trade",
  "Name",
  "Rate Type",
  "States",
  "Cities",
  "Counties",
  "Zip Codes",
  "Regular Rate",
  "Overtime Rate",
  "Holiday Rate",
  "Trip Charge",
  "Markup",
] as const;
