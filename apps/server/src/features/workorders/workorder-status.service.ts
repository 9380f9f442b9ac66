import { PERTAINS_TO, STATUS } from "@fm/domain";
import type { StatusChangeInput } from "@fm/domain/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users, workOrderStatuses, workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, impossible } from "../../platform/errors.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { addSystemNote, lockWorkOrder } from "../../platform/workorder-core/index.ts";
import { customerWantsNotice } from "../customers/index.ts";
import { queueMail } from "../mail/index.ts";
import { addUserNote } from "../notes/index.ts";
import { queueServiceChannelSync } from "../servicechannel-sync/index.ts";
import { refreshSlaClocks } from "../sla/index.ts";
import { emitWebhookEvent } from "../webhooks/index.ts";

const COMPLETING: readonly number[] = [STATUS.CompletedVendor, STATUS.CWOP];

/**
 * Changing status (spec 2 §2): Cancelled needs a reason; any other status needs a note. The change, the note
 * and the e-mails to the chosen users (and the customer when asked) commit together.
 */
export const changeStatus = (db: Db, user: AuthUser, input: StatusChangeInput) =>
  db.transaction(async (tx) => {
    const wo = await lockWorkOrder(tx, user, input.workorderid);
    assertVersion(wo.version, input.version, "work order");
    const statuses = await tx
      .select({ id: workOrderStatuses.id, name: workOrderStatuses.name })
      .from(workOrderStatuses)
      .where(inArray(workOrderStatuses.id, [wo.statusid, input.statusid]));
    const name = (id: number) => statuses.find((s) => s.id === id)?.name ?? String(id);
    if (!statuses.some((s) => s.id === input.statusid))
      throw badRequest("Status was not found.", { statusid: "Status was not found." });
    if (input.statusid === wo.statusid)
      throw badRequest(`The work order is already ${name(wo.statusid)}.`, {
        statusid: "is the current status",
      });
    assertAllowed(user, "changeStatus", {
      order: wo,
      to: input.statusid,
      note: input.note,
      cancelreason: input.cancelreason,
    });
    const cancelling = input.statusid === STATUS.Cancelled;

    const [updated] = await tx
      .update(workOrders)
      .set({
        statusid: input.statusid,
        cancelreason: cancelling ? (input.cancelreason ?? null) : wo.cancelreason,
        ...(input.scheduledate ? { scheduledate: input.scheduledate } : {}),
        ...(input.followupdate ? { promisedate: input.followupdate } : {}),
        ...(input.statusid === STATUS.Dispatched && !wo.dispatchdate ? { dispatchdate: new Date() } : {}),
        ...(COMPLETING.includes(input.statusid) && !wo.completedate ? { completedate: new Date() } : {}),
        modifiedby: user.id,
        modifieddate: new Date(),
        version: sql`${workOrders.version} + 1`,
      })
      .where(eq(workOrders.id, wo.id))
      .returning({ version: workOrders.version });
    await refreshSlaClocks(tx, wo.id);
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Status: ${name(wo.statusid)} → ${name(input.statusid)}.${cancelling ? ` Cancel Reason: ${input.cancelreason}` : ""}`,
    );
    const text = cancelling
      ? [input.cancelreason, input.note].filter(Boolean).join(" — ")
      : (input.note ?? "");
    if (input.note || cancelling) {
      await addUserNote(tx, user, {
        workorderid: wo.id,
        note: text,
        type: "Internal",
        pertainsto: PERTAINS_TO.Internal,
      });
    }
    const to = new Set<string>();
    if (input.emailuserids.length) {
      for (const u of await tx
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.id, input.emailuserids)))
        to.add(u.email);
    }
    // The customer is told only when the dispatcher asks for it AND the customer has status-change notices
    // switched on (its Notifications tab, issue 14); otherwise the customer's notice is suppressed.
    if (input.notifycustomer) {
      for (const email of await customerWantsNotice(tx, wo.customerid, "statuschange")) to.add(email);
    }
    if (to.size) {
      await queueMail(tx, {
        to: [...to],
        subject: `Work Order ${wo.wonumber} - Status changed to ${name(input.statusid)}`,
        html: `<p>${escapeHtml(user.name)} changed work order ${escapeHtml(wo.wonumber)} from ${escapeHtml(name(wo.statusid))} to ${escapeHtml(name(input.statusid))}.</p>${text ? `<p>${escapeHtml(text)}</p>` : ""}`,
        workorderid: wo.id,
        createdby: user.id,
      });
    }
    if (!updated) throw impossible(`work order ${wo.id} vanished while locked`);
    await emitWebhookEvent(tx, "workorder.status_changed", {
      workorderid: wo.id,
      wonumber: wo.wonumber,
      from: { statusid: wo.statusid, status: name(wo.statusid) },
      to: { statusid: input.statusid, status: name(input.statusid) },
      version: updated.version,
    });
    await queueServiceChannelSync(tx, wo.id, {
      kind: "status",
      statusid: input.statusid,
      note: text || null,
      actor: user.name,
    });
    return { statusid: input.statusid, version: updated.version };
  });
