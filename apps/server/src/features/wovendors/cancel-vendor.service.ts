import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { addSystemNote, lockWorkOrder } from "../../platform/workorder-core/index.ts";
import {
  deliverNotice,
  NOTICE_TEXT,
  type NoticeTarget,
  noticeLine,
  vendorLineState,
} from "../notices/index.ts";
import { refreshSlaClocks } from "../sla/index.ts";

/**
 * Cancel Vendor (spec 2 §4 "removes the vendor from the work order"; sent as createwoemailitem
 * `cancel_vendor`, spec 1 §7): a vendor-line write under its policy (update:workorder, the order not
 * Invoiced/Cancelled, the line not approved). Sends the cancellation notice, removes the line (its events
 * stay) and notes both, in one transaction.
 */
export const cancelVendor = (db: Db, user: AuthUser, input: NoticeTarget & { workOrderId: number }) =>
  db.transaction(async (tx) => {
    const wo = await lockWorkOrder(tx, user, input.workOrderId);
    const target = await noticeLine(tx, wo.id, input);
    const [line] = await tx
      .select()
      .from(workOrderVendors)
      .where(eq(workOrderVendors.id, target.id))
      .for("update");
    if (!line) throw new Error(`vendor line ${target.id} vanished while its order was locked`);
    assertAllowed(user, "cancelVendor", { order: wo, line: vendorLineState(line) });
    const sent = await deliverNotice(tx, user, wo, line, "cancel_vendor", false);
    await tx.delete(workOrderVendors).where(eq(workOrderVendors.id, line.id));
    // An accepted line was what stopped the respond-by clock.
    await refreshSlaClocks(tx, wo.id);
    await addSystemNote(
      tx,
      wo.id,
      user,
      `${NOTICE_TEXT.cancel_vendor.subject} notice sent to ${sent.vendorName} (${sent.to}). Vendor removed from the work order.`,
    );
    return { eventid: sent.eventid, mailid: sent.mailid };
  });
