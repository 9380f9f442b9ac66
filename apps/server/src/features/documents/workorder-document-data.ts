import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  customers,
  jobSites,
  priorities,
  trades,
  vendors,
  workOrderCheckins,
  workOrderStatuses,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";
import { readerScope, type WorkOrderReader } from "../../platform/workorder-core/index.ts";

/** Everything a work-order document or notice shows, for one vendor line. */
export const loadWorkOrderDocumentData = async (
  tx: DbOrTx,
  reader: WorkOrderReader,
  workorderid: number,
  workordervendorid: number,
) => {
  const [row] = await tx
    .select({
      wo: workOrders,
      customername: customers.customername,
      site: jobSites,
      priority: priorities.name,
      status: workOrderStatuses.name,
      line: workOrderVendors,
      vendor: vendors,
    })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .leftJoin(priorities, eq(priorities.id, workOrders.priorityid))
    .innerJoin(
      workOrderVendors,
      and(eq(workOrderVendors.workorderid, workOrders.id), eq(workOrderVendors.id, workordervendorid)),
    )
    .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
    .where(and(eq(workOrders.id, workorderid), readerScope(reader)));
  if (!row) throw notFound(`Vendor line ${workordervendorid} of work order ${workorderid}`);
  const tradeRows = await tx
    .select({ tradename: trades.tradename })
    .from(workOrderTrades)
    .innerJoin(trades, eq(trades.id, workOrderTrades.tradeid))
    .where(eq(workOrderTrades.workorderid, workorderid));
  // The latest signed check-out of this line (issue 31): printed on the sign-off ticket.
  const [signed] = await tx
    .select({
      name: workOrderCheckins.signername,
      png: workOrderCheckins.signaturepng,
      at: workOrderCheckins.at,
    })
    .from(workOrderCheckins)
    .where(
      and(
        eq(workOrderCheckins.workorderid, workorderid),
        eq(workOrderCheckins.workordervendorid, workordervendorid),
        eq(workOrderCheckins.kind, "out"),
        isNotNull(workOrderCheckins.signername),
      ),
    )
    .orderBy(desc(workOrderCheckins.at), desc(workOrderCheckins.id))
    .limit(1);
  const signature = signed?.name ? { name: signed.name, png: signed.png, at: signed.at } : null;
  return { ...row, trades: tradeRows.map((t) => t.tradename), signature };
};

export type WorkOrderDocumentData = Awaited<ReturnType<typeof loadWorkOrderDocumentData>>;
