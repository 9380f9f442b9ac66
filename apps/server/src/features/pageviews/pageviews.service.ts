import type { PageViewSummary, RecordPageViewsBody } from "@fm/domain/contracts";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users, workOrderPageViews } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { requireWorkOrder } from "../../platform/workorder-core/index.ts";

/**
 * Records a batch of the caller's tab openings (spec 2 §6). Every order of the batch must be one the caller
 * may read (vendor: its own lines' orders, customer: its own): otherwise the whole batch is refused (404)
 * and nothing is written. One insert for the batch; the time is the server's.
 */
export const recordPageViews = (db: Db, user: AuthUser, body: RecordPageViewsBody) =>
  db.transaction(async (tx) => {
    for (const workorderid of new Set(body.views.map((v) => v.workorderid))) {
      await requireWorkOrder(tx, user, workorderid);
    }
    await tx
      .insert(workOrderPageViews)
      .values(body.views.map((v) => ({ workorderid: v.workorderid, userid: user.id, tab: v.tab })));
    return { recorded: body.views.length };
  });

const userType = sql<string>`case
  when 'Customer' = any(${users.roles}) then 'Customer'
  when 'Vendor' = any(${users.roles}) then 'Vendor'
  when 'Tech' = any(${users.roles}) then 'Tech'
  else 'Staff' end`;

/** "Viewed by": who opened which tab of one order, how often and when last, newest first (staff only). */
export const listPageViews = async (
  db: Db,
  reader: AuthUser,
  workorderid: number,
): Promise<PageViewSummary[]> => {
  await requireWorkOrder(db, reader, workorderid);
  const last = sql<Date>`max(${workOrderPageViews.vieweddate})`;
  const rows = await db
    .select({
      userid: users.id,
      username: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
      usertype: userType,
      tab: workOrderPageViews.tab,
      views: sql<number>`count(*)::int`,
      lastviewed: last,
    })
    .from(workOrderPageViews)
    .innerJoin(users, eq(users.id, workOrderPageViews.userid))
    .where(eq(workOrderPageViews.workorderid, workorderid))
    .groupBy(users.id, workOrderPageViews.tab)
    .orderBy(desc(last))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    tab: r.tab as PageViewSummary["tab"],
    lastviewed: new Date(r.lastviewed).toISOString(),
  }));
};
