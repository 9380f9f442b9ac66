import { CustomerRows, CustomersQuery } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, anyOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listCustomers } from "./customers.service.ts";

/** Customers for pickers and the customer list (spec 3 §7.1). */
export const customerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/customer/getcustomers",
    {
      config: {
        access: allOf(
          staffOnly,
          anyOf(permissionOrAdmin("read:customers"), permissionOrAdmin("read:workorders")),
        ),
      },
      schema: {
        tags: ["customers"],
        querystring: CustomersQuery,
        response: { 200: CustomerRows },
      },
    },
    (req) => listCustomers(ctx.database.db, req.query),
  );
};
