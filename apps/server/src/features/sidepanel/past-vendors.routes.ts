import { id } from "@fm/domain/contracts";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { vendors, workOrders, workOrderVendors } from "../../db/schema/index.ts";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { requireWorkOrder } from "../workorders/workorder-access.ts";

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
    async (req) => {
      const wo = await requireWorkOrder(db, req.query.workorderid);
      const rows = await db
        .select({
          vendorid: vendors.id,
          vendorname: vendors.name,
          primaryphone: vendors.primaryphone,
          dispatchemail: vendors.dispatchemail,
          tierid: vendors.tierid,
          vendorstatustypeid: vendors.vendorstatustypeid,
          timesused: sql<number>`count(distinct ${workOrders.id})::int`,
          lastused: sql<Date>`max(${workOrders.createddate})`,
          attached: sql<boolean>`exists (select 1 from ${workOrderVendors} cur where cur.workorderid = ${wo.id} and cur.vendorid = ${vendors.id})`,
        })
        .from(workOrderVendors)
        .innerJoin(workOrders, eq(workOrders.id, workOrderVendors.workorderid))
        .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
        .where(and(eq(workOrders.jobsiteid, wo.jobsiteid), ne(workOrders.id, wo.id)))
        .groupBy(vendors.id)
        .orderBy(desc(sql`max(${workOrders.createddate})`))
        .limit(50);
      return rows.map((r) => ({
        ...r,
        lastused: new Date(r.lastused).toISOString(),
        dispatchable: r.tierid !== 6 && r.vendorstatustypeid !== 4,
      }));
    },
  );
};
