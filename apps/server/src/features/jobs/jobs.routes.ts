import { JobIdParams, JobStatus, LatestJob, LatestJobQuery } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { readJob, readLatestJob } from "./jobs.service.ts";

const tags = ["background jobs"];

/** Progress and result of background work (imports, pushes): what a page polls for its progress bar. */
export const jobRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.get(
    "/api/jobs/latest",
    {
      config: { access: signedIn },
      schema: { tags, querystring: LatestJobQuery, response: { 200: LatestJob } },
    },
    (req) => readLatestJob(db, currentUser(req), req.query.kind, req.query.key),
  );
  app.get(
    "/api/jobs/:id",
    { config: { access: signedIn }, schema: { tags, params: JobIdParams, response: { 200: JobStatus } } },
    (req) => readJob(db, currentUser(req), req.params.id),
  );
};
