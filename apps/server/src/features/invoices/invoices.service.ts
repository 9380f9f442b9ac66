import {
  type BillingAction,
  fromCents,
  invoiceAbilities,
  invoiceDueDate,
  type OrderState,
  toCents,
} from "@fm/domain";
import type { InvoiceInput, InvoiceUpdate } from "@fm/domain/contracts";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customers, invoiceItems, invoices, terms, workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, mustExist, notFound } from "../../platform/errors.ts";
import { isoOrNull } from "../../platform/format/dates.ts";
import { htmlToText } from "../../platform/format/html-text.ts";
import { usdFromCents } from "../../platform/format/money.ts";
import { sanitizeRichText } from "../../platform/html/sanitize.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import {
  addSystemNote,
  lockWorkOrderChild,
  requireEditableWorkOrder,
  requireWorkOrder,
} from "../../platform/workorder-core/index.ts";
import { queueCustomerNotice } from "../customers/index.ts";
import { emitWebhookEvent } from "../webhooks/index.ts";
import {
  invoiceItemsOf,
  type LineInput,
  type LineRow,
  lineValues,
  presentBillingLine,
  sameLines,
  totalsOf,
} from "./billing-lines.ts";
import { syncWorkOrderAmounts } from "./workorder-amounts.ts";

type InvoiceRow = typeof invoices.$inferSelect;
type WorkOrderRow = typeof workOrders.$inferSelect;

interface InvoiceReader {
  user: AuthUser;
  order: OrderState & { wonumber: string };
}

const presentInvoice = ({ user, order }: InvoiceReader, i: InvoiceRow, items: LineRow[]) => {
  const t = totalsOf(items);
  const wonumber = order.wonumber;
  return {
    id: i.id,
    workorderid: i.workorderid,
    wonumber,
    proposalid: i.proposalid,
    invoicenumber: i.invoicenumber,
    amount: Number(i.amount),
    subtotal: fromCents(t.subtotalCents),
    taxes: fromCents(t.taxCents),
    invoicedate: i.invoicedate.toISOString(),
    invoicingdate: i.invoicedate.toISOString(),
    duedate: i.duedate.toISOString(),
    completedate: isoOrNull(i.completedate),
    sentby: i.sentby,
    invoicesentby: i.sentby,
    billwithoutsignoff: i.billwithoutsignoff,
    isapproved: i.isapproved,
    approveddate: isoOrNull(i.approveddate),
    isrejected: i.isrejected,
    rejectreason: i.rejectreason,
    note: i.note,
    scopeofwork: i.scopeofwork,
    scopeofworkformatted: htmlToText(i.scopeofwork),
    version: i.version,
    details: items.map(presentBillingLine),
    abilities: invoiceAbilities(user, order, i),
  };
};
export type InvoiceOut = ReturnType<typeof presentInvoice>;

const assemble = async (db: DbOrTx, reader: InvoiceReader, rows: InvoiceRow[]) => {
  const ids = rows.map((r) => r.id);
  const items = await invoiceItemsOf(db, ids);
  return rows.map((r) =>
    presentInvoice(
      reader,
      r,
      items.filter((i) => i.invoiceid === r.id),
    ),
  );
};

/** The Invoice & Payments tab (spec 2 §2), newest first. */
export const listInvoices = async (db: DbOrTx, user: AuthUser, workorderid: number) => {
  const wo = await requireWorkOrder(db, user, workorderid);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.workorderid, workorderid))
    .orderBy(sql`${invoices.id} desc`);
  return assemble(db, { user, order: wo }, rows);
};

/** One invoice as its writer sees it (the answer of each write, after the write's policy passed). */
export const getInvoice = async (db: DbOrTx, user: AuthUser, id: number) => {
  const [row] = await db
    .select({ i: invoices, wonumber: workOrders.wonumber, statusid: workOrders.statusid })
    .from(invoices)
    .innerJoin(workOrders, eq(workOrders.id, invoices.workorderid))
    .where(eq(invoices.id, id));
  if (!row) throw notFound(`Invoice ${id}`);
  const [out] = await assemble(db, { user, order: row }, [row.i]);
  if (!out) throw notFound(`Invoice ${id}`);
  return out;
};

/** The customer's term in days (customers.termid → terms.days); 0 (due on receipt) without a term. */
export const customerTermDays = async (tx: DbOrTx, customerid: number) => {
  const [row] = await tx
    .select({ days: terms.days })
    .from(customers)
    .leftJoin(terms, eq(terms.id, customers.termid))
    .where(eq(customers.id, customerid));
  // The order references its customer, so the row exists; a customer without a term has no days.
  return mustExist(row, `customer ${customerid}`).days ?? 0;
};

/**
 * Inserts an invoice header. The number is '{wonumber}-{n}' — unique because work-order numbers are and the
 * work order is locked by the caller. Due date defaults to today + the customer's term (spec 2 §9).
 */
export const createInvoiceRow = async (
  tx: DbOrTx,
  user: AuthUser,
  wo: WorkOrderRow,
  over: Partial<typeof invoices.$inferInsert>,
) => {
  const taken = new Set(
    (
      await tx
        .select({ n: invoices.invoicenumber })
        .from(invoices)
        .where(sql`${invoices.invoicenumber} like ${`${wo.wonumber}-%`}`)
    ).map((r) => r.n),
  );
  let n = taken.size + 1;
  while (taken.has(`${wo.wonumber}-${n}`)) n++;
  const now = new Date();
  const duedate = over.duedate ?? invoiceDueDate(now, await customerTermDays(tx, wo.customerid));
  const [row] = await tx
    .insert(invoices)
    .values({
      workorderid: wo.id,
      invoicenumber: `${wo.wonumber}-${n}`,
      invoicedate: now,
      createdby: user.id,
      ...over,
      duedate,
    })
    .returning();
  if (!row) throw new Error("invoice not created");
  await emitWebhookEvent(tx, "invoice.created", {
    invoiceid: row.id,
    invoicenumber: row.invoicenumber,
    workorderid: wo.id,
    wonumber: wo.wonumber,
  });
  return row;
};

export const recomputeInvoiceAmount = async (tx: DbOrTx, invoiceid: number) => {
  const items = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceid, invoiceid));
  const cents = totalsOf(items).totalCents;
  await tx
    .update(invoices)
    .set({ amount: (cents / 100).toFixed(2) })
    .where(eq(invoices.id, invoiceid));
  return cents;
};

const writeInvoiceItems = async (tx: DbOrTx, invoiceid: number, items: readonly LineInput[]) => {
  const keep = items.flatMap((i) => (i.id ? [i.id] : []));
  const existing = await tx
    .select({ id: invoiceItems.id })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceid, invoiceid));
  const bad = keep.find((k) => !existing.some((e) => e.id === k));
  if (bad !== undefined)
    throw badRequest(`Item ${bad} is not a line of this invoice.`, { items: `unknown item ${bad}` });
  await tx
    .delete(invoiceItems)
    .where(
      keep.length
        ? and(eq(invoiceItems.invoiceid, invoiceid), notInArray(invoiceItems.id, keep))
        : eq(invoiceItems.invoiceid, invoiceid),
    );
  for (const i of items) {
    if (i.id) await tx.update(invoiceItems).set(lineValues(i)).where(eq(invoiceItems.id, i.id));
    else await tx.insert(invoiceItems).values({ invoiceid, ...lineValues(i) });
  }
};

/** Invoiced and Cancelled orders are read-only (spec 2 §6): no new, edited or removed invoices. */
const READ_ONLY = "Invoiced and Cancelled work orders cannot change invoices.";

/**
 * An invoice for a write, in the lock order (AGENTS.md): its work order first, then the invoice, then the
 * action's policy on both (approve, unapprove and reject stay open to accounting on a locked order).
 */
const lockInvoice = async (
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  action: "editInvoice" | Extract<BillingAction, `${string}Invoice${string}`>,
) => {
  const { row, wo } = await lockWorkOrderChild(tx, user, invoices, id, { what: "Invoice", action: "row" });
  if (action === "editInvoice") assertAllowed(user, action, { order: wo }, { lockedMessage: READ_ONLY });
  else assertAllowed(user, action, { order: wo, invoice: row }, { lockedMessage: READ_ONLY });
  return { ...row, order: wo };
};

const sanitizeScope = (s: string | null | undefined) => (s ? sanitizeRichText(s) : null);

/** The invoice columns the create and edit forms both write (dates left out keep their default / stored value). */
const invoiceFields = (input: InvoiceInput | InvoiceUpdate) => ({
  ...(input.invoicedate ? { invoicedate: input.invoicedate } : {}),
  ...(input.duedate ? { duedate: input.duedate } : {}),
  completedate: input.completedate ?? null,
  sentby: input.sentby,
  billwithoutsignoff: input.billwithoutsignoff,
  note: input.note,
  scopeofwork: sanitizeScope(input.scopeofwork),
});

/** saveinvoice (spec 2 §7). */
export const createInvoice = (db: Db, user: AuthUser, input: InvoiceInput) =>
  db.transaction(async (tx) => {
    const wo = await requireEditableWorkOrder(tx, user, input.workorderid, "addInvoice", READ_ONLY);
    const inv = await createInvoiceRow(tx, user, wo, {
      ...invoiceFields(input),
    });
    await writeInvoiceItems(tx, inv.id, input.items);
    const cents = await recomputeInvoiceAmount(tx, inv.id);
    await addSystemNote(tx, wo.id, user, `Invoice ${inv.invoicenumber} added: ${usdFromCents(cents)}.`);
    await syncWorkOrderAmounts(tx, wo.id);
    // The customer's "invoice added" notice, when switched on (issue 14: Notifications tab honoured).
    await queueCustomerNotice(tx, {
      customerid: wo.customerid,
      notice: "invoiceadded",
      workorderid: wo.id,
      wonumber: wo.wonumber,
      subject: "Invoice added",
      text: `Invoice ${inv.invoicenumber} of ${usdFromCents(cents)} was added to work order ${wo.wonumber}.`,
      createdby: user.id,
    });
    return getInvoice(tx, user, inv.id);
  });

/** updateinvoice: version must match (409); an approved invoice's items cannot change (spec 2 §4). */
export const updateInvoice = (db: Db, user: AuthUser, input: InvoiceUpdate) =>
  db.transaction(async (tx) => {
    const before = await lockInvoice(tx, user, input.id, "editInvoice");
    assertVersion(before.version, input.version, "invoice");
    if (before.isapproved && input.items) {
      const stored = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceid, before.id));
      if (!sameLines(stored, input.items))
        assertAllowed(user, "editInvoiceItems", { order: before.order, invoice: before });
    }
    await tx
      .update(invoices)
      .set({
        ...invoiceFields(input),
        modifieddate: new Date(),
        version: sql`${invoices.version} + 1`,
      })
      .where(eq(invoices.id, before.id));
    if (input.items && !before.isapproved) await writeInvoiceItems(tx, before.id, input.items);
    const cents = await recomputeInvoiceAmount(tx, before.id);
    await addSystemNote(
      tx,
      before.workorderid,
      user,
      `Invoice ${before.invoicenumber} updated: ${usdFromCents(toCents(before.amount))} → ${usdFromCents(cents)}.`,
    );
    await syncWorkOrderAmounts(tx, before.workorderid);
    return getInvoice(tx, user, before.id);
  });

export const INVOICE_ACTIONS = ["approve", "unapprove", "reject"] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];
const INVOICE_POLICY = {
  approve: "approveInvoiceRow",
  unapprove: "unapproveInvoiceRow",
  reject: "rejectInvoiceRow",
} as const satisfies Record<InvoiceAction, BillingAction>;

/**
 * Approve (when not approved), UnApprove (when approved), Reject (when not rejected; clears the approval)
 * — spec 2 §4. Each answers the work order's invoice list.
 */
export const changeInvoiceStatus = (
  db: Db,
  user: AuthUser,
  input: { invoiceid: number; action: InvoiceAction; version: number; reason?: string | null | undefined },
) =>
  db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, user, input.invoiceid, INVOICE_POLICY[input.action]);
    assertVersion(inv.version, input.version, "invoice");
    const now = new Date();
    let set: Partial<typeof invoices.$inferInsert>;
    let note: string;
    if (input.action === "approve") {
      set = { isapproved: true, approvedby: user.id, approveddate: now };
      note = `Invoice ${inv.invoicenumber} approved (${usdFromCents(toCents(inv.amount))}).`;
    } else if (input.action === "unapprove") {
      set = { isapproved: false, approvedby: null, approveddate: null };
      note = `Invoice ${inv.invoicenumber} un-approved.`;
    } else {
      set = {
        isrejected: true,
        rejecteddate: now,
        rejectreason: input.reason?.trim() || null,
        isapproved: false,
        approvedby: null,
        approveddate: null,
      };
      note = `Invoice ${inv.invoicenumber} rejected${input.reason?.trim() ? `: ${input.reason.trim()}` : ""}.`;
    }
    await tx
      .update(invoices)
      .set({ ...set, modifieddate: now, version: sql`${invoices.version} + 1` })
      .where(eq(invoices.id, inv.id));
    await addSystemNote(tx, inv.workorderid, user, note);
    await emitWebhookEvent(tx, "invoice.status_changed", {
      invoiceid: inv.id,
      invoicenumber: inv.invoicenumber,
      workorderid: inv.workorderid,
      status: { approve: "approved", unapprove: "unapproved", reject: "rejected" }[input.action],
    });
    await syncWorkOrderAmounts(tx, inv.workorderid);
    return listInvoices(tx, user, inv.workorderid);
  });

/** removeinvoice: never an approved invoice. */
export const removeInvoice = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const inv = await lockInvoice(tx, user, id, "deleteInvoice");
    await tx.delete(invoices).where(eq(invoices.id, inv.id));
    await addSystemNote(tx, inv.workorderid, user, `Invoice ${inv.invoicenumber} removed.`);
    await syncWorkOrderAmounts(tx, inv.workorderid);
    return true;
  });
