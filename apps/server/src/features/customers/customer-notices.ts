import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { customers } from "../../db/schema/index.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { queueMail } from "../mail/index.ts";

/** The three notices a customer can switch on or off on its Notifications tab (spec 3 §2.5). */
export type CustomerNotice = "proposaladded" | "invoiceadded" | "statuschange";

/**
 * The addresses a customer notice goes to — the contact e-mail plus the CC e-mails — when the customer has
 * that notice switched on; an empty list when it is off (the notice is suppressed, nothing is queued).
 */
export const customerWantsNotice = async (
  tx: DbOrTx,
  customerid: number,
  notice: CustomerNotice,
): Promise<string[]> => {
  const [c] = await tx
    .select({
      contactemail: customers.contactemail,
      ccemails: customers.ccemails,
      proposaladded: customers.notifyproposaladded,
      invoiceadded: customers.notifyinvoiceadded,
      statuschange: customers.notifystatuschange,
    })
    .from(customers)
    .where(eq(customers.id, customerid));
  if (!c?.[notice]) return [];
  const cc = (c.ccemails ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set([c.contactemail, ...cc].filter((s): s is string => Boolean(s)))];
};

/**
 * Queues a customer notice in the caller's transaction when the customer wants it (Notifications tab);
 * answers the outbox id, or null when the notice is switched off or the customer has no address.
 */
export const queueCustomerNotice = async (
  tx: DbOrTx,
  n: {
    customerid: number;
    notice: CustomerNotice;
    workorderid: number;
    wonumber: string;
    /** After "Work Order {wonumber} - ". */
    subject: string;
    /** Plain text; escaped into the mail's HTML. */
    text: string;
    createdby: number;
  },
): Promise<number | null> => {
  const to = await customerWantsNotice(tx, n.customerid, n.notice);
  if (!to.length) return null;
  return queueMail(tx, {
    to,
    subject: `Work Order ${n.wonumber} - ${n.subject}`,
    html: `<p>${escapeHtml(n.text)}</p>`,
    text: n.text,
    workorderid: n.workorderid,
    createdby: n.createdby,
  });
};
