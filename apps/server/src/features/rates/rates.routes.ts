import { IMPORT_TRADE_RATES_PERMISSION } from "@fm/domain";
import {
  AddCustomerRateBody,
  AddCustomerTradeBody,
  AddCustomerTradeResult,
  CityPage,
  CountyPage,
  CustomerTrades,
  DeleteRowParams,
  GeoQuery,
  IdResult,
  ImportQuery,
  ImportStarted,
  OneCustomerQuery,
  RemoveCustomerTradeBody,
  TRADE_RATE_IMPORT_COLUMNS,
  UpdateRateBody,
  ZipPage,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, signedIn, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { registerUploads } from "../attachments/index.ts";
import { customerStaff } from "../customers/index.ts";
import { tradeRateImport } from "./rate-import.ts";
import {
  addCustomerTrade,
  addRate,
  deleteRate,
  listCustomerTrades,
  lookupCities,
  lookupCounties,
  lookupZipCodes,
  removeCustomerTrade,
  requireCustomerTrade,
  updateRate,
} from "./rates.service.ts";

const tags = ["trades and rates"];

/** Customer trades and their rates (spec 3 §2.5 Trades tab, §2.9) and the editor's geography lookups (§7.6). */
export const rateRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const access = customerStaff;

  app.get(
    "/api/customer/gettrades",
    {
      config: { access },
      schema: { tags, querystring: OneCustomerQuery, response: { 200: CustomerTrades } },
    },
    (req) => listCustomerTrades(db, req.query.customerid),
  );
  app.post(
    "/api/customer/trade/add",
    {
      config: { access },
      schema: { tags, body: AddCustomerTradeBody, response: { 200: AddCustomerTradeResult } },
    },
    (req) => addCustomerTrade(db, currentUser(req), req.body),
  );
  app.put(
    "/api/customer/trade/remove",
    {
      config: { access },
      schema: { tags, body: RemoveCustomerTradeBody, response: { 200: AddCustomerTradeResult } },
    },
    (req) => removeCustomerTrade(db, currentUser(req), req.body),
  );
  app.post(
    "/api/customer/rate/add",
    {
      config: { access },
      schema: {
        tags,
        description: "A new rate on a customer trade with its states, cities, counties and ZIP codes.",
        body: AddCustomerRateBody,
        response: { 200: IdResult },
      },
    },
    async (req) => {
      const { customertradeid, ...fields } = req.body;
      await requireCustomerTrade(db, customertradeid);
      return addRate(db, currentUser(req), { customertradeid }, fields);
    },
  );
  app.put(
    "/api/customer/rate/update",
    {
      config: { access },
      schema: {
        tags,
        description: "A customer rate at its version (409 when stale); areas are replaced by the ones sent.",
        body: UpdateRateBody,
        response: { 200: IdResult },
      },
    },
    (req) => updateRate(db, currentUser(req), "customertradeid", req.body),
  );
  app.delete(
    "/api/customer/rate/delete/:id",
    { config: { access }, schema: { tags, params: DeleteRowParams, response: { 200: IdResult } } },
    (req) => deleteRate(db, currentUser(req), "customertradeid", req.params.id),
  );

  // Reference data (public geography): any signed-in user, like /api/geoinfo/getstates.
  const geo = { access: signedIn };
  app.get(
    "/api/geoinfo/getcities",
    {
      config: geo,
      schema: {
        tags: ["lookups"],
        description: "Cities of the given states (states=TX,OK), searchable, in pages of 50 (skip, take).",
        querystring: GeoQuery,
        response: { 200: CityPage },
      },
    },
    (req) => lookupCities(req.query),
  );
  app.get(
    "/api/geoinfo/getcounties",
    {
      config: geo,
      schema: {
        tags: ["lookups"],
        description: "Counties of the given states, searchable, in pages of 50.",
        querystring: GeoQuery,
        response: { 200: CountyPage },
      },
    },
    (req) => lookupCounties(req.query),
  );
  app.get(
    "/api/geoinfo/getzipcodes",
    {
      config: geo,
      schema: {
        tags: ["lookups"],
        description: "ZIP codes of the given states (search by ZIP or city), in pages of 50.",
        querystring: GeoQuery,
        response: { 200: ZipPage },
      },
    },
    (req) => lookupZipCodes(req.query),
  );
};

/** Import Trade Rates (spec 3 §2.15): a CSV of rates as a background job. */
export const tradeRateImportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const rateImport = tradeRateImport(ctx);
  const receive = await registerUploads(app, ctx.config, { files: 1, fields: 10 });
  app.post(
    "/api/customer/rate/import",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.import),
      // One permission for the route, the page and the menu item (IMPORT_TRADE_RATES_PERMISSION).
      config: { access: allOf(staffOnly, permissionOrAdmin(IMPORT_TRADE_RATES_PERMISSION)) },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description: `multipart/form-data: one .csv file with the columns ${TRADE_RATE_IMPORT_COLUMNS.join(", ")} (several states, cities "Name/ST", counties "Name/ST" or ZIPs separated by ';'). Queues a background import (202 with the job id); all rows or none; one import per customer at a time.`,
        querystring: ImportQuery,
        response: { 202: ImportStarted },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const key = { customerid: req.query.customerid };
      const upload = await receive(req, () => rateImport.authorize(user, key));
      return reply.status(202).send(await rateImport.start(user, key, upload));
    },
  );
};
