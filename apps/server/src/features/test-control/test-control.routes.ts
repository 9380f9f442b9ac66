import { RunJobNowBody, RunJobNowResult } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { slaEscalationJob } from "../sla/index.ts";

/**
 * Browser tests only: registered when the server starts with TEST_CONTROL_ROUTES=1 (e2e/support/global-setup.ts),
 * so everywhere else /api/testcontrol/* is an unknown path (404). Hidden from the OpenAPI document.
 *
 * POST /api/testcontrol/runjob: one run of a periodic job now, through the job runner as its slot would run it
 * (the SLA escalation scan runs every 5 minutes; a journey waits seconds). The run does not schedule a next one.
 */
export const testControlRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    "/api/testcontrol/runjob",
    {
      config: { access: adminOnly },
      schema: { hide: true, body: RunJobNowBody, response: { 200: RunJobNowResult } },
    },
    async (req) => {
      const user = currentUser(req);
      const job = await ctx.database.db.transaction((tx) =>
        ctx.jobs.enqueue(tx, slaEscalationJob, { chain: false }, { createdBy: user.id }),
      );
      ctx.jobs.poke();
      return { id: job.id };
    },
  );
};
