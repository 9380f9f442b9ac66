import { z } from "zod";

/** The read replica (DATABASE_READ_URL) as this instance sees it; absent without one. */
export const ReplicaHealth = z.object({
  state: z.enum(["ok", "behind", "down"]),
  lagSeconds: z.number().nullable(),
  lagBytes: z.number().nullable(),
});

/**
 * GET /api/health: 200 ok; 503 degraded (primary down) or draining (SIGTERM received: a balancer takes the
 * instance out). A replica behind or down is reported but not a failure: reads go to the primary.
 */
export const Health = z.object({
  status: z.enum(["ok", "degraded", "draining"]),
  db: z.enum(["ok", "down"]),
  replica: ReplicaHealth.optional(),
});
export type Health = z.infer<typeof Health>;
