import { id } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listCustomerTradeRates, listVendorRates } from "./trade-rates.service.ts";

const money = z.number().nullable();
const Rate = z.object({
  id: z.number(),
  tradeid: z.number(),
  tradename: z.string(),
  name: z.string(),
  statecodes: z.array(z.string()),
  regularrate: z.number(),
  overtimerate: money,
  holidayrate: money,
  tripcharge: money,
  markupcharge: money,
});
const VendorRates = z.object({ vendorid: z.number(), vendorname: z.string(), rates: z.array(Rate) });

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
        querystring: z.object({
          customerid: id("customerid"),
          statecode: z
            .string()
            .trim()
            .length(2, "statecode must be a 2-letter state code")
            .toUpperCase()
            .optional(),
        }),
        response: { 200: z.array(Rate) },
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
        querystring: z.object({ workorderid: id("workorderid") }),
        response: { 200: z.array(VendorRates) },
      },
    },
    (req) => listVendorRates(db, currentUser(req), req.query.workorderid),
  );
};
