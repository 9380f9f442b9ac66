import {
  arrivalStatusOf,
  checkInVerdict,
  fieldActorRefusal,
  formatDistance,
  WORK_ORDER_STATUSES,
} from "@fm/domain";
import type {
  CheckInBody,
  CheckInCode,
  CheckInCodeBody,
  CheckInResult,
  CheckOutBody,
  ConfirmCheckInCodeBody,
} from "@fm/domain/contracts";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  checkinCodes,
  jobSites,
  users,
  workOrderCheckins,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { deviceTimeOf, nowOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { impossible, invalidState, validation } from "../../platform/errors.ts";
import { refusalError } from "../../platform/policy/assert-allowed.ts";
import { addSystemNote, requireEditableWorkOrder } from "../../platform/workorder-core/index.ts";
import { queueServiceChannelSync } from "../servicechannel-sync/index.ts";
import { refreshSlaClocks } from "../sla/index.ts";
import { emitWebhookEvent } from "../webhooks/index.ts";
import { presentEvent } from "./field-present.ts";

type Order = typeof workOrders.$inferSelect;

const statusName = (id: number) => WORK_ORDER_STATUSES.find((s) => s.id === id)?.name ?? String(id);

/** The caller's vendor line on the order (the scope let the order through, so the vendor has one). */
const lineOf = async (tx: DbOrTx, workorderid: number, vendorid: number | null) => {
  if (vendorid === null) return null;
  const [line] = await tx
    .select({ id: workOrderVendors.id })
    .from(workOrderVendors)
    .where(and(eq(workOrderVendors.workorderid, workorderid), eq(workOrderVendors.vendorid, vendorid)))
    .orderBy(workOrderVendors.id)
    .limit(1);
  return line ?? null;
};

/** The user's open check-ins (at most one per order), newest first, with their order's WO #. */
const openCheckins = (tx: DbOrTx, userid: number) =>
  tx
    .select({
      id: workOrderCheckins.id,
      workorderid: workOrderCheckins.workorderid,
      wonumber: workOrders.wonumber,
      method: workOrderCheckins.method,
    })
    .from(workOrderCheckins)
    .innerJoin(workOrders, eq(workOrders.id, workOrderCheckins.workorderid))
    .where(
      and(
        eq(workOrderCheckins.userid, userid),
        eq(workOrderCheckins.kind, "in"),
        isNull(workOrderCheckins.closedat),
      ),
    )
    .orderBy(desc(workOrderCheckins.at));

const siteOf = async (tx: DbOrTx, wo: Order) => {
  const [site] = await tx
    .select({ latitude: jobSites.latitude, longitude: jobSites.longitude })
    .from(jobSites)
    .where(eq(jobSites.id, wo.jobsiteid));
  return site?.latitude != null && site.longitude != null
    ? { latitude: site.latitude, longitude: site.longitude }
    : null;
};

interface Arrival {
  wo: Order;
  tech: { id: number; name: string; vendorid: number | null };
  position: CheckInBody["position"];
  confirm: boolean;
  byCode: AuthUser | null;
  occurredat?: string | undefined;
}

/** The one write of a check-in, whoever verified it: the event row, onsitedate, a System note. */
const arrive = async (ctx: AppContext, tx: DbOrTx, actor: AuthUser, a: Arrival): Promise<CheckInResult> => {
  const open = await openCheckins(tx, a.tech.id);
  const verdict = checkInVerdict(actor, {
    order: a.wo,
    site: await siteOf(tx, a.wo),
    position: a.position ?? null,
    radius: ctx.config.FIELD_GEOFENCE_METERS,
    openHere: open.some((o) => o.workorderid === a.wo.id),
    openElsewhere: open.find((o) => o.workorderid !== a.wo.id)?.wonumber ?? null,
    confirmElsewhere: a.confirm,
    byCode: a.byCode !== null,
  });
  if (verdict.refusal) throw refusalError(verdict.refusal);
  const { at, receivedat, remark } = deviceTimeOf(ctx, a.occurredat);
  const line = await lineOf(tx, a.wo.id, a.tech.vendorid);
  const [row] = await tx
    .insert(workOrderCheckins)
    .values({
      workorderid: a.wo.id,
      workordervendorid: line?.id ?? null,
      userid: a.tech.id,
      kind: "in",
      at,
      latitude: a.position?.latitude ?? null,
      longitude: a.position?.longitude ?? null,
      accuracy: a.position?.accuracy ?? null,
      distance: verdict.distance,
      method: verdict.method,
      confirmedby: a.byCode?.id ?? null,
      receivedat,
    })
    .returning();
  if (!row) throw impossible("check-in not inserted");
  // The first arrival is the order's on-site time; later visits keep it.
  const onsitedate = a.wo.onsitedate ?? at;
  const how =
    verdict.method === "gps"
      ? `by GPS, ${formatDistance(verdict.distance ?? 0)} from the site (accuracy ${Math.round(a.position?.accuracy ?? 0)} m)`
      : verdict.method === "override"
        ? "with geofencing overridden"
        : `with a check-in code confirmed by ${a.byCode?.name ?? "the dispatcher"}`;
  const note = `${a.tech.name} checked in ${how}${remark}.`;
  // Dispatched → TechOnSite through the one status rule; a refusal leaves the status (the check-in stands).
  const statusid = arrivalStatusOf(actor, a.wo.statusid, note);
  await tx
    .update(workOrders)
    .set({
      onsitedate,
      ...(statusid === null ? {} : { statusid }),
      version: a.wo.version + 1,
      modifieddate: at,
      modifiedby: actor.id,
    })
    .where(eq(workOrders.id, a.wo.id));
  await addSystemNote(tx, a.wo.id, actor, note);
  if (statusid !== null)
    await addSystemNote(
      tx,
      a.wo.id,
      actor,
      `Status: ${statusName(a.wo.statusid)} → ${statusName(statusid)}.`,
    );
  await refreshSlaClocks(tx, a.wo.id);
  await emitWebhookEvent(tx, "workorder.checked_in", {
    workorderid: a.wo.id,
    wonumber: a.wo.wonumber,
    techid: a.tech.id,
    techname: a.tech.name,
    at: at.toISOString(),
    method: verdict.method,
  });
  await queueServiceChannelSync(tx, a.wo.id, {
    kind: "checkin",
    at,
    latitude: a.position?.latitude ?? null,
    longitude: a.position?.longitude ?? null,
    actor: a.tech.name,
  });
  return {
    event: presentEvent(row, a.tech.name, a.byCode?.name ?? null),
    onsitedate: onsitedate.toISOString(),
  };
};

/** POST /api/vendorprofile/checkin: the technician's own check-in, verified by the fence (or the override). */
export const checkIn = (ctx: AppContext, user: AuthUser, body: CheckInBody) =>
  ctx.database.db.transaction(async (tx) => {
    const wo = await requireEditableWorkOrder(tx, user, body.workorderid, "vendorCheckIn");
    return arrive(ctx, tx, user, {
      wo,
      tech: { id: user.id, name: user.name, vendorid: user.vendorid ?? null },
      position: body.position,
      confirm: body.confirm ?? false,
      byCode: null,
      occurredat: body.occurredat,
    });
  });

/** POST /api/vendorprofile/checkout: closes the caller's open check-in with a resolution note. */
export const checkOut = (ctx: AppContext, user: AuthUser, body: CheckOutBody) =>
  ctx.database.db.transaction(async (tx): Promise<CheckInResult> => {
    const wo = await requireEditableWorkOrder(tx, user, body.workorderid, "vendorCheckOut");
    const actor = fieldActorRefusal(user, wo);
    if (actor) throw refusalError(actor);
    const open = (await openCheckins(tx, user.id)).find((o) => o.workorderid === wo.id);
    if (!open)
      throw invalidState("You are not checked in on this work order.", { workorderid: "not checked in" });
    const { at, receivedat, remark } = deviceTimeOf(ctx, body.occurredat);
    await tx.update(workOrderCheckins).set({ closedat: at }).where(eq(workOrderCheckins.id, open.id));
    const [row] = await tx
      .insert(workOrderCheckins)
      .values({
        workorderid: wo.id,
        workordervendorid: (await lineOf(tx, wo.id, user.vendorid ?? null))?.id ?? null,
        userid: user.id,
        kind: "out",
        at,
        latitude: body.position?.latitude ?? null,
        longitude: body.position?.longitude ?? null,
        accuracy: body.position?.accuracy ?? null,
        method: open.method,
        resolution: body.resolution,
        workcomplete: body.workcomplete ?? false,
        receivedat,
        signername: body.signature?.name ?? null,
        signaturepng: body.signature?.png ?? null,
      })
      .returning();
    if (!row) throw impossible("check-out not inserted");
    // Work complete: the order's complete date (decision 0043-f31tech-checkin); the status stays the dispatcher's.
    const completes = body.workcomplete === true && wo.completedate === null;
    await tx
      .update(workOrders)
      .set({
        ...(completes ? { completedate: at } : {}),
        version: wo.version + 1,
        modifieddate: at,
        modifiedby: user.id,
      })
      .where(eq(workOrders.id, wo.id));
    await addSystemNote(
      tx,
      wo.id,
      user,
      `${user.name} checked out${body.workcomplete ? " (work complete)" : ""}${remark}.${signedBy(body.signature)} Resolution: ${body.resolution}`,
    );
    if (completes) await refreshSlaClocks(tx, wo.id);
    await emitWebhookEvent(tx, "workorder.checked_out", {
      workorderid: wo.id,
      wonumber: wo.wonumber,
      techid: user.id,
      techname: user.name,
      at: at.toISOString(),
      workcomplete: body.workcomplete ?? false,
      resolution: body.resolution,
    });
    await queueServiceChannelSync(tx, wo.id, {
      kind: "checkout",
      at,
      latitude: body.position?.latitude ?? null,
      longitude: body.position?.longitude ?? null,
      resolution: body.resolution,
      workcomplete: body.workcomplete ?? false,
      actor: user.name,
    });
    return { event: presentEvent(row, user.name, null), onsitedate: wo.onsitedate?.toISOString() ?? null };
  });

const signedBy = (signature: CheckOutBody["signature"]) =>
  signature ? ` Signed by ${signature.name}${signature.png ? "" : " (typed name, no drawn signature)"}.` : "";

const CODE_MINUTES = 30;

/** POST /api/vendorprofile/checkincode: a 6-digit code for the dispatcher, valid 30 minutes. */
export const requestCheckInCode = (ctx: AppContext, user: AuthUser, body: CheckInCodeBody) =>
  ctx.database.db.transaction(async (tx): Promise<CheckInCode> => {
    const wo = await requireEditableWorkOrder(tx, user, body.workorderid, "vendorCheckIn");
    const actor = fieldActorRefusal(user, wo);
    if (actor) throw refusalError(actor);
    const now = nowOf(ctx);
    const expiresat = new Date(now.getTime() + CODE_MINUTES * 60_000);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = String(Math.floor(100_000 + Math.random() * 900_000));
      const [row] = await tx
        .insert(checkinCodes)
        .values({ workorderid: wo.id, userid: user.id, code, createdat: now, expiresat })
        .onConflictDoNothing()
        .returning();
      if (row) return { code, expiresat: expiresat.toISOString() };
    }
    throw impossible("no free check-in code");
  });

/** POST /api/workorder/confirmcheckincode: the dispatcher confirms the code a tech read out; checks them in. */
export const confirmCheckInCode = (ctx: AppContext, user: AuthUser, body: ConfirmCheckInCodeBody) =>
  ctx.database.db.transaction(async (tx) => {
    const wo = await requireEditableWorkOrder(tx, user, body.workorderid, "editWorkOrder");
    const now = nowOf(ctx);
    const [code] = await tx
      .select()
      .from(checkinCodes)
      .where(
        and(
          eq(checkinCodes.workorderid, wo.id),
          eq(checkinCodes.code, body.code),
          isNull(checkinCodes.usedat),
          gt(checkinCodes.expiresat, now),
        ),
      )
      .for("update");
    if (!code) {
      const wrong = "This check-in code is wrong, used or expired.";
      throw validation(wrong, { code: wrong });
    }
    await tx.update(checkinCodes).set({ usedat: now }).where(eq(checkinCodes.id, code.id));
    const tech = await techOf(tx, code.userid);
    return arrive(ctx, tx, user, { wo, tech, position: null, confirm: true, byCode: user });
  });

const techOf = async (tx: DbOrTx, userid: number) => {
  const [u] = await tx
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, vendorid: users.vendorid })
    .from(users)
    .where(eq(users.id, userid));
  if (!u) throw impossible("check-in code of a missing user");
  return { id: u.id, name: `${u.firstname} ${u.lastname}`.trim(), vendorid: u.vendorid };
};
