import { z } from "zod";

/** GET /api/health (200 ok, 503 degraded). */
export const Health = z.object({ status: z.enum(["ok", "degraded"]), db: z.enum(["ok", "down"]) });
export type Health = z.infer<typeof Health>;
