import { z } from "zod";
import { id } from "./primitives.ts";

const rate = z.number().nullable();

/** One trade rate of a customer or vendor (right-side panel). */
export const TradeRate = z.object({
  id: z.number(),
  tradeid: z.number(),
  tradename: z.string(),
  name: z.string(),
  statecodes: z.array(z.string()),
  regularrate: z.number(),
  overtimerate: rate,
  holidayrate: rate,
  tripcharge: rate,
  markupcharge: rate,
});
export type TradeRate = z.infer<typeof TradeRate>;
export const TradeRates = z.array(TradeRate);

/** GET /api/customer/traderates. */
export const CustomerTradeRatesQuery = z.object({
  customerid: id("customerid"),
  statecode: z.string().trim().length(2, "statecode must be a 2-letter state code").toUpperCase().optional(),
});
export type CustomerTradeRatesQuery = z.infer<typeof CustomerTradeRatesQuery>;

/** GET /api/workorder/getvendorrates: each selected vendor with its rates for the order's trades. */
export const VendorRates = z.object({
  vendorid: z.number(),
  vendorname: z.string(),
  rates: z.array(TradeRate),
});
export type VendorRates = z.infer<typeof VendorRates>;
export const VendorRatesList = z.array(VendorRates);
