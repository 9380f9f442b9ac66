import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { customers } from "../../db/schema/index.ts";
import { allOf, anyOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";

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

/** Customers for pickers and the customer list (spec 3 §7.1); inactive ones only when asked for. */
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
    (req) =>
      ctx.database.db
        .select({
          id: customers.id,
          customername: customers.customername,
          customerprefix: customers.customerprefix,
          city: customers.city,
          statecode: customers.statecode,
          isactive: customers.isactive,
          termid: customers.termid,
          dispatcherid: customers.dispatcherid,
        })
        .from(customers)
        .where(req.query.inactive ? undefined : eq(customers.isactive, true))
        .orderBy(asc(customers.customername)),
  );
};
