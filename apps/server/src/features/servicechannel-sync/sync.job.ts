import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { serviceChannelSync } from "../../db/schema/index.ts";
import { nowOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import type { ScCheckInRequest, ScCheckOutRequest, ScStatusRequest } from "../workorder-import/index.ts";
import { syncClientOf } from "./sc-client.ts";
import { SC_SYNC_KIND, SC_SYNC_MAX_ATTEMPTS } from "./sync-outbox.ts";

/** Thrown to have the runner retry the row with back-off (the error is already recorded on the row). */
class SyncFailed extends Error {}

/** A row left "sending" by a server that died mid-call may be taken again after this long. */
const STALE_SENDING_MS = 5 * 60_000;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/**
 * Sends one outbox row to ServiceChannel (issue 33 §6). The row is claimed first (pending/failed → sending),
 * so two jobs for one row (a retry beside a back-off) send it once; success marks it sent, a failure marks
 * it failed with ServiceChannel's ErrorResponse message as the last error and is thrown so the runner
 * retries with its back-off.
 */
export const serviceChannelSyncJob = (ctx: AppContext) =>
  defineJob({
    kind: SC_SYNC_KIND,
    payload: z.object({ itemid: z.number().int().positive() }),
    maxAttempts: SC_SYNC_MAX_ATTEMPTS,
    run: async (job) => {
      const db = job.db;
      const now = nowOf(ctx);
      const [item] = await db
        .update(serviceChannelSync)
        .set({ state: "sending", lastattemptat: now, attempts: sql`${serviceChannelSync.attempts} + 1` })
        .where(
          and(
            eq(serviceChannelSync.id, job.payload.itemid),
            or(
              inArray(serviceChannelSync.state, ["pending", "failed"]),
              and(
                eq(serviceChannelSync.state, "sending"),
                lt(serviceChannelSync.lastattemptat, new Date(now.getTime() - STALE_SENDING_MS)),
              ),
            ),
          ),
        )
        .returning();
      if (!item) return { status: "skipped" };
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
        if (item.kind === "checkin") await client.checkIn(id, item.payload as ScCheckInRequest);
        else if (item.kind === "checkout") await client.checkOut(id, item.payload as ScCheckOutRequest);
        else await client.updateStatus(id, item.payload as ScStatusRequest);
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
