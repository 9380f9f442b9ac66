import { z } from "zod";

/** GET /api/user/getdispatchers. */
export const Dispatcher = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type Dispatcher = z.infer<typeof Dispatcher>;
export const Dispatchers = z.array(Dispatcher);
