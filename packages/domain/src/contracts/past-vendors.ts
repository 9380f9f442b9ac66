import { z } from "zod";

/** GET /api/workorder/getpastvendors: vendors used before at the work order's job site. */
export const PastVendor = z.object({
  vendorid: z.number(),
  vendorname: z.string(),
  primaryphone: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  tierid: z.number().nullable(),
  vendorstatustypeid: z.number().nullable(),
  /** Attaching is refused for tier 6 and Redlined vendors (spec 1 §9). */
  dispatchable: z.boolean(),
  timesused: z.number(),
  lastused: z.string(),
  attached: z.boolean(),
});
export type PastVendor = z.infer<typeof PastVendor>;
export const PastVendors = z.array(PastVendor);
