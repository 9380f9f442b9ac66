import { z } from "zod";
import { gridQueryString } from "./grid-query.ts";
import { timeZone } from "./primitives.ts";

const flag = z
  .enum(["true", "false"])
  .transform((v) => v === "true")
  .default(false);

/** GET /api/dashboard/getalerts: the grid query, the window (today, 7, 14 or 30 days) and the quick filters. */
export const AlertsQuery = gridQueryString(50).extend({
  days: z.coerce
    .number({ error: "days must be 0, 7, 14 or 30" })
    .refine((d) => [0, 7, 14, 30].includes(d), "days must be 0, 7, 14 or 30"),
  tz: timeZone,
  flagged: flag,
  mine: flag,
});
export type AlertsQuery = z.infer<typeof AlertsQuery>;

/** GET /api/admin/getoverduep1: the Admin overdue bell's count. */
export const OverdueCount = z.object({ count: z.number() });
export type OverdueCount = z.infer<typeof OverdueCount>;
