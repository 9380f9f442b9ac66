import type { AppContext } from "./context.ts";

/** Now, from the context's injectable clock (tests set `ctx.clock`), else the system's. */
export const nowOf = (ctx: AppContext): Date => ctx.clock?.() ?? new Date();
