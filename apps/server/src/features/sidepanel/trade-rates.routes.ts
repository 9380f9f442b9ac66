import { CustomerTradeRatesQuery, TradeRates, VendorRatesList, WorkOrderIdQuery } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listCustomerTradeRates, listVendorRates } from "./trade-rates.service.ts";

const access = allOf(staffOnly, permissionOrAdmin("read:workorders"));

/** Right-side panel rates: the customer's trade rates for a state, and each attached vendor's rates for the order's trades. */
export const tradeRateRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/customer/traderates",
    {
      config: { access },
      schema: {
        tags: ["rates"],
        querystring: CustomerTradeRatesQuery,
        response: { 200: TradeRates },
      },
    },
    (req) => listCustomerTradeRates(db, req.query),
  );

  app.get(
    "/api/workorder/getvendorrates",
    {
      config: { access },
      schema: {
        tags: ["rates"],
        description:
          "Selected vendors and trades with their rates (right-side panel), for the job site's state.",
        querystring: WorkOrderIdQuery,
        response: { 200: VendorRatesList },
      },
    },
    (req) => listVendorRates(db, currentUser(req), req.query.workorderid),
  );
};
