import { z } from "zod";
import { id } from "./primitives.ts";

/** GET /api/vendor/scorecard?vendorid= (staff): a vendor's scorecard from the rollup (issue 32 §4). */
export const ScorecardQuery = z.object({ vendorid: id("Vendor") });

const rate = z.number().nullable();
export const ScorecardMetricsOut = z.object({
  lines: z.number(),
  acceptancerate: rate,
  acceptminutes: rate,
  ontimearrival: rate,
  slacompliance: rate,
  firsttimefix: rate,
  invoiceaccuracy: rate,
  averagecost: rate,
  costindex: rate,
  score: rate,
});
export type ScorecardMetricsOut = z.infer<typeof ScorecardMetricsOut>;

export const VendorScorecard = z.object({
  vendorid: z.number(),
  /** Over every trade. */
  overall: ScorecardMetricsOut,
  trades: z.array(ScorecardMetricsOut.extend({ tradeid: z.number(), tradename: z.string() })),
  /** When the rollup last changed (null: no line yet). */
  refreshedat: z.string().nullable(),
});
export type VendorScorecard = z.infer<typeof VendorScorecard>;
