import { isMapReportId, MapReportData, ReportDataRequest } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { mapReportAccess } from "./map-report-access.ts";
import { mapReportData } from "./map-reports.service.ts";

/**
 * TEMPORARY (map-reports helper): POST /api/reports/getreportdata for the map ids 13, 14 and 24 only, so the
 * map screens and their e2e run in this tree. The reports feature owns this route; at merge it is folded into
 * the reports route (which calls mapReportData for isMapReportId) and this file is deleted.
 */
export const mapReportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.post(
    "/api/reports/getreportdata",
    {
      config: { access: mapReportAccess },
      schema: {
        tags: ["reports"],
        description:
          "Map reports (spec 3 §2.14): 13 heat of work orders by date range; 14 vendors of a trade (markers) and one company's orders of it (heat); 24 job sites within a radius of a ZIP (markers) and their orders (heat). Heat is one point per ZIP, weight = count.",
        body: ReportDataRequest,
        response: { 200: MapReportData },
      },
    },
    async (req) => {
      if (!isMapReportId(req.body.reportid))
        throw badRequest(`Report ${req.body.reportid} is not a map report.`, {
          reportid: `Report ${req.body.reportid} is not a map report.`,
        });
      return mapReportData(db, currentUser(req), req.body);
    },
  );
};
