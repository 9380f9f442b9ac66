import type { SlaPauseBody, SlaResumeBody } from "@fm/domain/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { slaPauses } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { conflict } from "../../platform/errors.ts";
import { addSystemNote, requireEditableWorkOrder } from "../../platform/workorder-core/index.ts";
import { readOrderClocks, refreshSlaClocks } from "./sla-clocks.ts";

/** POST /api/sla/pause: stops the order's clocks from `now` with a reason (waiting on the customer). */
export const pauseSla = (db: Db, user: AuthUser, body: SlaPauseBody, now: Date) =>
  db
    .transaction(async (tx) => {
      await requireEditableWorkOrder(tx, user, body.workorderid, "editWorkOrder");
      const inserted = await tx
        .insert(slaPauses)
        .values({ workorderid: body.workorderid, pausedat: now, reason: body.reason, pausedby: user.id })
        .onConflictDoNothing()
        .returning({ id: slaPauses.id });
      if (!inserted.length) throw conflict("The SLA clock is already paused.");
      await addSystemNote(tx, body.workorderid, user, `SLA clock paused: ${body.reason}`);
      await refreshSlaClocks(tx, body.workorderid);
    })
    .then(() => readOrderClocks(db, body.workorderid, now));

/** POST /api/sla/resume: the clocks run again; the paused time does not count against the targets. */
export const resumeSla = (db: Db, user: AuthUser, body: SlaResumeBody, now: Date) =>
  db
    .transaction(async (tx) => {
      await requireEditableWorkOrder(tx, user, body.workorderid, "editWorkOrder");
      const [open] = await tx
        .select({ id: slaPauses.id, pausedat: slaPauses.pausedat })
        .from(slaPauses)
        .where(and(eq(slaPauses.workorderid, body.workorderid), isNull(slaPauses.resumedat)));
      if (!open) throw conflict("The SLA clock is not paused.");
      const resumedat = now < open.pausedat ? open.pausedat : now;
      await tx.update(slaPauses).set({ resumedat, resumedby: user.id }).where(eq(slaPauses.id, open.id));
      await addSystemNote(tx, body.workorderid, user, "SLA clock resumed.");
      await refreshSlaClocks(tx, body.workorderid);
    })
    .then(() => readOrderClocks(db, body.workorderid, now));
