import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { addSystemNote, lockWorkOrder } from "../../platform/workorder-core/index.ts";
import { issueResponseLinks } from "../vendor-acceptance/index.ts";
import { deliverNotice, type NoticeTarget, noticeLine } from "./notice-delivery.ts";
import { NOTICE_TEXT, type SendableNotice } from "./notice-types.ts";
import { vendorLineState } from "./vendor-line-state.ts";

export interface EmailItemInput extends NoticeTarget {
  workOrderId: number;
  actionType: SendableNotice;
  /** 1: return the document for download instead of e-mailing it. */
  type?: number | null | undefined;
}

export interface EmailItemResult {
  eventid: number;
  mailid: number | null;
  document: { filename: string; content: Buffer } | null;
}

/**
 * Sends a notice to a vendor of a work order (spec 1 §7 createwoemailitem) when its policy allows it (who,
 * the order not Invoiced/Cancelled, a notice the order's status offers): records the event, queues the
 * e-mail in the same transaction and writes a System note. Cancel Vendor is a vendor-line command
 * (wovendors cancelVendor), not a notice.
 */
export const createWorkOrderEmailItem = (
  ctx: AppContext,
  user: AuthUser,
  input: EmailItemInput,
): Promise<EmailItemResult> =>
  ctx.database.db.transaction(async (tx) => {
    const wo = await lockWorkOrder(tx, user, input.workOrderId);
    const line = await noticeLine(tx, wo.id, input);
    assertAllowed(user, "sendNotice", { order: wo, line: vendorLineState(line), notice: input.actionType });
    const download = input.type === 1;
    // Issue 32: a dispatch e-mail carries the vendor's Accept / Decline links.
    const links =
      !download && (input.actionType === "TICKET" || input.actionType === "DISPATCHED")
        ? await issueResponseLinks(ctx, tx, line)
        : null;
    const sent = await deliverNotice(tx, user, wo, line, input.actionType, download, links);
    const what = NOTICE_TEXT[input.actionType].subject;
    await addSystemNote(
      tx,
      wo.id,
      user,
      sent.document
        ? `${what} generated for ${sent.vendorName}.`
        : `${what} notice sent to ${sent.vendorName} (${sent.to}).`,
    );
    return { eventid: sent.eventid, mailid: sent.mailid, document: sent.document };
  });
