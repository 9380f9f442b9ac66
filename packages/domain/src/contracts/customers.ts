import { z } from "zod";

/** GET /api/customer/getcustomers: inactive=true lists the inactive customers too. */
export const CustomersQuery = z.object({
  inactive: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
});
export type CustomersQuery = z.infer<typeof CustomersQuery>;

export const CustomerRow = z.object({
  id: z.number(),
  customername: z.string(),
  customerprefix: z.string().nullable(),
  city: z.string(),
  statecode: z.string(),
  isactive: z.boolean(),
  termid: z.number().nullable(),
  dispatcherid: z.number().nullable(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;
export const CustomerRows = z.array(CustomerRow);
