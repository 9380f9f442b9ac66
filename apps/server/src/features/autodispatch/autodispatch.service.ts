import { can, isStaff } from "@fm/domain";
import type {
  AutoDispatchSetting,
  AutoDispatchState,
  SaveAutoDispatchSettingBody,
} from "@fm/domain/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  autoDispatchOffers,
  autoDispatchRuns,
  autoDispatchSettings,
  customers,
  trades,
  vendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { nowOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, impossible, invalidState } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import {
  addSystemNote,
  requireEditableWorkOrder,
  requireWorkOrder,
} from "../../platform/workorder-core/index.ts";

const OUTCOMES = ["pending", "accepted", "declined", "expired", "stopped"] as const;
const STATES = ["running", "accepted", "exhausted", "stopped"] as const;
const oneOf = <T extends string>(list: readonly T[], v: string): T => {
  const found = list.find((x) => x === v);
  if (!found) throw impossible(`unknown automatic-dispatch value ${v}`);
  return found;
};

/** The order's automatic dispatch as the Vendor tab shows it (staff who may read the order). */
export const autoDispatchState = async (db: Db, user: AuthUser, id: number): Promise<AutoDispatchState> => {
  const wo = await requireWorkOrder(db, user, id);
  const [run] = await db
    .select({ run: autoDispatchRuns, tradename: trades.tradename })
    .from(autoDispatchRuns)
    .innerJoin(trades, eq(trades.id, autoDispatchRuns.tradeid))
    .where(eq(autoDispatchRuns.workorderid, wo.id));
  const offers = await db
    .select({ offer: autoDispatchOffers, vendorname: vendors.name })
    .from(autoDispatchOffers)
    .innerJoin(vendors, eq(vendors.id, autoDispatchOffers.vendorid))
    .where(eq(autoDispatchOffers.workorderid, wo.id))
    .orderBy(asc(autoDispatchOffers.rank));
  const state = run ? oneOf(STATES, run.run.state) : "none";
  return {
    workorderid: wo.id,
    state,
    tradename: run?.tradename ?? null,
    waitminutes: run?.run.waitminutes ?? null,
    startedat: run?.run.startedat.toISOString() ?? null,
    endedat: run?.run.endedat?.toISOString() ?? null,
    offers: offers.map(({ offer, vendorname }) => ({
      vendorid: offer.vendorid,
      vendorname,
      rank: offer.rank,
      offeredat: offer.offeredat.toISOString(),
      expiresat: offer.expiresat.toISOString(),
      outcome: oneOf(OUTCOMES, offer.outcome),
      reason: offer.note,
    })),
    canStop: state === "running" && isStaff(user) && can(user, "update:workorder"),
  };
};

/**
 * Stop / take over (update:workorder, the order not Invoiced/Cancelled): the run ends, its pending offer is
 * closed as stopped (the vendor's line stays for the dispatcher to keep or remove), and no further vendor is
 * offered: a queued step finds the run stopped and does nothing.
 */
export const stopAutoDispatch = (ctx: AppContext, user: AuthUser, workorderid: number) =>
  ctx.database.db.transaction(async (tx) => {
    const wo = await requireEditableWorkOrder(tx, user, workorderid, "editWorkOrder");
    const [run] = await tx
      .select()
      .from(autoDispatchRuns)
      .where(eq(autoDispatchRuns.workorderid, wo.id))
      .for("update");
    if (run?.state !== "running")
      throw invalidState("Automatic dispatch is not running on this work order.", {
        workorderid: "automatic dispatch is not running",
      });
    const now = nowOf(ctx);
    await tx
      .update(autoDispatchRuns)
      .set({ state: "stopped", endedat: now, stoppedby: user.id })
      .where(eq(autoDispatchRuns.id, run.id));
    await tx
      .update(autoDispatchOffers)
      .set({ outcome: "stopped" })
      .where(and(eq(autoDispatchOffers.workorderid, wo.id), eq(autoDispatchOffers.outcome, "pending")));
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Automatic dispatch stopped by ${user.name}; the dispatcher takes over.`,
    );
  });

const presentSetting = (
  s: typeof autoDispatchSettings.$inferSelect,
  tradename: string,
): AutoDispatchSetting => ({
  id: s.id,
  customerid: s.customerid,
  tradeid: s.tradeid,
  tradename,
  enabled: s.enabled,
  waitminutes: s.waitminutes,
  version: s.version,
});

/** A customer's automatic-dispatch trades (Admin). */
export const listAutoDispatchSettings = async (db: DbOrTx, customerid: number) => {
  const rows = await db
    .select({ s: autoDispatchSettings, tradename: trades.tradename })
    .from(autoDispatchSettings)
    .innerJoin(trades, eq(trades.id, autoDispatchSettings.tradeid))
    .where(eq(autoDispatchSettings.customerid, customerid))
    .orderBy(asc(trades.tradename));
  return rows.map((r) => presentSetting(r.s, r.tradename));
};

/** Opt a customer × trade in or out of automatic dispatch, with its wait (Admin); answers the customer's list. */
export const saveAutoDispatchSetting = (db: Db, user: AuthUser, body: SaveAutoDispatchSettingBody) => {
  assertAllowed(user, "saveAutoDispatchSetting", {});
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, body.customerid));
    if (!c) throw badRequest("Customer was not found.", { customerid: "Customer was not found." });
    const [t] = await tx.select({ id: trades.id }).from(trades).where(eq(trades.id, body.tradeid));
    if (!t) throw badRequest("Trade was not found.", { tradeid: "Trade was not found." });
    await tx
      .insert(autoDispatchSettings)
      .values({ ...body, modifiedby: user.id })
      .onConflictDoUpdate({
        target: [autoDispatchSettings.customerid, autoDispatchSettings.tradeid],
        set: {
          enabled: body.enabled,
          waitminutes: body.waitminutes,
          modifiedby: user.id,
          modifieddate: new Date(),
          version: sql`${autoDispatchSettings.version} + 1`,
        },
      });
    return listAutoDispatchSettings(tx, body.customerid);
  });
};
