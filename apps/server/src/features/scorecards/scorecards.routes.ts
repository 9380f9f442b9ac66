import { ScorecardQuery, VendorScorecard } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { getVendorScorecard } from "./scorecards.service.ts";

const tags = ["vendor scorecards"];

export const scorecardRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/vendor/scorecard",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:vendors")) },
      schema: {
        tags,
        description:
          "A vendor's scorecard (acceptance, on-time arrival, SLA, first-time fix, invoice accuracy, cost vs the trade) overall and per trade, from the vendorscorecards rollup.",
        querystring: ScorecardQuery,
        response: { 200: VendorScorecard },
      },
    },
    (req) => getVendorScorecard(db, req.query.vendorid),
  );
};
