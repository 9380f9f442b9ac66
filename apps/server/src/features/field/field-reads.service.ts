import { hasRole, INACTIVE_STATUS_IDS } from "@fm/domain";
import type { CheckInTrail, MyCheckIn, TodayCards } from "@fm/domain/contracts";
import { and, asc, eq, ilike, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import {
  jobSites,
  priorities,
  users,
  workOrderCheckins,
  workOrderEvents,
  workOrderStatuses,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { nowOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { isoOrNull } from "../../platform/format/dates.ts";
import { readerScope, requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { DISPATCH_NOTICES, dispatchedLines, lineAcceptance } from "../vendor-acceptance/index.ts";
import { presentEvent } from "./field-present.ts";

const confirmer = alias(users, "confirmer");

/** The check-in trail of one order (oldest first) with its site's point: the detail page's map. */
export const checkInTrail = async (
  ctx: AppContext,
  user: AuthUser,
  workorderid: number,
): Promise<CheckInTrail> => {
  const { db } = ctx.database;
  const wo = await requireWorkOrder(db, user, workorderid);
  const [site] = await db
    .select({ latitude: jobSites.latitude, longitude: jobSites.longitude })
    .from(jobSites)
    .where(eq(jobSites.id, wo.jobsiteid));
  const rows = await db
    .select({
      c: workOrderCheckins,
      first: users.firstname,
      last: users.lastname,
      cf: confirmer.firstname,
      cl: confirmer.lastname,
    })
    .from(workOrderCheckins)
    .innerJoin(users, eq(users.id, workOrderCheckins.userid))
    .leftJoin(confirmer, eq(confirmer.id, workOrderCheckins.confirmedby))
    .where(eq(workOrderCheckins.workorderid, wo.id))
    .orderBy(asc(workOrderCheckins.at), asc(workOrderCheckins.id));
  return {
    site:
      site?.latitude != null && site.longitude != null
        ? { latitude: site.latitude, longitude: site.longitude }
        : null,
    radius: ctx.config.FIELD_GEOFENCE_METERS,
    onsite: rows.some((r) => r.c.kind === "in" && r.c.closedat === null),
    events: rows.map((r) =>
      presentEvent(r.c, `${r.first} ${r.last}`.trim(), r.cf === null ? null : `${r.cf} ${r.cl ?? ""}`.trim()),
    ),
  };
};

/**
 * The Today screen: the caller's open orders scheduled for today (in their time zone) or overdue (scheduled
 * before today, not complete), earliest first. A Tech sees the orders assigned to them; a Vendor user every
 * order of its vendor. Row scope first (readerScope), so another vendor's order never appears.
 */
/** The vendor's line on the order was dispatched and is awaiting its answer (issue 32). */
const awaitingAnswer = (vendorid: number) =>
  sql`exists (select 1 from ${workOrderVendors} l where l.workorderid = ${workOrders.id} and l.vendorid = ${vendorid}
    and l.acceptedat is null and l.declinedat is null
    and exists (select 1 from ${workOrderEvents} e where e.workordervendorid = l.id and e.actiontype in (${sql.join(
      DISPATCH_NOTICES.map((a) => sql`${a}`),
      sql`, `,
    )})))`;

export const todayCards = (
  ctx: AppContext,
  user: AuthUser,
  q: { search?: string | null; tz: string },
): Promise<TodayCards> => todayCardsAt(ctx.database.db, nowOf(ctx), user, q);

/** Today's cards at a given moment (the bench calls it as the route does, without an app context). */
export const todayCardsAt = async (
  db: DbOrTx,
  now: Date,
  user: AuthUser,
  q: { search?: string | null; tz: string },
): Promise<TodayCards> => {
  const dayEnd = sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${q.tz}) + interval '1 day') at time zone ${q.tz})`;
  const dayStart = sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${q.tz}) at time zone ${q.tz})`;
  const mine = hasRole(user, "Tech") && !hasRole(user, "Vendor") ? eq(workOrders.techid, user.id) : undefined;
  const rows = await db
    .select({
      wo: workOrders,
      priority: priorities.name,
      status: workOrderStatuses.name,
      site: jobSites,
      overdue: sql<boolean>`${workOrders.scheduledate} < ${dayStart}`,
      checkedin: sql<boolean>`exists (select 1 from ${workOrderCheckins} c where c.workorderid = ${workOrders.id} and c.userid = ${user.id} and c.kind = 'in' and c.closedat is null)`,
    })
    .from(workOrders)
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .leftJoin(priorities, eq(priorities.id, workOrders.priorityid))
    .where(
      and(
        readerScope(user),
        mine,
        notInArray(workOrders.statusid, [...INACTIVE_STATUS_IDS]),
        isNull(workOrders.completedate),
        // Issue 32: a dispatch awaiting the vendor's answer shows too, scheduled or not.
        user.vendorid === null
          ? sql`${workOrders.scheduledate} < ${dayEnd}`
          : or(sql`${workOrders.scheduledate} < ${dayEnd}`, awaitingAnswer(user.vendorid)),
        q.search
          ? ilike(workOrders.wonumber, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      ),
    )
    .orderBy(asc(workOrders.scheduledate), asc(workOrders.id))
    .limit(200);
  const lines =
    user.vendorid === null || rows.length === 0
      ? []
      : await db
          .select()
          .from(workOrderVendors)
          .where(
            and(
              eq(workOrderVendors.vendorid, user.vendorid),
              inArray(
                workOrderVendors.workorderid,
                rows.map((r) => r.wo.id),
              ),
            ),
          );
  const dispatched = await dispatchedLines(
    db,
    lines.map((l) => l.id),
  );
  const acceptanceOf = (wo: { id: number; statusid: number }) => {
    const line = lines.find((l) => l.workorderid === wo.id);
    return line
      ? lineAcceptance(user, wo, line, dispatched.has(line.id))
      : {
          status: "not_dispatched" as const,
          acceptedat: null,
          declinedat: null,
          declinereason: null,
          eta: null,
          canDecide: false,
        };
  };
  return rows.map((r) => ({
    acceptance: acceptanceOf(r.wo),
    id: r.wo.id,
    wonumber: r.wo.wonumber,
    priority: r.priority,
    jobsite: r.site.jobsite,
    address: `${r.site.streetaddress}, ${r.site.city}, ${r.site.statecode} ${r.site.postalcode}`,
    sitephone: r.site.phone,
    latitude: r.site.latitude,
    longitude: r.site.longitude,
    scheduledate: isoOrNull(r.wo.scheduledate),
    status: r.status,
    overdue: Boolean(r.overdue),
    checkedin: Boolean(r.checkedin),
  }));
};

/** The caller's open check-in on one order of their vendor (404 for another vendor's order). */
export const myCheckIn = async (ctx: AppContext, user: AuthUser, workorderid: number): Promise<MyCheckIn> => {
  const { db } = ctx.database;
  const wo = await requireWorkOrder(db, user, workorderid);
  const [open] = await db
    .select({ at: workOrderCheckins.at })
    .from(workOrderCheckins)
    .where(
      and(
        eq(workOrderCheckins.workorderid, wo.id),
        eq(workOrderCheckins.userid, user.id),
        eq(workOrderCheckins.kind, "in"),
        isNull(workOrderCheckins.closedat),
      ),
    )
    .limit(1);
  return { checkedin: open !== undefined, at: open ? open.at.toISOString() : null };
};
