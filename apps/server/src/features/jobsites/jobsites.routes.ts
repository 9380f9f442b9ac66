import {
  AddJobSiteBody,
  ImportQuery,
  ImportStarted,
  JOB_SITE_IMPORT_COLUMNS,
  JobSite,
  JobSitePage,
  JobSiteQuery,
  JobSitesQuery,
  SpecialProceduresBody,
  UpdatedCount,
  UpdateJobSiteBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { registerUploads } from "../attachments/index.ts";
import { customerStaff, jobSiteStaff } from "../customers/index.ts";
import { jobSiteImport, sampleSheet } from "./jobsite-import.ts";
import {
  addJobSite,
  getJobSite,
  listJobSites,
  updateAllSpecialProcedures,
  updateJobSite,
} from "./jobsites.service.ts";

const tags = ["job sites"];

/** Job sites of a customer and the job-site list (spec 3 §2.5 Job Sites tab, §2.6, §7.1). */
export const jobSiteRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.get(
    "/api/jobsites/getjobsites",
    {
      config: { access: jobSiteStaff },
      schema: {
        tags,
        description:
          "One page of job sites: of one customer (customerid) or of all customers (Show All); grid query parameters as every server-paged list.",
        querystring: JobSitesQuery,
        response: { 200: JobSitePage },
      },
    },
    (req) => listJobSites(db, req.query),
  );
  app.get(
    "/api/jobsites/getjobsite",
    {
      config: { access: jobSiteStaff },
      schema: { tags, querystring: JobSiteQuery, response: { 200: JobSite } },
    },
    (req) => getJobSite(db, req.query.jobsiteid),
  );
  app.post(
    "/api/customer/addjobsite",
    {
      config: { access: customerStaff },
      schema: {
        tags,
        description: "A new job site; latitude/longitude come from its ZIP code.",
        body: AddJobSiteBody,
        response: { 200: JobSite },
      },
    },
    (req) => addJobSite(db, currentUser(req), req.body),
  );
  app.put(
    "/api/customer/updatejobsite",
    {
      config: { access: customerStaff },
      schema: {
        tags,
        description:
          "The whole job-site form at its version (409 when stale); the coordinates follow the ZIP.",
        body: UpdateJobSiteBody,
        response: { 200: JobSite },
      },
    },
    (req) => updateJobSite(db, currentUser(req), req.body),
  );
  app.post(
    "/api/jobsites/updateallspecialprocedures",
    {
      config: { access: customerStaff },
      schema: {
        tags,
        description:
          "Update Special Instructions: one text on every job site of the customer, in one transaction.",
        body: SpecialProceduresBody,
        response: { 200: UpdatedCount },
      },
    },
    (req) => updateAllSpecialProcedures(db, currentUser(req), req.body),
  );
};

/** Import Job Sites (spec 3 §2.6): the sample sheet and the background import. */
export const jobSiteImportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const siteImport = jobSiteImport(ctx);
  const receive = await registerUploads(app, ctx.config, { files: 1, fields: 10 });
  app.post(
    "/api/jobsites/downloadsamplesheet",
    {
      config: { access: jobSiteStaff },
      schema: {
        tags,
        description: `The sample workbook: the columns ${JOB_SITE_IMPORT_COLUMNS.map(([, l]) => l).join(", ")} and one example row.`,
      },
    },
    async (_req, reply) =>
      reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", 'attachment; filename="JobSitesSample.xlsx"')
        .send(await sampleSheet()),
  );
  app.post(
    "/api/jobsites/importjobsites",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.import),
      config: { access: jobSiteStaff },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description:
          "multipart/form-data: one .xlsx file (the sample sheet's columns). Queues a background import (202 with the job id; GET /api/jobs/{id} for progress and row-numbered errors). All rows or none; one import per customer at a time (409 while one runs).",
        querystring: ImportQuery,
        response: { 202: ImportStarted },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const key = { customerid: req.query.customerid };
      const upload = await receive(req, () => siteImport.authorize(user, key));
      return reply.status(202).send(await siteImport.start(user, key, upload));
    },
  );
};
