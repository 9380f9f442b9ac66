import type { AcceptDispatchBody, DeclineDispatchBody, DispatchDecisionResult } from "@fm/domain/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  users,
  vendorResponseLinks,
  vendors,
  workOrderEvents,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { nowOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { addSystemNote, isSoleVendor, lockWorkOrder } from "../../platform/workorder-core/index.ts";
import { queueMail } from "../mail/index.ts";
import { refreshSlaClocks } from "../sla/index.ts";
import { emitWebhookEvent } from "../webhooks/index.ts";
import { acceptanceStateOf, dispatchedLines, lineAcceptance } from "./acceptance-state.ts";
import { decisionListeners } from "./decision-listeners.ts";
import { callerVendorId, dispatchDeskOf, lockOwnLine } from "./vendor-line-scope.ts";

type WorkOrderRow = typeof workOrders.$inferSelect;
type LineRow = typeof workOrderVendors.$inferSelect;

export type DispatchAnswer = { kind: "accept"; eta: Date } | { kind: "decline"; reason: string };

/** Who decides: `policyUser` answers the policy, `author` signs the notes (null id: the e-mail link). */
export interface DecisionActor {
  policyUser: AuthUser;
  author: { id: number | null; name: string };
  via: "portal" | "e-mail link";
}

/** Event types recorded with the notices' events (a decision is a status event of the line). */
export const DECISION_EVENTS = { accept: "VENDOR_ACCEPTED", decline: "VENDOR_DECLINED" } as const;

/**
 * The one decision path (portal button or e-mail link): the order and the line are locked by the caller, in
 * the lock order. Checks the policy (vendor side, order not locked, the line awaiting an answer — a second
 * decision is 409 already_decided), records the answer on the line, the event, a System note, the links of
 * the line as used, the ETA as the order's schedule date when the vendor is its only one, and a notice to the
 * order's dispatcher through the outbox; then tells the listeners (automatic dispatch).
 */
export const applyDecision = async (
  ctx: AppContext,
  tx: DbOrTx,
  actor: DecisionActor,
  wo: WorkOrderRow,
  line: LineRow,
  answer: DispatchAnswer,
) => {
  const dispatched = (await dispatchedLines(tx, [line.id])).has(line.id);
  assertAllowed(actor.policyUser, "vendorDecideDispatch", {
    order: wo,
    line: acceptanceStateOf(line, dispatched),
  });
  const now = nowOf(ctx);
  const [updated] = await tx
    .update(workOrderVendors)
    .set({
      ...(answer.kind === "accept"
        ? { acceptedat: now, acceptedeta: answer.eta }
        : { declinedat: now, declinereason: answer.reason }),
      modifieddate: now,
      version: sql`${workOrderVendors.version} + 1`,
    })
    .where(eq(workOrderVendors.id, line.id))
    .returning();
  if (!updated) throw new Error(`vendor line ${line.id} vanished while locked`);
  let order = wo;
  if (answer.kind === "accept" && (await isSoleVendor(tx, wo.id, line.vendorid))) {
    const [next] = await tx
      .update(workOrders)
      .set({
        scheduledate: answer.eta,
        version: wo.version + 1,
        modifieddate: now,
        modifiedby: actor.author.id,
      })
      .where(eq(workOrders.id, wo.id))
      .returning();
    if (next) order = next;
  }
  await tx.insert(workOrderEvents).values({
    workorderid: wo.id,
    workordervendorid: line.id,
    vendorid: line.vendorid,
    actiontype: DECISION_EVENTS[answer.kind],
    createdby: actor.author.id,
    createddate: now,
  });
  await tx
    .update(vendorResponseLinks)
    .set({ usedat: now })
    .where(and(eq(vendorResponseLinks.workordervendorid, line.id), isNull(vendorResponseLinks.usedat)));
  const [vendor] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, line.vendorid));
  const vendorName = vendor?.name ?? `Vendor ${line.vendorid}`;
  const said =
    answer.kind === "accept"
      ? `Dispatch accepted by ${vendorName} (${actor.via}, ${actor.author.name}); ETA ${answer.eta.toISOString()}.`
      : `Dispatch declined by ${vendorName} (${actor.via}, ${actor.author.name}): ${answer.reason}`;
  await addSystemNote(tx, wo.id, actor.author, said);
  // The respond-by clock stops at the first acceptance (issue 32 §1).
  await refreshSlaClocks(tx, wo.id);
  await emitWebhookEvent(
    tx,
    answer.kind === "accept" ? "workorder.vendor_accepted" : "workorder.vendor_declined",
    {
      workorderid: wo.id,
      wonumber: wo.wonumber,
      vendorid: line.vendorid,
      vendorname: vendorName,
      at: now.toISOString(),
      ...(answer.kind === "accept" ? { eta: answer.eta.toISOString() } : { reason: answer.reason }),
    },
  );
  const [dispatcher] =
    wo.dispatcherid === null
      ? []
      : await tx.select({ email: users.email }).from(users).where(eq(users.id, wo.dispatcherid));
  await queueMail(tx, {
    to: [dispatcher?.email ?? dispatchDeskOf(ctx)],
    subject: `Work Order ${wo.wonumber} - Dispatch ${answer.kind === "accept" ? "Accepted" : "Declined"} by ${vendorName}`,
    html: `<p>${escapeHtml(said)}</p>`,
    text: said,
    workorderid: wo.id,
    createdby: actor.author.id,
  });
  for (const listener of decisionListeners(ctx))
    await listener(tx, { wo: order, line: updated, decision: answer.kind });
  return { order, line: updated };
};

/** Accept / Decline in the vendor portal: the caller's own line on an order in its scope (else 404). */
const decideInPortal = (ctx: AppContext, user: AuthUser, workorderid: number, answer: DispatchAnswer) =>
  ctx.database.db.transaction(async (tx): Promise<DispatchDecisionResult> => {
    const vendorid = callerVendorId(user);
    const wo = await lockWorkOrder(tx, user, workorderid);
    const line = await lockOwnLine(tx, wo.id, vendorid);
    const actor: DecisionActor = {
      policyUser: user,
      author: { id: user.id, name: user.name },
      via: "portal",
    };
    const done = await applyDecision(ctx, tx, actor, wo, line, answer);
    return {
      workordervendorid: line.id,
      acceptance: lineAcceptance(user, done.order, done.line, true),
    };
  });

export const acceptDispatch = (ctx: AppContext, user: AuthUser, body: AcceptDispatchBody) =>
  decideInPortal(ctx, user, body.workorderid, { kind: "accept", eta: body.eta });

export const declineDispatch = (ctx: AppContext, user: AuthUser, body: DeclineDispatchBody) =>
  decideInPortal(ctx, user, body.workorderid, { kind: "decline", reason: body.reason });
