import { NO_WORK_STATUS_IDS, recallCutoff, similarKind, WORK_DONE_STATUS_IDS } from "@fm/domain";
import type { SimilarOrder, SimilarOrdersQuery } from "@fm/domain/contracts";
import { and, desc, eq, gte, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { workOrderStatuses, workOrders, workOrderTrades } from "../../db/schema/index.ts";
import { badRequest } from "../../platform/errors.ts";
import { readerScope, type WorkOrderReader } from "../../platform/workorder-core/index.ts";

/** The warning lists at most this many earlier orders (newest first). */
const SIMILAR_LIMIT = 10;

/**
 * GET /api/workorder/similar (and the customer portal's): the reader's orders at the job site (and of the trade,
 * any of the given) that a new one would duplicate (still open) or recall (created or completed in the last 30 days).
 * Scoped by readerScope, so a customer sees only its own orders. One index range of the site's orders.
 */
export const findSimilarOrders = async (
  db: Db,
  reader: WorkOrderReader,
  query: SimilarOrdersQuery,
  now: Date,
): Promise<{ orders: SimilarOrder[] }> => {
  const cutoff = recallCutoff(now);
  const rows = await db
    .select({
      id: workOrders.id,
      wonumber: workOrders.wonumber,
      statusid: workOrders.statusid,
      status: workOrderStatuses.name,
      briefdescription: workOrders.briefdescription,
      createddate: workOrders.createddate,
      completedate: workOrders.completedate,
    })
    .from(workOrders)
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .where(
      and(
        eq(workOrders.jobsiteid, query.jobsiteid),
        notInArray(workOrders.statusid, [...NO_WORK_STATUS_IDS]),
        or(
          notInArray(workOrders.statusid, [...WORK_DONE_STATUS_IDS]),
          gte(workOrders.createddate, cutoff),
          gte(workOrders.completedate, cutoff),
        ),
        query.tradeids.length
          ? sql`exists (select 1 from ${workOrderTrades} where ${workOrderTrades.workorderid} = ${workOrders.id} and ${inArray(workOrderTrades.tradeid, query.tradeids)})`
          : undefined,
        readerScope(reader),
      ),
    )
    .orderBy(desc(workOrders.createddate), desc(workOrders.id))
    .limit(SIMILAR_LIMIT);
  return {
    orders: rows.flatMap((r) => {
      const kind = similarKind(r, now);
      if (!kind) return [];
      return [
        {
          id: r.id,
          wonumber: r.wonumber,
          status: r.status,
          briefdescription: r.briefdescription,
          createddate: r.createddate.toISOString(),
          completedate: r.completedate?.toISOString() ?? null,
          kind,
        },
      ];
    }),
  };
};

/**
 * A new order's `recallof`: an order at the same job site that carried work (not Cancelled / Denied). The message
 * is the same whether the order is elsewhere or does not exist, so the check reveals no other customer's order.
 */
export const checkRecallOf = async (tx: DbOrTx, recallof: number, jobsiteid: number) => {
  const [original] = await tx
    .select({ id: workOrders.id, wonumber: workOrders.wonumber })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.id, recallof),
        eq(workOrders.jobsiteid, jobsiteid),
        notInArray(workOrders.statusid, [...NO_WORK_STATUS_IDS]),
      ),
    );
  if (!original)
    throw badRequest("The recalled work order was not found at this job site.", {
      recallof: "The recalled work order was not found at this job site.",
    });
  return original;
};
