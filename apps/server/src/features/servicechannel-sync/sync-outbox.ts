import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { serviceChannelSync, workOrderImports, workOrders } from "../../db/schema/index.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import type { ScCheckInRequest, ScCheckOutRequest, ScStatusRequest } from "../workorder-import/index.ts";
import { type ScStatus, scStatusOf } from "./sc-status.ts";

/** The job kind that sends one outbox row (registered by serviceChannelSyncRoutes). */
export const SC_SYNC_KIND = "servicechannel-sync";
/** Attempts per row: 10 s, 20 s, 40 s … (the runner's back-off), about 21 minutes; then Retry on the order. */
export const SC_SYNC_MAX_ATTEMPTS = 8;

export type ScSyncChange =
  | { kind: "status"; statusid: number; note?: string | null; actor: string }
  | {
      kind: "checkin";
      at: Date;
      latitude: number | null;
      longitude: number | null;
      actor: string;
    }
  | {
      kind: "checkout";
      at: Date;
      latitude: number | null;
      longitude: number | null;
      resolution: string;
      workcomplete: boolean;
      actor: string;
    }
  | { kind: "note"; statusid: number; note: string; actor: string };

/** ServiceChannel's work-order Id of an order imported from it, or null (the order is not linked). */
export const linkedServiceChannelId = async (tx: DbOrTx, workorderid: number): Promise<number | null> => {
  const [row] = await tx
    .select({ id: workOrderImports.scworkorderid })
    .from(workOrderImports)
    .where(and(eq(workOrderImports.workorderid, workorderid), isNotNull(workOrderImports.scworkorderid)));
  return row?.id ?? null;
};

/** The request body ServiceChannel's reference expects for a change. */
const bodyOf = (c: ScSyncChange): ScStatusRequest | ScCheckInRequest | ScCheckOutRequest => {
  switch (c.kind) {
    case "status":
      return { Status: scStatusOf(c.statusid), ...(c.note ? { Note: c.note } : {}), Actor: c.actor };
    // The reference has no notes endpoint: a note travels as the Note of a status update that keeps the
    // order's current status (ChangeWoStatusRequestExt.Note, "Updates Work Order status with optional Note").
    case "note":
      return { Status: scStatusOf(c.statusid), Note: c.note, Actor: c.actor };
    case "checkin":
      return {
        WorkTypeId: 1,
        Latitude: c.latitude,
        Longitude: c.longitude,
        CheckInTime: c.at.toISOString(),
        Actor: c.actor,
      };
    case "checkout":
      return {
        WorkTypeId: 1,
        ...(c.workcomplete ? { PrimaryStatus: "Completed" } : {}),
        ActionStatus: "Complete",
        Resolution: c.resolution,
        Latitude: c.latitude,
        Longitude: c.longitude,
        CheckOutTime: c.at.toISOString(),
        Actor: c.actor,
      };
  }
};

/**
 * The status a sent item leaves ServiceChannel's order at, or null when it sets none: a status update and a note
 * (which travels as a status update) set their Status; a check-out sets its PrimaryStatus (work complete); a
 * check-in sets nothing. The order-safe push (sync.job.ts) compares these to never move ServiceChannel back.
 */
export const scStatusSetBy = (kind: string, payload: unknown): ScStatus | null => {
  const p = (payload ?? {}) as Partial<ScStatusRequest> & Partial<ScCheckOutRequest>;
  if ((kind === "status" || kind === "note") && p.Status) return p.Status;
  if (kind === "checkout" && p.PrimaryStatus) {
    return { Primary: p.PrimaryStatus, Extended: p.ExtendedStatus ?? "" };
  }
  return null;
};

/**
 * Issue 33 §6: records a change of a ServiceChannel order for ServiceChannel, in the writer's transaction —
 * one outbox row and the job that sends it, so the push exists exactly when the change commits. An order
 * not imported from ServiceChannel writes nothing. Called by the status change, the field check-in / -out
 * and the user-note writer.
 */
export const queueServiceChannelSync = async (
  tx: DbOrTx,
  workorderid: number,
  change: ScSyncChange,
): Promise<number | null> => {
  const scworkorderid = await linkedServiceChannelId(tx, workorderid);
  if (scworkorderid === null) return null;
  // The order's row lock (every caller has already updated the row, so this is usually held) makes the outbox
  // ids of one order follow the commit order of its changes: the id is the per-order sequence the order-safe
  // push compares (a newer change always has the higher id, and carries the status current when it was made).
  await tx.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.id, workorderid)).for("update");
  const [row] = await tx
    .insert(serviceChannelSync)
    .values({ workorderid, scworkorderid, kind: change.kind, payload: bodyOf(change) })
    .returning({ id: serviceChannelSync.id });
  if (!row) return null;
  await insertJob(tx, SC_SYNC_KIND, { itemid: row.id }, { maxAttempts: SC_SYNC_MAX_ATTEMPTS });
  return row.id;
};
