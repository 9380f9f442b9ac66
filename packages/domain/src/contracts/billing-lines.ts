import { z } from "zod";
import { decimal, int, money, nullableId, text } from "./primitives.ts";

/** One line of a proposal or invoice as the client sends it; `id` keeps an existing line. */
export const lineInput = (maxType: number) =>
  z.object({
    id: nullableId("Line"),
    itemtypeid: int("Item type", 1, maxType),
    description: text("Description", 2000).default(""),
    /** `numeric(12,3)`. */
    quantity: decimal("Quantity", 0, 999_999_999, 3),
    rate: money("Rate"),
    /** `numeric(6,3)`. */
    taxrate: decimal("Tax rate", 0, 100, 3).default(0),
    uomid: nullableId("Unit of measure").refine(
      (v) => v === null || v === undefined || v <= 7,
      "Unit of measure must be 1 to 7.",
    ),
  });
export type LineInput = z.infer<ReturnType<typeof lineInput>>;

export const LineOut = z.object({
  id: z.number(),
  itemtypeid: z.number(),
  itemtype: z.string(),
  description: z.string(),
  quantity: z.number(),
  rates: z.number(),
  rate: z.number(),
  taxrate: z.number(),
  uomid: z.number().nullable(),
  uom: z.string().nullable(),
  subtotal: z.number(),
  taxes: z.number(),
  total: z.number(),
});
export type LineOut = z.infer<typeof LineOut>;

/** A billing document's output format. */
export const DocumentFormat = z.enum(["html", "pdf", "docx"]);
export type DocumentFormat = z.infer<typeof DocumentFormat>;
