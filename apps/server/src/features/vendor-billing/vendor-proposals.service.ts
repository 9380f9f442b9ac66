import {
  canSubmitVendorDocument,
  fromCents,
  isVendorDraft,
  VENDOR_BILLING_STATUS,
  VENDOR_PORTAL_BILLING_STATUS_ID,
  VENDOR_PROPOSAL_STATUS_NAMES,
} from "@fm/domain";
import type {
  NewVendorProposalBody,
  UpdateVendorProposalBody,
  VendorBillingStatus,
  VendorPortalProposal,
} from "@fm/domain/contracts";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
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
import { assertVersion, forbidden, impossible, invalidState, notFound } from "../../platform/errors.ts";
import { usdFromCents } from "../../platform/format/money.ts";
import { addSystemNote } from "../notes/index.ts";
import {
  lockWorkOrderChild,
  readerScope,
  requireEditableWorkOrder,
  requireWorkOrder,
} from "../workorders/index.ts";
import {
  amountCentsOf,
  insertLines,
  type LineInputs,
  linesAsInputs,
  presentLines,
  readLines,
  replaceLines,
} from "./vendor-lines.ts";
import { assertOwnVendor, callerVendorId } from "./vendor-scope.ts";

const READ_ONLY = "Invoiced and Cancelled work orders cannot change proposals.";
const statusName = (id: number) => VENDOR_PROPOSAL_STATUS_NAMES[id] ?? "";

/**
 * The caller's vendor proposals: one work order's (the detail's Proposals tab) or all in one status (My
 * Proposals). Rows are the caller's vendor's only, on orders still in its scope, newest first.
 */
export const listPortalProposals = async (
  db: DbOrTx,
  user: AuthUser,
  q: {
    workorderid?: number | undefined;
    vendorid?: number | undefined;
    status?: VendorBillingStatus | undefined;
  },
): Promise<VendorPortalProposal[]> => {
  const vendorid = callerVendorId(user);
  if (q.vendorid !== undefined && q.vendorid !== vendorid) throw notFound(`Vendor ${q.vendorid}`);
  if (q.workorderid !== undefined) await requireWorkOrder(db, user, q.workorderid);
  return selectProposals(
    db,
    user,
    and(
      eq(vendorProposals.vendorid, vendorid),
      q.workorderid !== undefined ? eq(vendorProposals.workorderid, q.workorderid) : undefined,
      q.status !== undefined
        ? eq(vendorProposals.proposalstatusid, VENDOR_PORTAL_BILLING_STATUS_ID[q.status])
        : undefined,
    ),
  );
};

const selectProposals = async (
  db: DbOrTx,
  user: AuthUser,
  where: ReturnType<typeof and>,
): Promise<VendorPortalProposal[]> => {
  const rows = await db
    .select({ p: vendorProposals, vendorname: vendors.name, wonumber: workOrders.wonumber })
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
  return rows.map(({ p, vendorname, wonumber }) => {
    const l = lines.get(p.id) ?? { labor: [], materials: [], other: [] };
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
      invoiceid: invoices.find((i) => i.proposalid === p.id)?.id ?? null,
      attachments: files
        .filter((f) => f.proposalid === p.id)
        .map(({ a }) => ({
          id: a.id,
          displayname: a.displayname,
          createddate: a.createddate.toISOString(),
          createdbyname: a.createdbyname,
        })),
    };
  });
};

/** One of the caller's proposals (404 for another vendor's or an out-of-scope order's). */
export const getPortalProposal = async (db: DbOrTx, user: AuthUser, id: number) => {
  const [p] = await selectProposals(
    db,
    user,
    and(eq(vendorProposals.id, id), eq(vendorProposals.vendorid, callerVendorId(user))),
  );
  if (!p) throw notFound(`Proposal ${id}`);
  return p;
};

/** A proposal for a write in the lock order (work order, then the proposal); the caller's vendor's only. */
export const lockPortalProposal = async (tx: DbOrTx, user: AuthUser, id: number) => {
  const vendorid = callerVendorId(user);
  const [peek] = await tx
    .select({ vendorid: vendorProposals.vendorid })
    .from(vendorProposals)
    .where(eq(vendorProposals.id, id));
  // Another vendor's proposal is refused before any lock is taken on its order.
  if (!peek || peek.vendorid !== vendorid) throw notFound(`Proposal ${id}`);
  const { row, wo } = await lockWorkOrderChild(tx, user, vendorProposals, id, {
    what: "Proposal",
    action: "vendorProposalWrite",
    readOnly: READ_ONLY,
  });
  assertOwnVendor(row, user, `Proposal ${id}`);
  return { p: row, wo };
};

const requireDraft = (p: { proposalstatusid: number; proposalnumber: string }, action: string) => {
  if (!isVendorDraft(p.proposalstatusid))
    throw invalidState(
      `Only a draft proposal can be ${action}; ${p.proposalnumber} is ${statusName(p.proposalstatusid)}.`,
      {
        proposalstatusid: `proposal is ${statusName(p.proposalstatusid)}`,
      },
    );
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
    const { p } = await lockPortalProposal(tx, user, input.id);
    assertVersion(p.version, input.version, "proposal");
    requireDraft(p, "edited");
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
    const lines = (await readLines(tx, "proposal", [p.id])).get(p.id);
    if (!lines) throw impossible("lines of a locked proposal");
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
  db.transaction(async (tx) => {
    const { p, wo } = await lockPortalProposal(tx, user, q.proposalId);
    assertVersion(p.version, q.version, "proposal");
    requireDraft(p, "deleted");
    await tx.delete(vendorProposals).where(eq(vendorProposals.id, p.id));
    await addSystemNote(tx, wo.id, user, `Vendor proposal ${p.proposalnumber} deleted (draft).`);
    return { id: p.id };
  });

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
    const { p, wo } = await lockPortalProposal(tx, user, input.proposalId);
    if (input.proposalStatusId !== VENDOR_BILLING_STATUS.Waiting)
      throw forbidden("A vendor can only submit a proposal; staff approve or reject it.");
    assertVersion(p.version, input.version, "proposal");
    if (!canSubmitVendorDocument(p.proposalstatusid))
      throw invalidState(
        `Only a draft proposal can be submitted; ${p.proposalnumber} is ${statusName(p.proposalstatusid)}.`,
        {
          proposalStatusId: `proposal is ${statusName(p.proposalstatusid)}`,
        },
      );
    const lines = (await readLines(tx, "proposal", [p.id])).get(p.id);
    const cents = lines ? amountCentsOf(lines) : 0;
    if (!lines || lines.labor.length + lines.materials.length + lines.other.length === 0)
      throw invalidState("Add at least one labor, material or other line before submitting.", {
        lines: "A proposal needs at least one line.",
      });
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
