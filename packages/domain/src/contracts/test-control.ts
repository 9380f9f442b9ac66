import { z } from "zod";

/*
 * Test control (browser tests only): routes that exist only when the server was started with
 * TEST_CONTROL_ROUTES=1 (never in production; every other start answers them 404). AGENTS.md "Test control".
 */

/** The periodic job kinds a browser test may run now instead of waiting for their next slot. */
export const RUNNABLE_NOW_JOBS = ["sla.escalation"] as const;

/** POST /api/testcontrol/runjob: one run of a periodic job, now (it does not schedule a next one). */
export const RunJobNowBody = z.object({
  kind: z.enum(RUNNABLE_NOW_JOBS, { error: `kind must be one of: ${RUNNABLE_NOW_JOBS.join(", ")}.` }),
});
export type RunJobNowBody = z.infer<typeof RunJobNowBody>;

/** The queued job: follow it with GET /api/jobs/{id}. */
export const RunJobNowResult = z.object({ id: z.number() });
export type RunJobNowResult = z.infer<typeof RunJobNowResult>;
