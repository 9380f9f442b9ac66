import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, anyOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listCustomers } from "./customers.service.ts";

const CustomerRow = z.object({
  id: z.number(),
  customername: z.string(),
  customerprefix: z.string().nullable(),
  city: z.string(),
  statecode: z.string(),
  isactive: z.boolean(),
  termid: z.number().nullable(),
  dispatcherid: z.number().nullable(),
});

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
        querystring: z.object({
          inactive: z
            .enum(["true", "false"])
            .transform((v) => v === "true")
            .default(false),
        }),
        response: { 200: z.array(CustomerRow) },
      },
    },
    (req) => listCustomers(ctx.database.db, req.query),
  );
};
