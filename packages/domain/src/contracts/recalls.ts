import { z } from "zod";
import { id, idList } from "./primitives.ts";

/** GET /api/workorder/similar and /api/customerprofile/similar: the form's recall / duplicate check. */
export const SimilarOrdersQuery = z.object({
  jobsiteid: id("Job Site"),
  /** Any of these trades ("5,7"); none = every trade. */
  tradeids: idList("Trade", 20),
});
export type SimilarOrdersQuery = z.infer<typeof SimilarOrdersQuery>;

export const SimilarOrder = z.object({
  id: z.number(),
  wonumber: z.string(),
  status: z.string(),
  briefdescription: z.string(),
  createddate: z.string(),
  completedate: z.string().nullable(),
  /** duplicate: still open; recall: created or completed within the last 30 days. */
  kind: z.enum(["duplicate", "recall"]),
});
export type SimilarOrder = z.infer<typeof SimilarOrder>;

export const SimilarOrders = z.object({ orders: z.array(SimilarOrder) });
export type SimilarOrders = z.infer<typeof SimilarOrders>;
