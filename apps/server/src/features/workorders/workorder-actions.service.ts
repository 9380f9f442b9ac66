import { INACTIVE_STATUS_IDS } from "@fm/domain";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customers, users, workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, notFound } from "../../platform/errors.ts";
import { isoDateOrNone } from "../../platform/format/dates.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { addSystemNote, addSystemNotes, lockWorkOrder } from "../../platform/workorder-core/index.ts";

const bump = { modifieddate: sql`now()`, version: sql`${workOrders.version} + 1` };

const userName = async (tx: DbOrTx, id: number | null) => {
  if (id === null) return "(none)";
  const [u] = await tx.select({ f: users.firstname, l: users.lastname }).from(users).where(eq(users.id, id));
  return u ? `${u.f} ${u.l}`.trim() : `user ${id}`;
};

export const activeDispatcher = async (tx: DbOrTx, userid: number) => {
  const [u] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userid),
        eq(users.isdispatcher, true),
        eq(users.isactive, true),
        eq(users.blocked, false),
      ),
    );
  if (!u) throw badRequest("Select an active dispatcher.", { userid: "must be an active dispatcher" });
};

export const takeOwnership = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const wo = await lockWorkOrder(tx, user, id);
    assertAllowed(user, "takeOwnership", { order: wo });
    if (wo.dispatcherid === user.id) return { dispatcherid: user.id };
    const before = await userName(tx, wo.dispatcherid);
    await tx
      .update(workOrders)
      .set({ dispatcherid: user.id, modifiedby: user.id, ...bump })
      .where(eq(workOrders.id, id));
    await addSystemNote(tx, id, user, `Dispatcher changed from ${before} to ${user.name} (took ownership).`);
    return { dispatcherid: user.id };
  });

export const toggleFlag = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const wo = await lockWorkOrder(tx, user, id);
    assertAllowed(user, "flag", { order: wo });
    const flagged = !wo.flagged;
    await tx
      .update(workOrders)
      .set({ flagged, modifiedby: user.id, ...bump })
      .where(eq(workOrders.id, id));
    await addSystemNote(tx, id, user, flagged ? "Work order flagged." : "Work order unflagged.");
    return { flagged };
  });

export const reassignDispatcher = (db: Db, user: AuthUser, input: { workorderid: number; userid: number }) =>
  db.transaction(async (tx) => {
    await activeDispatcher(tx, input.userid);
    const wo = await lockWorkOrder(tx, user, input.workorderid);
    assertAllowed(user, "reassignDispatcher", { order: wo });
    if (wo.dispatcherid === input.userid) return { dispatcherid: input.userid };
    const [before, after] = [await userName(tx, wo.dispatcherid), await userName(tx, input.userid)];
    await tx
      .update(workOrders)
      .set({ dispatcherid: input.userid, modifiedby: user.id, ...bump })
      .where(eq(workOrders.id, wo.id));
    await addSystemNote(tx, wo.id, user, `Dispatcher changed from ${before} to ${after}.`);
    return { dispatcherid: input.userid };
  });

/** Bulk reassign: every open work order of a customer gets the dispatcher (spec 3 §2.15). */
export const reassignCustomerDispatcher = (
  db: Db,
  user: AuthUser,
  input: { customerid: number; userid: number },
) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "reassignCustomerDispatchers", {});
    await activeDispatcher(tx, input.userid);
    const [c] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, input.customerid));
    if (!c) throw notFound(`Customer ${input.customerid}`);
    const after = await userName(tx, input.userid);
    const changed = await tx
      .update(workOrders)
      .set({ dispatcherid: input.userid, modifiedby: user.id, ...bump })
      .where(
        and(
          eq(workOrders.customerid, input.customerid),
          notInArray(workOrders.statusid, [...INACTIVE_STATUS_IDS]),
          sql`${workOrders.dispatcherid} is distinct from ${input.userid}`,
        ),
      )
      .returning({ id: workOrders.id });
    await addSystemNotes(
      tx,
      changed.map((w) => w.id),
      user,
      `Dispatcher changed to ${after} (bulk reassign).`,
    );
    // The customer's own dispatcher follows, so the orders created after the reassignment go to the same person.
    await tx.update(customers).set({ dispatcherid: input.userid }).where(eq(customers.id, input.customerid));
    return { updated: changed.length };
  });

/** The two dates a dispatcher moves with a reason, and how the system note names them. */
const MOVABLE_DATES = { scheduledate: "Schedule Date", promisedate: "Follow-up Date" } as const;

/** Moves one date of a work order (versioned) and writes the system note "<Date> changed from … to ….<reason>". */
const changeDate = (
  db: Db,
  user: AuthUser,
  field: keyof typeof MOVABLE_DATES,
  input: { id: number; version: number; date: Date; reasonSuffix: string },
) =>
  db.transaction(async (tx) => {
    const wo = await lockWorkOrder(tx, user, input.id);
    assertAllowed(user, field === "scheduledate" ? "scheduleDate" : "followUpDate", { order: wo });
    assertVersion(wo.version, input.version, "work order");
    const set = field === "scheduledate" ? { scheduledate: input.date } : { promisedate: input.date };
    await tx
      .update(workOrders)
      .set({ ...set, modifiedby: user.id, ...bump })
      .where(eq(workOrders.id, wo.id));
    await addSystemNote(
      tx,
      wo.id,
      user,
      `${MOVABLE_DATES[field]} changed from ${isoDateOrNone(wo[field])} to ${isoDateOrNone(input.date)}.${input.reasonSuffix}`,
    );
    return input.date.toISOString();
  });

export const updateScheduleDate = async (
  db: Db,
  user: AuthUser,
  input: { id: number; version: number; scheduledate: Date; reason: string },
) => ({
  scheduledate: await changeDate(db, user, "scheduledate", {
    id: input.id,
    version: input.version,
    date: input.scheduledate,
    reasonSuffix: ` Reason: ${input.reason}`,
  }),
});

export const updateFollowUpDate = async (
  db: Db,
  user: AuthUser,
  input: { id: number; version: number; followupdate: Date; reason?: string | null | undefined },
) => ({
  promisedate: await changeDate(db, user, "promisedate", {
    id: input.id,
    version: input.version,
    date: input.followupdate,
    reasonSuffix: input.reason?.trim() ? ` Reason: ${input.reason.trim()}` : "",
  }),
});

export const setGeofencing = (db: Db, user: AuthUser, id: number, enabled: boolean) =>
  db.transaction(async (tx) => {
    const wo = await lockWorkOrder(tx, user, id);
    assertAllowed(user, "geofencing", { order: wo });
    // overridegeofencing = true means the check is disabled for this work order.
    await tx
      .update(workOrders)
      .set({ overridegeofencing: !enabled, modifiedby: user.id, ...bump })
      .where(eq(workOrders.id, wo.id));
    await addSystemNote(tx, wo.id, user, enabled ? "Geofencing enabled." : "Geofencing disabled.");
    return { overridegeofencing: !enabled };
  });
