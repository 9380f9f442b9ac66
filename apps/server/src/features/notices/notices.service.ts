import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { workOrderEvents, workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest } from "../../platform/errors.ts";
import { loadWorkOrderDocumentData, renderSignOffTicket, renderWorkOrderTicket } from "../documents/index.ts";
import { queueMail } from "../mail/index.ts";
import { addSystemNote } from "../notes/index.ts";
import { lockWorkOrder } from "../workorders/index.ts";
import { renderNoticeMail } from "./notice-mail.ts";
import { type ActionType, NOTICE_TEXT } from "./notice-types.ts";

export interface EmailItemInput {
  workOrderId: number;
  vendorId?: number | null | undefined;
  workOrderVendorId?: number | null | undefined;
  actionType: ActionType;
  /** 1: return the document for download instead of e-mailing it. */
  type?: number | null | undefined;
}

export interface EmailItemResult {
  eventid: number;
  mailid: number | null;
  document: { filename: string; content: Buffer } | null;
}

const NO_VENDOR = "No Vendor Found!";

/**
 * Sends a notice to a vendor of a work order (spec 1 §7 createwoemailitem): records the event (list counts),
 * queues the e-mail to the vendor's dispatch address in the same transaction, and writes a System note.
 */
export const createWorkOrderEmailItem = (
  db: Db,
  user: AuthUser,
  input: EmailItemInput,
): Promise<EmailItemResult> =>
  db.transaction(async (tx) => {
    const wo = await lockWorkOrder(tx, user, input.workOrderId);
    const lines = await tx.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id));
    const line = input.workOrderVendorId
      ? lines.find((l) => l.id === input.workOrderVendorId)
      : input.vendorId
        ? lines.find((l) => l.vendorid === input.vendorId)
        : lines.length === 1
          ? lines[0]
          : undefined;
    if (!line || (input.vendorId && line.vendorid !== input.vendorId)) {
      throw badRequest(NO_VENDOR, {
        vendorId: lines.length ? "is not a vendor of this work order" : "the work order has no vendor",
      });
    }
    const data = await loadWorkOrderDocumentData(tx, user, wo.id, line.id);
    if (input.actionType === "TICKET" && (Number(line.quotedamount) <= 0 || line.quoteonly)) {
      throw badRequest("The NTE must be more than $0.00 to send a work order ticket.", {
        nte: "must be more than $0.00",
      });
    }
    if (input.actionType === "cancel_vendor" && line.isapproved) {
      throw badRequest("This vendor's invoice is approved; unapprove it before cancelling the vendor.", {
        workOrderVendorId: "has an approved invoice",
      });
    }

    const document =
      input.actionType === "TICKET"
        ? { filename: `${wo.wonumber}_ticket.pdf`, content: await renderWorkOrderTicket(data) }
        : input.actionType === "signoff"
          ? { filename: `${wo.wonumber}_signoff.pdf`, content: await renderSignOffTicket(data) }
          : null;

    const [event] = await tx
      .insert(workOrderEvents)
      .values({
        workorderid: wo.id,
        workordervendorid: line.id,
        vendorid: line.vendorid,
        actiontype: input.actionType,
        createdby: user.id,
      })
      .returning({ id: workOrderEvents.id });
    if (!event) throw new Error("event not stored");

    const download = input.type === 1 && document !== null;
    let mailid: number | null = null;
    const to = data.vendor.dispatchemail ?? data.vendor.primaryemail;
    if (!download) {
      if (!to)
        throw badRequest(`${data.vendor.name} has no dispatch e-mail.`, {
          vendorId: "has no dispatch e-mail",
        });
      const mail = renderNoticeMail(input.actionType, data, user.name);
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
    if (input.actionType === "cancel_vendor") {
      await tx.delete(workOrderVendors).where(eq(workOrderVendors.id, line.id));
    }
    const what = NOTICE_TEXT[input.actionType].subject;
    await addSystemNote(
      tx,
      wo.id,
      user,
      download
        ? `${what} generated for ${data.vendor.name}.`
        : `${what} notice sent to ${data.vendor.name} (${to}).${input.actionType === "cancel_vendor" ? " Vendor removed from the work order." : ""}`,
    );
    return { eventid: event.id, mailid, document: download ? document : null };
  });
