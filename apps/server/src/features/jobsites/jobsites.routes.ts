import {
  AddJobSiteBody,
  JobSite,
  JobSitePage,
  JobSiteQuery,
  JobSitesQuery,
  SpecialProceduresBody,
  UpdatedCount,
  UpdateJobSiteBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteOptions } from "../../platform/context.ts";
import { customerStaff, jobSiteStaff } from "../customers/index.ts";
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
    (req) => addJobSite(db, req.body),
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
    (req) => updateJobSite(db, req.body),
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
    (req) => updateAllSpecialProcedures(db, req.body),
  );
};
