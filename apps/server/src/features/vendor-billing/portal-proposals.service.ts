import { fromCents, VENDOR_BILLING_STATUS, vendorDocumentAbilities } from "@fm/domain";
import type {
  NewVendorProposalBody,
  UpdateVendorProposalBody,
  VendorPortalProposal,
} from "@fm/domain/contracts";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  vendorInvoices,
  vendorProposalAttachments,
  vendorProposals,
  vendors,
  workOrderAttachments,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { impossible, notFound } from "../../platform/errors.ts";
import { usdFromCents } from "../../platform/format/money.ts";
import {
  addSystemNote,
  declinedIn,
  readerScope,
  requireEditableWorkOrder,
} from "../../platform/workorder-core/index.ts";
import {
  callerVendorId,
  deleteDraftDocument,
  getPortalDocument,
  linesOfLocked,
  lockDraftForEdit,
  lockForSubmit,
  lockPortalDocument,
  type PortalListQuery,
  PROPOSAL,
  portalListFilter,
  statusNameOf,
} from "./vendor-documents.ts";
import {
  amountCentsOf,
  insertLines,
  type LineInputs,
  linesAsInputs,
  presentLines,
  readLines,
  replaceLines,
} from "./vendor-lines.ts";

const READ_ONLY = PROPOSAL.readOnly;
const statusName = (id: number) => statusNameOf(PROPOSAL, id);

/**
 * The caller's vendor proposals: one work order's (the detail's Proposals tab) or all in one status (My
 * Proposals). Rows are the caller's vendor's only, on orders still in its scope, newest first.
 */
export const listPortalProposals = async (
  db: DbOrTx,
  user: AuthUser,
  q: PortalListQuery,
): Promise<VendorPortalProposal[]> => {
  return selectProposals(db, user, await portalListFilter(PROPOSAL, db, user, q));
};

const selectProposals = async (
  db: DbOrTx,
  user: AuthUser,
  where: SQL | undefined,
): Promise<VendorPortalProposal[]> => {
  const rows = await db
    .select({
      p: vendorProposals,
      vendorname: vendors.name,
      wonumber: workOrders.wonumber,
      orderstatusid: workOrders.statusid,
      declined: declinedIn(vendorProposals.workorderid, vendorProposals.vendorid),
    })
    .from(vendorProposals)
    .innerJoin(vendors, eq(vendors.id, vendorProposals.vendorid))
    .innerJoin(workOrders, eq(workOrders.id, vendorProposals.workorderid))
    .where(and(where, readerScope(user)))
    .orderBy(desc(vendorProposals.id))
    .limit(1000);
  const ids = rows.map((r) => r.p.id);
  const lines = await readLines(db, "proposal", ids);
  const invoices = ids.length
    ? await db
        .select({ id: vendorInvoices.id, proposalid: vendorInvoices.proposalid })
        .from(vendorInvoices)
        .where(
          and(
            inArray(vendorInvoices.proposalid, ids),
            ne(vendorInvoices.invoicestatusid, VENDOR_BILLING_STATUS.Rejected),
          ),
        )
        .orderBy(desc(vendorInvoices.id))
    : [];
  const files = ids.length
    ? await db
        .select({ proposalid: vendorProposalAttachments.proposalid, a: workOrderAttachments })
        .from(vendorProposalAttachments)
        .innerJoin(workOrderAttachments, eq(workOrderAttachments.id, vendorProposalAttachments.attachmentid))
        .where(inArray(vendorProposalAttachments.proposalid, ids))
        .orderBy(desc(workOrderAttachments.id))
    : [];
  return rows.map(({ p, vendorname, wonumber, orderstatusid, declined }) => {
    const l = lines.get(p.id) ?? { labor: [], materials: [], other: [] };
    const invoiceid = invoices.find((i) => i.proposalid === p.id)?.id ?? null;
    return {
      id: p.id,
      proposalnumber: p.proposalnumber,
      proposaldate: p.proposaldate.toISOString(),
      proposalstatusid: p.proposalstatusid,
      proposalstatus: statusName(p.proposalstatusid),
      vendorid: p.vendorid,
      vendorname,
      workorderid: p.workorderid,
      workordervendorid: p.workordervendorid,
      wonumber,
      proposalamount: fromCents(amountCentsOf(l)),
      description: p.description,
      note: p.note,
      rejectionnote: p.rejectionnote,
      version: p.version,
      ...presentLines(l),
      invoiceid,
      attachments: files
        .filter((f) => f.proposalid === p.id)
        .map(({ a }) => ({
          id: a.id,
          displayname: a.displayname,
          createddate: a.createddate.toISOString(),
          createdbyname: a.createdbyname,
        })),
      abilities: vendorDocumentAbilities(
        user,
        { order: { statusid: orderstatusid }, declined },
        { kind: "proposal", statusid: p.proposalstatusid, invoiceid },
      ),
    };
  });
};

/** One of the caller's proposals (404 for another vendor's or an out-of-scope order's). */
export const getPortalProposal = (db: DbOrTx, user: AuthUser, id: number) =>
  getPortalDocument(PROPOSAL, db, user, id, selectProposals);

/** A proposal for a write in the lock order (work order, then the proposal); the caller's vendor's only. */
export const lockPortalProposal = async (tx: DbOrTx, user: AuthUser, id: number) => {
  const { row, wo } = await lockPortalDocument(PROPOSAL, tx, user, id);
  return { p: row, wo };
};

/** The caller's vendor line on the order (set on the proposal so staff see whose it is). */
const vendorLineOf = async (tx: DbOrTx, workorderid: number, vendorid: number) => {
  const [line] = await tx
    .select({ id: workOrderVendors.id })
    .from(workOrderVendors)
    .where(and(eq(workOrderVendors.workorderid, workorderid), eq(workOrderVendors.vendorid, vendorid)));
  if (!line) throw notFound(`Work order ${workorderid}`);
  return line.id;
};

/** The next proposal number of this vendor on this order: VP-{wonumber}-{n}. */
const nextNumber = async (tx: DbOrTx, wo: { id: number; wonumber: string }, vendorid: number) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorProposals)
    .where(and(eq(vendorProposals.workorderid, wo.id), eq(vendorProposals.vendorid, vendorid)));
  return `VP-${wo.wonumber}-${(row?.n ?? 0) + 1}`;
};

const insertDraft = async (
  tx: DbOrTx,
  user: AuthUser,
  wo: { id: number; wonumber: string },
  input: { description: string | null; note: string | null } & LineInputs,
) => {
  const vendorid = callerVendorId(user);
  const [p] = await tx
    .insert(vendorProposals)
    .values({
      workorderid: wo.id,
      vendorid,
      workordervendorid: await vendorLineOf(tx, wo.id, vendorid),
      proposalnumber: await nextNumber(tx, wo, vendorid),
      proposalstatusid: VENDOR_BILLING_STATUS.Draft,
      description: input.description,
      note: input.note,
      createdby: user.id,
    })
    .returning();
  if (!p) throw impossible("vendor proposal insert returned no row");
  await insertLines(tx, "proposal", p.id, input);
  return p;
};

/** POST /vendorprofile/newproposal: a draft on one of the caller's orders. */
export const newPortalProposal = (db: Db, user: AuthUser, input: NewVendorProposalBody) =>
  db.transaction(async (tx) => {
    const wo = await requireEditableWorkOrder(tx, user, input.workorderid, "vendorProposalWrite", READ_ONLY);
    const p = await insertDraft(tx, user, wo, input);
    await addSystemNote(tx, wo.id, user, `Vendor proposal ${p.proposalnumber} started (draft).`);
    return getPortalProposal(tx, user, p.id);
  });

/** POST /vendorprofile/updateproposal: a draft only; the lines replace the stored ones. */
export const updatePortalProposal = (db: Db, user: AuthUser, input: UpdateVendorProposalBody) =>
  db.transaction(async (tx) => {
    const { row: p } = await lockDraftForEdit(PROPOSAL, tx, user, input.id, input.version);
    await tx
      .update(vendorProposals)
      .set({ description: input.description, note: input.note, version: sql`${vendorProposals.version} + 1` })
      .where(eq(vendorProposals.id, p.id));
    await replaceLines(tx, "proposal", p.id, input);
    return getPortalProposal(tx, user, p.id);
  });

/** POST /vendorprofile/cloneproposal/{id}: a new draft with the same description, note and lines. */
export const clonePortalProposal = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const { p, wo } = await lockPortalProposal(tx, user, id);
    const lines = await linesOfLocked(tx, "proposal", p.id);
    const copy = await insertDraft(tx, user, wo, {
      description: p.description,
      note: p.note,
      ...linesAsInputs(lines),
    });
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Vendor proposal ${p.proposalnumber} cloned as ${copy.proposalnumber}.`,
    );
    return getPortalProposal(tx, user, copy.id);
  });

/** DELETE /vendorprofile/deleteproposal: a draft only. */
export const deletePortalProposal = (db: Db, user: AuthUser, q: { proposalId: number; version: number }) =>
  deleteDraftDocument(PROPOSAL, db, user, q.proposalId, q.version);

/**
 * PUT /vendorprofile/updateproposalstatus: the vendor's only move is Submit (draft 1 → waiting 2), after which
 * staff see it in Vendor Submitted Proposals. Approve and reject (3, 4) are staff decisions.
 */
export const submitPortalProposal = (
  db: Db,
  user: AuthUser,
  input: { proposalId: number; proposalStatusId: number; version: number; note?: string | null | undefined },
) =>
  db.transaction(async (tx) => {
    const {
      row: p,
      wo,
      cents,
    } = await lockForSubmit(
      PROPOSAL,
      tx,
      user,
      { id: input.proposalId, statusid: input.proposalStatusId, version: input.version },
      "A vendor can only submit a proposal; staff approve or reject it.",
    );
    await tx
      .update(vendorProposals)
      .set({
        proposalstatusid: VENDOR_BILLING_STATUS.Waiting,
        proposaldate: new Date(),
        note: input.note ?? p.note,
        statusdate: new Date(),
        statusby: user.id,
        version: sql`${vendorProposals.version} + 1`,
      })
      .where(eq(vendorProposals.id, p.id));
    const [v] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, p.vendorid));
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Proposal ${p.proposalnumber} submitted by Vendor ${v?.name ?? p.vendorid} (${usdFromCents(cents)}).`,
    );
    return getPortalProposal(tx, user, p.id);
  });
