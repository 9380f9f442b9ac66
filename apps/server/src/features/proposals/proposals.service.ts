import {
  type BillingAction,
  customerProposalCents,
  fromCents,
  type OrderState,
  proposalAbilities,
  proposalStatusOf,
  toCents,
} from "@fm/domain";
import type { ProposalInput, ProposalUpdate } from "@fm/domain/contracts";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  customerProposals,
  invoiceItems,
  invoices,
  proposalItems,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import {
  assertVersion,
  badRequest,
  duplicate,
  impossible,
  mustExist,
  notFound,
} from "../../platform/errors.ts";
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
import {
  createInvoiceRow,
  getInvoice,
  type LineInput,
  type LineRow,
  lineValues,
  presentBillingLine,
  proposalItemsOf,
  recomputeInvoiceAmount,
  syncWorkOrderAmounts,
  totalsOf,
} from "../invoices/index.ts";
import { emitWebhookEvent } from "../webhooks/index.ts";

type ProposalRow = typeof customerProposals.$inferSelect;

/** Derived status (spec 2 §4). */
export const proposalStatus = proposalStatusOf;

const label = (p: ProposalRow) => `Customer proposal ${p.proposalnumber ?? `#${p.id}`}`;

interface ProposalReader {
  user: AuthUser;
  order: OrderState & { wonumber: string };
}

const presentProposal = (
  { user, order }: ProposalReader,
  p: ProposalRow,
  items: LineRow[],
  invoiceid: number | null,
) => {
  const t = totalsOf(items);
  const wonumber = order.wonumber;
  return {
    id: p.id,
    workorderid: p.workorderid,
    wonumber,
    workordervendorid: p.workordervendorid,
    amount: Number(p.amount),
    quotedamount: Number(p.vendorquotedamount),
    margin: Number(p.margin),
    subtotal: items.length ? fromCents(t.subtotalCents) : Number(p.amount),
    taxes: fromCents(t.taxCents),
    grandtotal: Number(p.amount),
    scopeofwork: p.scopeofwork,
    scopeofworkformatted: htmlToText(p.scopeofwork),
    externalproposalnumber: p.proposalnumber,
    note: p.notes,
    custponumber: p.custponumber,
    createddate: p.createddate.toISOString(),
    completedate: isoOrNull(p.completedate),
    approveddate: isoOrNull(p.approveddate),
    approvedbycustomer: p.custapproved,
    approvedbycustomerdate: isoOrNull(p.custapproveddate),
    rejectedbycustomer: p.custrejected,
    rejectedbycustomerdate: isoOrNull(p.custrejecteddate),
    customerrejectionnote: p.custrejectionnote,
    iscomplete: p.iscomplete,
    isapproved: p.isapproved,
    isrejected: p.isrejected,
    status: proposalStatus(p),
    invoiceid,
    version: p.version,
    details: items.map(presentBillingLine),
    abilities: proposalAbilities(user, order, p),
  };
};
export type ProposalOut = ReturnType<typeof presentProposal>;

const invoiceIdsOf = async (db: DbOrTx, ids: number[]) => {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: invoices.id, proposalid: invoices.proposalid })
    .from(invoices)
    .where(and(inArray(invoices.proposalid, ids), eq(invoices.isrejected, false)));
  return new Map(rows.map((r) => [mustExist(r.proposalid, "invoice.proposalid"), r.id]));
};

const assemble = async (db: DbOrTx, reader: ProposalReader, rows: ProposalRow[]) => {
  const ids = rows.map((r) => r.id);
  const items = await proposalItemsOf(db, ids);
  const invs = await invoiceIdsOf(db, ids);
  return rows.map((p) =>
    presentProposal(
      reader,
      p,
      items.filter((i) => i.proposalid === p.id),
      invs.get(p.id) ?? null,
    ),
  );
};

/** The Customer Proposals tab (spec 2 §2), newest first. */
export const listProposals = async (db: DbOrTx, user: AuthUser, workorderid: number) => {
  const wo = await requireWorkOrder(db, user, workorderid);
  const rows = await db
    .select()
    .from(customerProposals)
    .where(eq(customerProposals.workorderid, workorderid))
    .orderBy(sql`${customerProposals.id} desc`);
  return assemble(db, { user, order: wo }, rows);
};

/** One proposal as its writer sees it (the answer of each write, after the write's policy passed). */
export const getProposal = async (db: DbOrTx, user: AuthUser, id: number) => {
  const [row] = await db
    .select({ p: customerProposals, wonumber: workOrders.wonumber, statusid: workOrders.statusid })
    .from(customerProposals)
    .innerJoin(workOrders, eq(workOrders.id, customerProposals.workorderid))
    .where(eq(customerProposals.id, id));
  if (!row) throw notFound(`Proposal ${id}`);
  const [out] = await assemble(db, { user, order: row }, [row.p]);
  if (!out) throw notFound(`Proposal ${id}`);
  return out;
};

/** Invoiced and Cancelled orders refuse adding, editing and deleting proposals (spec 2 §4). */
const READ_ONLY = "Invoiced and Cancelled work orders cannot change proposals.";

type ProposalRowAction = Extract<
  BillingAction,
  | "editProposalRow"
  | "completeProposal"
  | "approveProposal"
  | "rejectProposal"
  | "deleteProposal"
  | "invoiceProposal"
>;

/**
 * A proposal for a write, in the lock order (AGENTS.md): its work order first, then the proposal; then the
 * action's row policy (who, the locked order, the proposal's state: BILLING_POLICIES).
 */
const lockProposal = async (
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  action: ProposalRowAction,
  readOnly = READ_ONLY,
) => {
  const { row: p, wo } = await lockWorkOrderChild(tx, user, customerProposals, id, {
    what: "Proposal",
    action: "row",
  });
  assertAllowed(user, action, { order: wo, proposal: p }, { lockedMessage: readOnly });
  return { p, wo };
};

/** Proposed amount: the lines' document total, or quoted / (1 − margin/100) without lines (spec 2 §9). */
export const proposalAmountCents = (quoted: number, margin: number, items: readonly LineRow[]) => {
  const cents = customerProposalCents(toCents(quoted), margin, items);
  if (cents === null)
    throw badRequest("A 100% margin needs proposal items: quoted / (1 − 100/100) has no value.", {
      margin: "Margin must be below 100 for a proposal without items.",
    });
  return cents;
};

const validateVendorLine = async (tx: DbOrTx, workorderid: number, wovid: number | null | undefined) => {
  if (!wovid) return null;
  const [line] = await tx
    .select({ id: workOrderVendors.id })
    .from(workOrderVendors)
    .where(and(eq(workOrderVendors.id, wovid), eq(workOrderVendors.workorderid, workorderid)));
  if (!line)
    throw badRequest("The vendor line is not on this work order.", {
      workordervendorid: "not a vendor line of this work order",
    });
  return line.id;
};

/** Replaces a proposal's lines: kept ids are updated, new lines inserted, the rest deleted. */
export const writeProposalItems = async (tx: DbOrTx, proposalid: number, items: readonly LineInput[]) => {
  const keep = items.flatMap((i) => (i.id ? [i.id] : []));
  const existing = await tx
    .select({ id: proposalItems.id })
    .from(proposalItems)
    .where(eq(proposalItems.proposalid, proposalid));
  const bad = keep.find((k) => !existing.some((e) => e.id === k));
  if (bad !== undefined)
    throw badRequest(`Item ${bad} is not a line of this proposal.`, { items: `unknown item ${bad}` });
  await tx
    .delete(proposalItems)
    .where(
      keep.length
        ? and(eq(proposalItems.proposalid, proposalid), notInArray(proposalItems.id, keep))
        : eq(proposalItems.proposalid, proposalid),
    );
  for (const i of items) {
    if (i.id) await tx.update(proposalItems).set(lineValues(i)).where(eq(proposalItems.id, i.id));
    else await tx.insert(proposalItems).values({ proposalid, ...lineValues(i) });
  }
  return tx.select().from(proposalItems).where(eq(proposalItems.proposalid, proposalid));
};

const recomputeAmount = async (tx: DbOrTx, p: ProposalRow) => {
  const items = await tx.select().from(proposalItems).where(eq(proposalItems.proposalid, p.id));
  const cents = proposalAmountCents(Number(p.vendorquotedamount), Number(p.margin), items);
  await tx
    .update(customerProposals)
    .set({ amount: (cents / 100).toFixed(2) })
    .where(eq(customerProposals.id, p.id));
  return cents;
};

/** saveproposal (spec 2 §7): a new proposal, In Progress. */
export const createProposal = (db: Db, user: AuthUser, input: ProposalInput) =>
  db.transaction(async (tx) => {
    const wo = await requireEditableWorkOrder(tx, user, input.workorderid, "addProposal", READ_ONLY);
    const wovid = await validateVendorLine(tx, wo.id, input.workordervendorid);
    const [p] = await tx
      .insert(customerProposals)
      .values({
        workorderid: wo.id,
        workordervendorid: wovid,
        ...proposalFields(input),
        createdby: user.id,
      })
      .returning();
    if (!p) throw impossible("proposal insert returned no row");
    await writeProposalItems(tx, p.id, input.items);
    const cents = await recomputeAmount(tx, p);
    await addSystemNote(tx, wo.id, user, `${label(p)} added: ${usdFromCents(cents)}.`);
    await emitWebhookEvent(tx, "proposal.created", {
      proposalid: p.id,
      workorderid: wo.id,
      wonumber: wo.wonumber,
      amount: usdFromCents(cents),
    });
    // The customer's "proposal added" notice, when switched on (issue 14: Notifications tab honoured).
    await queueCustomerNotice(tx, {
      customerid: wo.customerid,
      notice: "proposaladded",
      workorderid: wo.id,
      wonumber: wo.wonumber,
      subject: "Proposal added",
      text: `A proposal of ${usdFromCents(cents)} was added to work order ${wo.wonumber}.`,
      createdby: user.id,
    });
    return getProposal(tx, user, p.id);
  });

/** The proposal columns the create and edit forms both write. */
const proposalFields = (input: ProposalInput | ProposalUpdate) => ({
  proposalnumber: input.externalproposalnumber,
  notes: input.note,
  vendorquotedamount: input.quotedamount.toFixed(2),
  margin: input.margin.toFixed(2),
  scopeofwork: sanitizeRichText(input.scopeofwork),
  custponumber: input.custponumber,
});

/** updateproposal: only while neither approved nor rejected; version must match (409). */
export const updateProposal = (db: Db, user: AuthUser, input: ProposalUpdate) =>
  db.transaction(async (tx) => {
    const { p: before } = await lockProposal(tx, user, input.id, "editProposalRow");
    assertVersion(before.version, input.version, "proposal");
    const wovid =
      input.workordervendorid === undefined
        ? before.workordervendorid
        : await validateVendorLine(tx, before.workorderid, input.workordervendorid);
    const [p] = await tx
      .update(customerProposals)
      .set({
        workordervendorid: wovid,
        ...proposalFields(input),
        modifieddate: new Date(),
        version: sql`${customerProposals.version} + 1`,
      })
      .where(eq(customerProposals.id, before.id))
      .returning();
    if (!p) throw notFound(`Proposal ${input.id}`);
    if (input.items) await writeProposalItems(tx, p.id, input.items);
    const cents = await recomputeAmount(tx, p);
    await addSystemNote(
      tx,
      p.workorderid,
      user,
      `${label(p)} updated: ${usdFromCents(toCents(before.amount))} → ${usdFromCents(cents)}.`,
    );
    return getProposal(tx, user, p.id);
  });

export const PROPOSAL_ACTIONS = ["complete", "approve", "reject"] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];
const PROPOSAL_POLICY = {
  complete: "completeProposal",
  approve: "approveProposal",
  reject: "rejectProposal",
} as const satisfies Record<ProposalAction, ProposalRowAction>;

/**
 * Status actions (spec 2 §4): Complete if not rejected, not approved, not complete; Approve if complete, not
 * rejected, not approved; Reject if complete and not rejected (an approved proposal may still be rejected).
 */
export const changeProposalStatus = (
  db: Db,
  user: AuthUser,
  id: number,
  action: ProposalAction,
  version: number,
) =>
  db.transaction(async (tx) => {
    const { p } = await lockProposal(tx, user, id, PROPOSAL_POLICY[action]);
    assertVersion(p.version, version, "proposal");
    const now = new Date();
    const set: Partial<typeof customerProposals.$inferInsert> =
      action === "complete"
        ? { iscomplete: true, completedate: now }
        : action === "approve"
          ? { isapproved: true, approveddate: now, approvedby: user.id }
          : { isrejected: true, rejecteddate: now, isapproved: false };
    await tx
      .update(customerProposals)
      .set({ ...set, modifieddate: now, version: sql`${customerProposals.version} + 1` })
      .where(eq(customerProposals.id, p.id));
    const word = { complete: "completed", approve: "approved", reject: "rejected" }[action];
    await addSystemNote(tx, p.workorderid, user, `${label(p)} ${word} (${usdFromCents(toCents(p.amount))}).`);
    await emitWebhookEvent(tx, "proposal.status_changed", {
      proposalid: p.id,
      workorderid: p.workorderid,
      status: word,
    });
    await syncWorkOrderAmounts(tx, p.workorderid);
    return getProposal(tx, user, p.id);
  });

/** removeproposal: not once approved (spec 2 §4). */
export const removeProposal = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const { p } = await lockProposal(tx, user, id, "deleteProposal");
    await tx.delete(customerProposals).where(eq(customerProposals.id, p.id));
    await addSystemNote(tx, p.workorderid, user, `${label(p)} removed.`);
    await syncWorkOrderAmounts(tx, p.workorderid);
    return true;
  });

/** removeproposalitem: items of an approved or rejected proposal cannot change (spec 2 §4). */
export const removeProposalItem = (db: Db, user: AuthUser, itemId: number) =>
  db.transaction(async (tx) => {
    const [item] = await tx.select().from(proposalItems).where(eq(proposalItems.id, itemId));
    if (!item) throw notFound(`Proposal item ${itemId}`);
    const { p } = await lockProposal(tx, user, item.proposalid, "editProposalRow");
    await tx.delete(proposalItems).where(eq(proposalItems.id, itemId));
    const cents = await recomputeAmount(tx, p);
    await tx
      .update(customerProposals)
      .set({ modifieddate: new Date(), version: sql`${customerProposals.version} + 1` })
      .where(eq(customerProposals.id, p.id));
    await addSystemNote(
      tx,
      p.workorderid,
      user,
      `${label(p)}: item '${item.description}' removed; amount ${usdFromCents(cents)}.`,
    );
    return getProposal(tx, user, p.id);
  });

/** cloneproposal: a new In Progress copy with the same lines; answers the updated list. */
export const cloneProposal = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const [src] = await tx.select().from(customerProposals).where(eq(customerProposals.id, id));
    if (!src) throw notFound(`Proposal ${id}`);
    await requireEditableWorkOrder(tx, user, src.workorderid, "addProposal", READ_ONLY);
    const [copy] = await tx
      .insert(customerProposals)
      .values({
        workorderid: src.workorderid,
        workordervendorid: src.workordervendorid,
        proposalnumber: src.proposalnumber,
        notes: src.notes,
        vendorquotedamount: src.vendorquotedamount,
        margin: src.margin,
        amount: src.amount,
        scopeofwork: src.scopeofwork,
        custponumber: src.custponumber,
        createdby: user.id,
      })
      .returning();
    if (!copy) throw impossible("proposal clone returned no row");
    const items = await tx.select().from(proposalItems).where(eq(proposalItems.proposalid, src.id));
    if (items.length)
      await tx
        .insert(proposalItems)
        .values(items.map(({ id: _id, proposalid: _p, ...rest }) => ({ ...rest, proposalid: copy.id })));
    await addSystemNote(tx, src.workorderid, user, `${label(src)} cloned as proposal #${copy.id}.`);
    return listProposals(tx, user, src.workorderid);
  });

/**
 * convertproposal (Create Invoice): approved proposals only; the invoice takes the proposal's lines (or one
 * line for the proposed amount when it has none). A proposal is invoiced once (unless that invoice is rejected).
 */
export const convertProposal = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const { p, wo } = await lockProposal(
      tx,
      user,
      id,
      "invoiceProposal",
      "Invoiced and Cancelled work orders cannot get new invoices.",
    );
    const [already] = await tx
      .select({ id: invoices.id, invoicenumber: invoices.invoicenumber })
      .from(invoices)
      .where(and(eq(invoices.proposalid, p.id), eq(invoices.isrejected, false)));
    if (already)
      throw duplicate(
        `This proposal is already invoiced (invoice ${already.invoicenumber}).`,
        { id: "already invoiced" },
        409,
      );
    const items = await tx
      .select()
      .from(proposalItems)
      .where(eq(proposalItems.proposalid, p.id))
      .orderBy(asc(proposalItems.id));
    const lines = items.length
      ? items.map(({ id: _id, proposalid: _p, ...rest }) => ({
          ...rest,
          // Invoice lines list types 1 to 5: Misc becomes Other.
          itemtypeid: rest.itemtypeid === 6 ? 4 : rest.itemtypeid,
        }))
      : [
          {
            itemtypeid: 4,
            description: `Per proposal ${p.proposalnumber ?? `#${p.id}`}`,
            quantity: "1",
            rate: p.amount,
            taxrate: "0",
            uomid: null,
          },
        ];
    const inv = await createInvoiceRow(tx, user, wo, {
      proposalid: p.id,
      scopeofwork: p.scopeofwork,
      note: p.notes,
    });
    await tx.insert(invoiceItems).values(lines.map((l) => ({ ...l, invoiceid: inv.id })));
    const cents = await recomputeInvoiceAmount(tx, inv.id);
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Invoice ${inv.invoicenumber} created from ${label(p).toLowerCase()}: ${usdFromCents(cents)}.`,
    );
    await syncWorkOrderAmounts(tx, wo.id);
    return getInvoice(tx, user, inv.id);
  });
