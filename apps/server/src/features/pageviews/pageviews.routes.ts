import {
  PageViewSummaries,
  PageViewsQuery,
  RecordPageViewsBody,
  RecordPageViewsResult,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, signedIn, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listPageViews, recordPageViews } from "./pageviews.service.ts";

const tags = ["page views"];

/** Page-view tracking (spec 2 §6): everyone's tab openings are recorded, only staff read them. */
export const pageViewRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.post(
    "/api/workorder/pageviews",
    {
      config: { access: signedIn },
      schema: {
        tags,
        description:
          "A batch of the caller's work-order tab openings. Every order must be one the caller may read (else 404, nothing recorded).",
        body: RecordPageViewsBody,
        response: { 200: RecordPageViewsResult },
      },
    },
    (req) => recordPageViews(db, currentUser(req), req.body),
  );
  app.get(
    "/api/workorder/pageviews",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: { tags, querystring: PageViewsQuery, response: { 200: PageViewSummaries } },
    },
    (req) => listPageViews(db, currentUser(req), req.query.workorderid),
  );
};
