import {
  ImportStarted,
  VendorSearchGeographyBody,
  VendorSearchRadiusBody,
  VendorSearchResult,
  VendorZipImportQuery,
  VendorZipVendorPage,
  VendorZipVendorsQuery,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { registerUploads } from "../attachments/index.ts";
import { complianceReminderJob } from "./compliance-reminders.ts";
import { searchByGeography, searchByRadius } from "./vendor-search.service.ts";
import { vendorZipImport } from "./vendor-zip-import.ts";
import { listZipVendors } from "./vendor-zip-vendors.ts";

const tags = ["vendor search"];
/** Vendor management is staff only: read:vendors or Admin (spec 3 §6); Vendor, Tech and Customer get 403. */
const vendorReader = allOf(staffOnly, permissionOrAdmin("read:vendors"));

/** Vendor search (spec 3 §2.16), Import Zips (§2.15) and the daily compliance reminders (issue 15). */
export const vendorSearchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  ctx.jobs.daily(complianceReminderJob, (today) => ({ today }));
  const zipImport = vendorZipImport(ctx);

  app.post(
    "/api/vendor/searchbyradius",
    {
      config: { access: vendorReader },
      schema: {
        tags,
        description:
          "Active vendors offering any of the trades within the radius (10/20/30/40/50/75/100 miles, default 50) of the ZIP's centre, or covering that ZIP (Import Zips); closest first, at most 1000.",
        body: VendorSearchRadiusBody,
        response: { 200: VendorSearchResult },
      },
    },
    (req) => searchByRadius(db, req.body),
  );

  app.post(
    "/api/vendor/searchbygeography",
    {
      config: { access: vendorReader },
      schema: {
        tags,
        description:
          "Active vendors offering any of the trades in the chosen counties and cities (or, with states alone, the states): by address, coverage ZIP or (states only) States Serviced.",
        body: VendorSearchGeographyBody,
        response: { 200: VendorSearchResult },
      },
    },
    (req) => searchByGeography(db, req.body),
  );

  app.get(
    "/api/admin/importtradezips/vendors",
    {
      config: { access: adminOnly },
      schema: {
        tags,
        description:
          "The Import Zips vendor picker: name, address, city, state, ZIP and ZIPs held (page size 100).",
        querystring: VendorZipVendorsQuery,
        response: { 200: VendorZipVendorPage },
      },
    },
    (req) => listZipVendors(db, req.query),
  );

  const receive = await registerUploads(app, ctx.config, { files: 2, fields: 10 });
  app.post(
    "/api/admin/importtradezips",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.import),
      config: { access: adminOnly },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description:
          "multipart/form-data: exactly one .csv file (text/csv), one ZIP code per row in the first column ('Zip Code' header optional). Queues a background import (202 with the job id): every row is checked against the ZIP data, all rows or none (row-numbered errors), and the file replaces the vendor's coverage ZIPs; one import per vendor at a time.",
        querystring: VendorZipImportQuery,
        response: { 202: ImportStarted },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const key = { vendorid: req.query.vendorid };
      const upload = await receive(req, () => zipImport.authorize(user, key));
      return reply.status(202).send(await zipImport.start(user, key, upload));
    },
  );
};
