import {
  CUSTOMER_PROPOSAL_DECISION,
  canCustomerApprove,
  canCustomerReject,
  customerDecided,
  customerProposalStatusOf,
  fromCents,
  toCents,
} from "@fm/domain";
import type { CustomerProposal, CustomerProposalDecision } from "@fm/domain/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customerProposals } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { conflict, invalidState, notFound } from "../../platform/errors.ts";
import { isoOrNull } from "../../platform/format/dates.ts";
import { usdFromCents } from "../../platform/format/money.ts";
import { sanitizeRichText } from "../../platform/html/sanitize.ts";
import { addSystemNote, lockWorkOrderChild, requireWorkOrder } from "../../platform/workorder-core/index.ts";
import {
  type LineRow,
  loadProposalDocument,
  presentBillingLine,
  proposalItemsOf,
  syncWorkOrderAmounts,
  totalsOf,
} from "../invoices/index.ts";
import { customerOf } from "./customer-workorders.service.ts";
import { notifyDispatcher } from "./dispatcher-notice.ts";

type Row = typeof customerProposals.$inferSelect;
const p = customerProposals;

/** A customer sees a proposal once staff completed it (drafts stay internal). */
const shownToCustomer = eq(p.iscomplete, true);

const flags = (r: Row) => ({
  iscomplete: r.iscomplete,
  isapproved: r.isapproved,
  isrejected: r.isrejected,
  approvedbycustomer: r.custapproved,
  rejectedbycustomer: r.custrejected,
});

const present = (r: Row, wonumber: string, items: LineRow[]): CustomerProposal => {
  const t = totalsOf(items);
  const f = flags(r);
  return {
    id: r.id,
    workorderid: r.workorderid,
    wonumber,
    proposalnumber: r.proposalnumber ?? String(r.id),
    amount: Number(r.amount),
    subtotal: items.length ? fromCents(t.subtotalCents) : Number(r.amount),
    taxes: fromCents(t.taxCents),
    note: r.notes,
    scopeofwork: sanitizeRichText(r.scopeofwork),
    custponumber: r.custponumber,
    createddate: r.createddate.toISOString(),
    completedate: isoOrNull(r.completedate),
    ...f,
    approvedbycustomerdate: isoOrNull(r.custapproveddate),
    rejectedbycustomerdate: isoOrNull(r.custrejecteddate),
    rejectionnote: r.custrejectionnote,
    status: customerProposalStatusOf(f),
    canapprove: canCustomerApprove(f),
    canreject: canCustomerReject(f),
    version: r.version,
    details: items.map(presentBillingLine),
  };
};

/** The customer's view of proposal rows (with their lines), newest first. */
export const presentCustomerProposals = async (
  db: DbOrTx,
  rows: Row[],
  wonumberOf: (id: number) => string,
) => {
  const ids = rows.map((r) => r.id);
  const items = await proposalItemsOf(db, ids);
  return rows.map((r) =>
    present(
      r,
      wonumberOf(r.workorderid),
      items.filter((i) => i.proposalid === r.id),
    ),
  );
};

/** GET /api/customerprofile/proposals?workorderid: the order's completed proposals. */
export const listCustomerProposals = async (db: DbOrTx, user: AuthUser, workorderid: number) => {
  customerOf(user);
  const wo = await requireWorkOrder(db, user, workorderid);
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.workorderid, wo.id), shownToCustomer))
    .orderBy(desc(p.id));
  return presentCustomerProposals(db, rows, () => wo.wonumber);
};

const label = (r: Row) => `Customer proposal ${r.proposalnumber ?? `#${r.id}`}`;

/**
 * POST /api/customerprofile/updateproposalstatus (spec 2 §4): the customer approves (3) or rejects (4, with
 * its Rejection Information) a proposal staff completed, once: a second decision answers 409, as does a
 * stale version. Writes a System note, keeps the order's amounts in step and tells the dispatcher; answers
 * the order's proposal list.
 */
export const decideCustomerProposal = (db: Db, user: AuthUser, body: CustomerProposalDecision) =>
  db.transaction(async (tx) => {
    customerOf(user);
    const { row, wo } = await lockWorkOrderChild(tx, user, p, body.proposalId, {
      what: "Proposal",
      action: "customerProposalDecision",
      readOnly: "Invoiced and Cancelled work orders are read-only: proposals cannot be approved or rejected.",
    });
    if (!row.iscomplete) throw notFound(`Proposal ${body.proposalId}`);
    const f = flags(row);
    if (customerDecided(f))
      throw conflict(`This proposal was already ${f.approvedbycustomer ? "approved" : "rejected"}.`);
    const approve = body.proposalStatusId === CUSTOMER_PROPOSAL_DECISION.Approve;
    if (approve ? !canCustomerApprove(f) : !canCustomerReject(f))
      throw invalidState(
        `This proposal can no longer be ${approve ? "approved" : "rejected"}: it is ${customerProposalStatusOf(f)}.`,
        { proposalId: `proposal is ${customerProposalStatusOf(f)}` },
      );
    if (row.version !== body.version)
      throw conflict("This proposal changed since you opened it. Reload to see the current proposal.");
    const now = new Date();
    const reason = body.note?.trim() ?? "";
    await tx
      .update(p)
      .set({
        ...(approve
          ? {
              custapproved: true,
              custapproveddate: now,
              isapproved: true,
              approveddate: now,
              approvedby: user.id,
            }
          : {
              custrejected: true,
              custrejecteddate: now,
              custrejectionnote: reason,
              isrejected: true,
              rejecteddate: now,
              isapproved: false,
            }),
        custdecidedby: user.id,
        modifieddate: now,
        version: row.version + 1,
      })
      .where(eq(p.id, row.id));
    const amount = usdFromCents(toCents(row.amount));
    const text = approve
      ? `${label(row)} approved by the customer (${amount}).`
      : `${label(row)} rejected by the customer (${amount}). Rejection Information: ${reason}`;
    await addSystemNote(tx, wo.id, user, text);
    await syncWorkOrderAmounts(tx, wo.id);
    await notifyDispatcher(tx, user, wo, approve ? "Proposal Approved" : "Proposal Rejected", [text]);
    return listCustomerProposals(tx, user, wo.id);
  });

/** Preview / PDF of a proposal the customer may see (a draft or another customer's answers 404). */
export const loadCustomerProposalDocument = async (db: Db, user: AuthUser, proposalid: number) => {
  customerOf(user);
  const [row] = await db
    .select({ workorderid: p.workorderid })
    .from(p)
    .where(and(eq(p.id, proposalid), shownToCustomer));
  if (!row) throw notFound(`Proposal ${proposalid}`);
  return loadProposalDocument(db, user, proposalid);
};
