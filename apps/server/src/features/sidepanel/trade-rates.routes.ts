import { id } from "@fm/domain/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  customerTrades,
  jobSites,
  tradeRates,
  trades,
  vendors,
  vendorTrades,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { requireWorkOrder } from "../workorders/workorder-access.ts";

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

const n = (v: string | null) => (v === null ? null : Number(v));
const rateColumns = {
  id: tradeRates.id,
  tradeid: trades.id,
  tradename: trades.tradename,
  name: tradeRates.name,
  statecodes: tradeRates.statecodes,
  regularrate: tradeRates.regularrate,
  overtimerate: tradeRates.overtimerate,
  holidayrate: tradeRates.holidayrate,
  tripcharge: tradeRates.tripcharge,
  markupcharge: tradeRates.markupcharge,
};
interface RateRow {
  id: number;
  tradeid: number;
  tradename: string;
  name: string;
  statecodes: string[];
  regularrate: string;
  overtimerate: string | null;
  holidayrate: string | null;
  tripcharge: string | null;
  markupcharge: string | null;
}
const present = (r: RateRow) => ({
  ...r,
  regularrate: Number(r.regularrate),
  overtimerate: n(r.overtimerate),
  holidayrate: n(r.holidayrate),
  tripcharge: n(r.tripcharge),
  markupcharge: n(r.markupcharge),
});
const inState = (statecode: string) =>
  sql`(${statecode} = any(${tradeRates.statecodes}) or cardinality(${tradeRates.statecodes}) = 0)`;
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
    async (req) => {
      const rows = await db
        .select(rateColumns)
        .from(tradeRates)
        .innerJoin(customerTrades, eq(customerTrades.id, tradeRates.customertradeid))
        .innerJoin(trades, eq(trades.id, customerTrades.tradeid))
        .where(
          and(
            eq(customerTrades.customerid, req.query.customerid),
            eq(customerTrades.isdeleted, false),
            req.query.statecode ? inState(req.query.statecode) : undefined,
          ),
        )
        .orderBy(asc(trades.tradename), asc(tradeRates.name));
      return rows.map(present);
    },
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
    async (req) => {
      const wo = await requireWorkOrder(db, req.query.workorderid);
      const [site] = await db
        .select({ statecode: jobSites.statecode })
        .from(jobSites)
        .where(eq(jobSites.id, wo.jobsiteid));
      const lines = await db
        .select({ vendorid: vendors.id, vendorname: vendors.name })
        .from(workOrderVendors)
        .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
        .where(eq(workOrderVendors.workorderid, wo.id))
        .orderBy(asc(workOrderVendors.id));
      if (!lines.length) return [];
      const tradeIds = (
        await db
          .select({ id: workOrderTrades.tradeid })
          .from(workOrderTrades)
          .where(eq(workOrderTrades.workorderid, wo.id))
      ).map((t) => t.id);
      const rates = tradeIds.length
        ? await db
            .select({ ...rateColumns, vendorid: vendorTrades.vendorid })
            .from(tradeRates)
            .innerJoin(vendorTrades, eq(vendorTrades.id, tradeRates.vendortradeid))
            .innerJoin(trades, eq(trades.id, vendorTrades.tradeid))
            .where(
              and(
                inArray(
                  vendorTrades.vendorid,
                  lines.map((l) => l.vendorid),
                ),
                inArray(vendorTrades.tradeid, tradeIds),
                eq(vendorTrades.isdeleted, false),
                site ? inState(site.statecode) : undefined,
              ),
            )
            .orderBy(asc(trades.tradename))
        : [];
      const seen = new Set<number>();
      return lines
        .filter((l) => !seen.has(l.vendorid) && seen.add(l.vendorid))
        .map((l) => ({
          ...l,
          rates: rates.filter((r) => r.vendorid === l.vendorid).map(({ vendorid: _v, ...r }) => present(r)),
        }));
    },
  );
};
