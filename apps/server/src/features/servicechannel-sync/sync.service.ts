import { allows } from "@fm/domain";
import type { ServiceChannelSyncItem, ServiceChannelSyncState } from "@fm/domain/contracts";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { serviceChannelSync } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { invalidState, notFound } from "../../platform/errors.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { linkedServiceChannelId, SC_SYNC_KIND, SC_SYNC_MAX_ATTEMPTS } from "./sync-outbox.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The newest items first; an order rarely has more than a few dozen changes. */
const LIMIT = 100;

/** GET /api/workorder/servicechannelsync: the order's link, last sync and items (the order's row rule applies). */
export const readSyncState = async (
  db: Db,
  user: AuthUser,
  workorderid: number,
): Promise<ServiceChannelSyncState> => {
  await requireWorkOrder(db, user, workorderid);
  const scworkorderid = await linkedServiceChannelId(db, workorderid);
  const rows = await db
    .select()
    .from(serviceChannelSync)
    .where(eq(serviceChannelSync.workorderid, workorderid))
    .orderBy(desc(serviceChannelSync.id))
    .limit(LIMIT);
  const sent = rows.flatMap((r) => (r.sentat ? [r.sentat.getTime()] : []));
  return {
    scworkorderid,
    lastsyncat: sent.length ? new Date(Math.max(...sent)).toISOString() : null,
    items: rows.map(
      (r): ServiceChannelSyncItem => ({
        id: r.id,
        kind: r.kind as ServiceChannelSyncItem["kind"],
        state: r.state as ServiceChannelSyncItem["state"],
        attempts: r.attempts,
        lasterror: r.lasterror,
        createdat: r.createdat.toISOString(),
        lastattemptat: iso(r.lastattemptat),
        sentat: iso(r.sentat),
      }),
    ),
    canretry: allows(user, "retryServiceChannelSync", {}),
  };
};

/**
 * POST /api/workorder/servicechannelsync/retry?id: a failed item is queued again at once (a new job; the
 * claim in the job sends it once even if its back-off job also runs). Anything but failed answers 409.
 */
export const retrySyncItem = async (ctx: AppContext, user: AuthUser, id: number) => {
  assertAllowed(user, "retryServiceChannelSync", {});
  const { db } = ctx.database;
  const [peek] = await db
    .select({ workorderid: serviceChannelSync.workorderid })
    .from(serviceChannelSync)
    .where(eq(serviceChannelSync.id, id));
  if (!peek) throw notFound("The ServiceChannel sync item");
  await requireWorkOrder(db, user, peek.workorderid);
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: serviceChannelSync.id, state: serviceChannelSync.state })
      .from(serviceChannelSync)
      .where(eq(serviceChannelSync.id, id))
      .for("update");
    if (!item) throw notFound("The ServiceChannel sync item");
    if (item.state !== "failed") {
      throw invalidState(`Only a failed item can be retried; this one is ${item.state}.`, { id: item.state });
    }
    await insertJob(
      tx,
      SC_SYNC_KIND,
      { itemid: id },
      {
        createdBy: user.id,
        maxAttempts: SC_SYNC_MAX_ATTEMPTS,
        exclusiveKey: `servicechannel-sync:retry:${id}`,
        busyMessage: "A retry of this item is already waiting.",
      },
    );
  });
  ctx.jobs.poke();
  return readSyncState(db, user, peek.workorderid);
};
