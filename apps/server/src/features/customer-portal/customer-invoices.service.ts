import { fromCents } from "@fm/domain";
import type { CustomerInvoice } from "@fm/domain/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { invoices } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { notFound } from "../../platform/errors.ts";
import { requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { invoiceItemsOf, loadInvoiceDocument, presentBillingLine, totalsOf } from "../invoices/index.ts";
import { customerOf } from "./customer-workorders.service.ts";

type Row = typeof invoices.$inferSelect;
const i = invoices;

/** A customer sees approved invoices only (drafts and rejected invoices stay internal). */
export const shownInvoice = and(eq(i.isapproved, true), eq(i.isrejected, false));

export const presentCustomerInvoices = async (
  db: DbOrTx,
  rows: Row[],
  wonumberOf: (id: number) => string,
): Promise<CustomerInvoice[]> => {
  const ids = rows.map((r) => r.id);
  const items = await invoiceItemsOf(db, ids);
  return rows.map((r) => {
    const lines = items.filter((x) => x.invoiceid === r.id);
    const t = totalsOf(lines);
    return {
      id: r.id,
      workorderid: r.workorderid,
      wonumber: wonumberOf(r.workorderid),
      invoicenumber: r.invoicenumber,
      amount: Number(r.amount),
      subtotal: fromCents(t.subtotalCents),
      taxes: fromCents(t.taxCents),
      invoicedate: r.invoicedate.toISOString(),
      duedate: r.duedate.toISOString(),
      note: r.note,
      details: lines.map(presentBillingLine),
    };
  });
};

/** GET /api/customerprofile/invoices?workorderid: the order's approved invoices, newest first. */
export const listCustomerInvoices = async (db: Db, user: AuthUser, workorderid: number) => {
  customerOf(user);
  const wo = await requireWorkOrder(db, user, workorderid);
  const rows = await db
    .select()
    .from(i)
    .where(and(eq(i.workorderid, wo.id), shownInvoice))
    .orderBy(desc(i.invoicedate), desc(i.id));
  return presentCustomerInvoices(db, rows, () => wo.wonumber);
};

/** Preview / PDF of an approved invoice of the caller's customer; anything else answers 404. */
export const loadCustomerInvoiceDocument = async (db: Db, user: AuthUser, invoiceid: number) => {
  customerOf(user);
  const [row] = await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.id, invoiceid), shownInvoice));
  if (!row) throw notFound(`Invoice ${invoiceid}`);
  return loadInvoiceDocument(db, user, invoiceid);
};
