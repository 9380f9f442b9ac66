import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { serviceChannelSync } from "../../db/schema/index.ts";
import { nowOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import type { ScCheckInRequest, ScCheckOutRequest, ScStatusRequest } from "../workorder-import/index.ts";
import { syncClientOf } from "./sc-client.ts";
import type { ScStatus } from "./sc-status.ts";
import { SC_SYNC_KIND, SC_SYNC_MAX_ATTEMPTS, scStatusSetBy } from "./sync-outbox.ts";

/** Thrown to have the runner retry the row with back-off (the error is already recorded on the row). */
class SyncFailed extends Error {}

/** A row left "sending" by a server that died mid-call may be taken again after this long. */
const STALE_SENDING_MS = 5 * 60_000;
/** While another item of the same order is being sent, this one waits this long and tries again. */
const BUSY_RETRY_MS = 5_000;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

type Item = typeof serviceChannelSync.$inferSelect;

/** What the claim decided: send `body`, or nothing (superseded, deferred behind another send, not claimable). */
type Claim =
  | { outcome: "send"; item: Item; body: unknown }
  | { outcome: "superseded" | "deferred" | "skipped" };

/**
 * The body to send for `item` given the status ServiceChannel already holds from a NEWER delivered item of the
 * order (or null when none was delivered): a status update is superseded (not sent: it would move ServiceChannel
 * back); a note keeps its text but rides on that newer status; a check-out is still recorded, without its
 * PrimaryStatus; a check-in sets no status and goes as queued.
 */
const bodyGiven = (item: Item, newer: ScStatus | null): { body: unknown } | "superseded" => {
  if (!newer) return { body: item.payload };
  if (item.kind === "status") return "superseded";
  if (item.kind === "note") return { body: { ...(item.payload as ScStatusRequest), Status: newer } };
  if (item.kind === "checkout") {
    const { PrimaryStatus: _p, ExtendedStatus: _e, ...rest } = item.payload as ScCheckOutRequest;
    return { body: rest };
  }
  return { body: item.payload };
};

/**
 * Claims one outbox row for sending (pending/failed, or a stale sending → sending), order-safe: claims of one
 * order are serialised by a transaction advisory lock, an order sends one item at a time (another item of the
 * order being sent defers this one), and the newest DELIVERED status of the order decides what this item may
 * still say (bodyGiven). Since an order's items are sent one at a time and an item never sends a status older
 * than one delivered, ServiceChannel's status is always the newest delivered change's.
 */
const claim = (db: Db, itemid: number, now: Date): Promise<Claim> =>
  db.transaction(async (tx): Promise<Claim> => {
    const [peek] = await tx
      .select({ workorderid: serviceChannelSync.workorderid })
      .from(serviceChannelSync)
      .where(eq(serviceChannelSync.id, itemid));
    if (!peek) return { outcome: "skipped" };
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`servicechannel-sync:${peek.workorderid}`}))`,
    );
    const [item] = await tx.select().from(serviceChannelSync).where(eq(serviceChannelSync.id, itemid));
    if (!item) return { outcome: "skipped" };
    const staleBefore = now.getTime() - STALE_SENDING_MS;
    const isLive = (r: { state: string; lastattemptat: Date | null }) =>
      r.state === "sending" && (r.lastattemptat?.getTime() ?? 0) >= staleBefore;
    if (
      !(item.state === "pending" || item.state === "failed" || (item.state === "sending" && !isLive(item)))
    ) {
      return { outcome: "skipped" };
    }
    const others = await tx
      .select({ state: serviceChannelSync.state, lastattemptat: serviceChannelSync.lastattemptat })
      .from(serviceChannelSync)
      .where(
        and(
          eq(serviceChannelSync.workorderid, item.workorderid),
          eq(serviceChannelSync.state, "sending"),
          ne(serviceChannelSync.id, item.id),
        ),
      );
    if (others.some(isLive)) {
      await insertJob(
        tx,
        SC_SYNC_KIND,
        { itemid: item.id },
        { maxAttempts: SC_SYNC_MAX_ATTEMPTS, runAfter: new Date(now.getTime() + BUSY_RETRY_MS) },
      );
      return { outcome: "deferred" };
    }
    // The newest delivered item after this one that set ServiceChannel's status (ids are the per-order sequence).
    const newerSent = await tx
      .select({ kind: serviceChannelSync.kind, payload: serviceChannelSync.payload })
      .from(serviceChannelSync)
      .where(
        and(
          eq(serviceChannelSync.workorderid, item.workorderid),
          gt(serviceChannelSync.id, item.id),
          eq(serviceChannelSync.state, "sent"),
          inArray(serviceChannelSync.kind, ["status", "note", "checkout"]),
        ),
      )
      .orderBy(desc(serviceChannelSync.id));
    const newer = newerSent.map((r) => scStatusSetBy(r.kind, r.payload)).find((s) => s !== null) ?? null;
    const decided = bodyGiven(item, newer);
    if (decided === "superseded") {
      await tx
        .update(serviceChannelSync)
        .set({ state: "superseded", lasterror: null })
        .where(eq(serviceChannelSync.id, item.id));
      return { outcome: "superseded" };
    }
    const [claimed] = await tx
      .update(serviceChannelSync)
      .set({
        state: "sending",
        lastattemptat: now,
        attempts: sql`${serviceChannelSync.attempts} + 1`,
        // The item records what ServiceChannel is sent (a note on the newer status, a check-out without it).
        payload: decided.body,
      })
      .where(eq(serviceChannelSync.id, item.id))
      .returning();
    return claimed ? { outcome: "send", item: claimed, body: decided.body } : { outcome: "skipped" };
  });

/**
 * Sends one outbox row to ServiceChannel (issue 33 §6). The row is claimed first (claim: order-safe, so a late
 * retry never sets ServiceChannel back to an older status), so two jobs for one row (a retry beside a back-off)
 * send it once; success marks it sent, a failure marks it failed with ServiceChannel's ErrorResponse message as
 * the last error and is thrown so the runner retries with its back-off.
 */
export const serviceChannelSyncJob = (ctx: AppContext) =>
  defineJob({
    kind: SC_SYNC_KIND,
    payload: z.object({ itemid: z.number().int().positive() }),
    maxAttempts: SC_SYNC_MAX_ATTEMPTS,
    run: async (job) => {
      const db = job.db;
      const claimed = await claim(db, job.payload.itemid, nowOf(ctx));
      if (claimed.outcome !== "send") return { status: claimed.outcome };
      const { item, body } = claimed;
      const fail = async (message: string) => {
        await db
          .update(serviceChannelSync)
          .set({ state: "failed", lasterror: message })
          .where(eq(serviceChannelSync.id, item.id));
        throw new SyncFailed(message);
      };
      const client = syncClientOf(ctx);
      if (!client) return fail("ServiceChannel is not configured on this server.");
      try {
        const id = item.scworkorderid;
        if (item.kind === "checkin") await client.checkIn(id, body as ScCheckInRequest);
        else if (item.kind === "checkout") await client.checkOut(id, body as ScCheckOutRequest);
        else await client.updateStatus(id, body as ScStatusRequest);
      } catch (err) {
        return fail(errorText(err));
      }
      await db
        .update(serviceChannelSync)
        .set({ state: "sent", sentat: nowOf(ctx), lasterror: null })
        .where(eq(serviceChannelSync.id, item.id));
      return { status: "sent" };
    },
  });
