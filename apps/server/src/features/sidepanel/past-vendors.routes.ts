import { id } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listPastVendors } from "./past-vendors.service.ts";

const PastVendor = z.object({
  vendorid: z.number(),
  vendorname: z.string(),
  primaryphone: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  tierid: z.number().nullable(),
  vendorstatustypeid: z.number().nullable(),
  /** Attaching is refused for tier 6 and Redlined vendors (spec 1 §9). */
  dispatchable: z.boolean(),
  timesused: z.number(),
  lastused: z.string(),
  attached: z.boolean(),
});

/** Right-side panel: vendors used before at this work order's job site ('No Previous Vendors Found'). */
export const pastVendorRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.get(
    "/api/workorder/getpastvendors",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: {
        tags: ["work order detail"],
        querystring: z.object({
          workorderid: id("workorderid"),
        }),
        response: { 200: z.array(PastVendor) },
      },
    },
    (req) => listPastVendors(db, currentUser(req), req.query.workorderid),
  );
};
