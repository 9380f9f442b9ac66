/** What the jobs feature offers the other features: register a kind with `ctx.jobs`, read it through these routes. */
export { jobRoutes } from "./jobs.routes.ts";
