import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { customers, users } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { queueMail } from "../mail/index.ts";

/**
 * Tells the customer's dispatcher (the customer record's dispatcher, or the order's when the customer has
 * none) what a customer did in the portal, through the outbox, inside the caller's transaction.
 */
export const notifyDispatcher = async (
  tx: DbOrTx,
  user: AuthUser,
  wo: { id: number; wonumber: string; customerid: number; dispatcherid: number | null },
  subject: string,
  lines: string[],
) => {
  const [customer] = await tx
    .select({ dispatcherid: customers.dispatcherid, name: customers.customername })
    .from(customers)
    .where(eq(customers.id, wo.customerid));
  const dispatcherid = customer?.dispatcherid ?? wo.dispatcherid;
  if (!dispatcherid) return null;
  const [dispatcher] = await tx.select({ email: users.email }).from(users).where(eq(users.id, dispatcherid));
  if (!dispatcher) return null;
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("");
  return queueMail(tx, {
    to: [dispatcher.email],
    subject: `Work Order ${wo.wonumber} - ${subject}`,
    html: `<p>${escapeHtml(user.name)} (${escapeHtml(customer?.name ?? "customer")}) ${escapeHtml(subject.toLowerCase())} in the customer portal.</p>${body}`,
    workorderid: wo.id,
    createdby: user.id,
  });
};
