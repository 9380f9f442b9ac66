import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrderEvents, type workOrders, workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest, impossible } from "../../platform/errors.ts";
import { isOnOrder, type SystemReader } from "../../platform/workorder-core/index.ts";
import { loadWorkOrderDocumentData, renderSignOffTicket, renderWorkOrderTicket } from "../documents/index.ts";
import { queueMail } from "../mail/index.ts";
import type { ResponseLinks } from "../vendor-acceptance/index.ts";
import { renderNoticeMail } from "./notice-mail.ts";
import type { ActionType } from "./notice-types.ts";

type WorkOrderRow = typeof workOrders.$inferSelect;
export type VendorLineRow = typeof workOrderVendors.$inferSelect;

/** Who sends a notice: a staff user, or the server itself (automatic dispatch, issue 32) under a name. */
export type NoticeSender = AuthUser | (SystemReader & { id: null; name: string });

export interface NoticeTarget {
  vendorId?: number | null | undefined;
  workOrderVendorId?: number | null | undefined;
}

const NO_VENDOR = "No Vendor Found!";

/**
 * The vendor line a notice goes to (spec 1 §5): the one named, else the vendor's line, else the line of the
 * order's only vendor (a vendor that declined is not on the order); 'No Vendor Found!' otherwise. The work
 * order must already be locked.
 */
export const noticeLine = async (tx: DbOrTx, workorderid: number, target: NoticeTarget) => {
  const lines = await tx.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, workorderid));
  const line = target.workOrderVendorId
    ? lines.find((l) => l.id === target.workOrderVendorId)
    : target.vendorId
      ? lines.find((l) => l.vendorid === target.vendorId)
      : lines.filter(isOnOrder).length === 1
        ? lines.find(isOnOrder)
        : undefined;
  if (!line || (target.vendorId && line.vendorid !== target.vendorId)) {
    throw badRequest(NO_VENDOR, {
      vendorId: lines.length ? "is not a vendor of this work order" : "the work order has no vendor",
    });
  }
  return line;
};

export interface DeliveredNotice {
  eventid: number;
  mailid: number | null;
  document: { filename: string; content: Buffer } | null;
  vendorName: string;
  to: string | null;
}

/**
 * Records a notice's event (list counts) and queues its e-mail to the vendor's dispatch address — or, with
 * `download`, renders the ticket for the browser instead. The caller has checked the policy.
 */
export const deliverNotice = async (
  tx: DbOrTx,
  user: NoticeSender,
  wo: WorkOrderRow,
  line: VendorLineRow,
  action: ActionType,
  download: boolean,
  links: ResponseLinks | null = null,
): Promise<DeliveredNotice> => {
  const data = await loadWorkOrderDocumentData(tx, user, wo.id, line.id);
  const document =
    action === "TICKET"
      ? { filename: `${wo.wonumber}_ticket.pdf`, content: await renderWorkOrderTicket(data) }
      : action === "signoff"
        ? { filename: `${wo.wonumber}_signoff.pdf`, content: await renderSignOffTicket(data) }
        : null;
  const [event] = await tx
    .insert(workOrderEvents)
    .values({
      workorderid: wo.id,
      workordervendorid: line.id,
      vendorid: line.vendorid,
      actiontype: action,
      createdby: user.id,
    })
    .returning({ id: workOrderEvents.id });
  if (!event) throw impossible("work-order event insert returned no row");
  const returned = download && document !== null;
  const to = data.vendor.dispatchemail ?? data.vendor.primaryemail;
  let mailid: number | null = null;
  if (!returned) {
    if (!to)
      throw badRequest(`${data.vendor.name} has no dispatch e-mail.`, { vendorId: "has no dispatch e-mail" });
    const mail = renderNoticeMail(action, data, user.name, links);
    mailid = await queueMail(tx, {
      to: [to],
      ...mail,
      attachments: document
        ? [
            {
              filename: document.filename,
              contentType: "application/pdf",
              content: document.content.toString("base64"),
            },
          ]
        : [],
      workorderid: wo.id,
      createdby: user.id,
    });
  }
  return {
    eventid: event.id,
    mailid,
    document: returned ? document : null,
    vendorName: data.vendor.name,
    to,
  };
};
