import { isAdmin } from "@fm/domain";
import {
  isMapReportId,
  ReportDataResponse,
  ReportDefinitionList,
  ReportTableRequest,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readerFor } from "../../db/reader.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { mapReportAccess, mapReportData } from "../map-reports/index.ts";
import { streamReportXlsx } from "./report-export.ts";
import {
  listReports,
  reportOrder,
  reportParams,
  requireReport,
  requireTableReport,
  tableReportPage,
} from "./reports.service.ts";

/** Staff with Admin or view:reports (spec 3 §6): the one rule of reports and map reports. */
const access = mapReportAccess;
const tags = ["reports"];

/** Reports (spec 3 §2.13, §7.5): the catalogue, one report's page (or a map report's data), Report.xlsx. */
export const reportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const db = ctx.database.db;
  app.get(
    "/api/reports/getreports",
    {
      config: { access },
      schema: {
        tags,
        description:
          "The reports the caller may run: Admin all, others the ids their user was given (Admin page).",
        response: { 200: ReportDefinitionList },
      },
    },
    (req) => listReports(db, currentUser(req)),
  );
  app.post(
    "/api/reports/getreportdata",
    {
      config: { access },
      schema: {
        tags,
        description:
          "A table report's page of 100 rows (+ columns, total, totals row) or, for the map reports 13, 14 and 24, their GeoJSON data.",
        body: ReportTableRequest,
        response: { 200: ReportDataResponse },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const entry = await requireReport(db, user, req.body.reportid);
      if (isMapReportId(req.body.reportid))
        return mapReportData(readerFor(ctx.database, user), user, req.body);
      const report = requireTableReport(req.body.reportid);
      return tableReportPage(
        readerFor(ctx.database, user),
        { admin: isAdmin(user), secrets: ctx.secrets },
        entry,
        report,
        req.body,
      );
    },
  );
  app.post(
    "/api/reports/export",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.report),
      config: { access },
      schema: {
        tags,
        description:
          "Report.xlsx: every row of the report (not only the page) in the grid's order, and its totals row.",
        body: ReportTableRequest,
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const entry = await requireReport(db, user, req.body.reportid);
      const report = requireTableReport(req.body.reportid);
      const p = reportParams(req.body);
      reportOrder(report, req.body); // a bad sort answers 400 before the file starts
      const stream = streamReportXlsx(
        readerFor(ctx.database, user),
        { admin: isAdmin(user), secrets: ctx.secrets },
        report,
        p,
        req.body,
        entry.name,
      );
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", 'attachment; filename="Report.xlsx"')
        .send(stream);
    },
  );
};
