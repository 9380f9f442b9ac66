import {
  canSubmitVendorDocument,
  isVendorDraft,
  isVendorUser,
  VENDOR_BILLING_STATUS,
  VENDOR_INVOICE_STATUS_NAMES,
  VENDOR_PORTAL_BILLING_STATUS_ID,
  VENDOR_PROPOSAL_STATUS_NAMES,
  type VendorOrderAction,
} from "@fm/domain";
import type { VendorBillingStatus } from "@fm/domain/contracts";
import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.ts";
import { vendorInvoices, vendorProposals } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, forbidden, impossible, invalidState, notFound } from "../../platform/errors.ts";
import { bumpVersion } from "../../platform/versioned-rows/index.ts";
import { addSystemNote, lockWorkOrderChild, requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { amountCentsOf, readLines, type VendorDocumentKind } from "./vendor-lines.ts";

/*
 * The two vendor billing documents (proposal, invoice) as one kind table: every rule they share — the
 * caller's vendor, the lock order, draft-only edits, the version check, submit's checks, delete — is written
 * once against it; the document services keep only what differs (numbering, the invoice's vendor line).
 */

export type DocumentTable = PgTable & {
  id: AnyPgColumn;
  workorderid: AnyPgColumn;
  vendorid: AnyPgColumn;
  version: AnyPgColumn;
};

/** The fields every rule reads, whatever the document's column names. */
export interface DocumentHead {
  id: number;
  vendorid: number;
  number: string;
  statusid: number;
  version: number;
}

export interface DocumentKind<T extends DocumentTable> {
  readonly kind: VendorDocumentKind;
  readonly table: T;
  /** 404 label: "Proposal 7". */
  readonly label: string;
  readonly statusNames: Readonly<Record<number, string>>;
  readonly action: VendorOrderAction;
  readonly readOnly: string;
  /** The request field that names the document's status (submit) and its id (import). */
  readonly statusField: string;
  readonly idField: string;
  readonly head: (row: T["$inferSelect"]) => DocumentHead;
  readonly statusColumn: AnyPgColumn;
}

const kind = <T extends DocumentTable>(k: DocumentKind<T>) => k;

export const PROPOSAL = kind({
  kind: "proposal",
  table: vendorProposals,
  label: "Proposal",
  statusNames: VENDOR_PROPOSAL_STATUS_NAMES,
  action: "vendorProposalWrite",
  readOnly: "Invoiced and Cancelled work orders cannot change proposals.",
  statusField: "proposalStatusId",
  statusColumn: vendorProposals.proposalstatusid,
  idField: "proposalid",
  head: (p) => ({
    id: p.id,
    vendorid: p.vendorid,
    number: p.proposalnumber,
    statusid: p.proposalstatusid,
    version: p.version,
  }),
});

export const INVOICE = kind({
  kind: "invoice",
  table: vendorInvoices,
  label: "Invoice",
  statusNames: VENDOR_INVOICE_STATUS_NAMES,
  action: "vendorInvoiceWrite",
  readOnly: "Invoiced and Cancelled work orders cannot change invoices.",
  statusField: "invoiceStatusId",
  statusColumn: vendorInvoices.invoicestatusid,
  idField: "invoiceid",
  head: (i) => ({
    id: i.id,
    vendorid: i.vendorid,
    number: i.invoicenumber,
    statusid: i.invoicestatusid,
    version: i.version,
  }),
});

export const statusNameOf = <T extends DocumentTable>(k: DocumentKind<T>, id: number) =>
  k.statusNames[id] ?? "";

/** The caller's vendor: every /vendorprofile/* proposal and invoice call is scoped to it. */
export const callerVendorId = (user: AuthUser): number => {
  if (!isVendorUser(user) || !user.vendorid) throw forbidden("Your account is not linked to a vendor.");
  return user.vendorid;
};

/** A portal list's query: one work order's documents or the caller's in one status (another vendor id: 404). */
export interface PortalListQuery {
  workorderid?: number | undefined;
  vendorid?: number | undefined;
  status?: VendorBillingStatus | undefined;
}

/**
 * Which of the caller's documents a list shows: one work order's (the detail's tab, 404 outside the caller's
 * scope) or all in one status (My Proposals / My Invoices). Another vendor's id answers 404.
 */
export const portalListFilter = async <T extends DocumentTable>(
  k: DocumentKind<T>,
  db: DbOrTx,
  user: AuthUser,
  q: PortalListQuery,
) => {
  const vendorid = callerVendorId(user);
  if (q.vendorid !== undefined && q.vendorid !== vendorid) throw notFound(`Vendor ${q.vendorid}`);
  if (q.workorderid !== undefined) await requireWorkOrder(db, user, q.workorderid);
  return and(
    eq(k.table.vendorid, vendorid),
    q.workorderid !== undefined ? eq(k.table.workorderid, q.workorderid) : undefined,
    q.status !== undefined ? eq(k.statusColumn, VENDOR_PORTAL_BILLING_STATUS_ID[q.status]) : undefined,
  );
};

/** One of the caller's documents by id, through its list's select (404 for another vendor's). */
export const getPortalDocument = async <T extends DocumentTable, Out>(
  k: DocumentKind<T>,
  db: DbOrTx,
  user: AuthUser,
  id: number,
  select: (db: DbOrTx, user: AuthUser, where: SQL | undefined) => Promise<Out[]>,
) => {
  const [doc] = await select(db, user, and(eq(k.table.id, id), eq(k.table.vendorid, callerVendorId(user))));
  if (!doc) throw notFound(`${k.label} ${id}`);
  return doc;
};

/** A document for a write in the lock order (work order, then the document); the caller's vendor's only. */
export const lockPortalDocument = async <T extends DocumentTable>(
  k: DocumentKind<T>,
  tx: DbOrTx,
  user: AuthUser,
  id: number,
) => {
  const vendorid = callerVendorId(user);
  const [peek] = await tx
    .select({ vendorid: k.table.vendorid })
    .from(k.table as DocumentTable)
    .where(eq(k.table.id, id));
  // Another vendor's document is refused before any lock is taken on its order (no existence leak).
  if (!peek || peek.vendorid !== vendorid) throw notFound(`${k.label} ${id}`);
  const { row, wo } = await lockWorkOrderChild(tx, user, k.table, id, {
    what: k.label,
    action: k.action,
    readOnly: k.readOnly,
  });
  const head = k.head(row);
  if (head.vendorid !== vendorid) throw notFound(`${k.label} ${id}`);
  return { row, head, wo };
};

/** Edits, deletes, files and imports need a draft (409 naming the document's state). */
export const requireDraft = <T extends DocumentTable>(
  k: DocumentKind<T>,
  head: DocumentHead,
  message: string,
  field: string,
  fieldMessage = `${k.kind} is ${statusNameOf(k, head.statusid)}`,
) => {
  if (!isVendorDraft(head.statusid))
    throw invalidState(`${message}; ${head.number} is ${statusNameOf(k, head.statusid)}.`, {
      [field]: fieldMessage,
    });
};

/** `version + 1` on the document (a write to its lines changes it too). */
export const bumpDocumentVersion = <T extends DocumentTable>(k: DocumentKind<T>, tx: DbOrTx, id: number) =>
  tx
    .update(k.table as DocumentTable)
    .set({ version: bumpVersion(k.table) })
    .where(eq(k.table.id, id));

/** DELETE /vendorprofile/delete{kind}: a draft only, at the version the vendor saw; a System note says so. */
export const deleteDraftDocument = <T extends DocumentTable>(
  k: DocumentKind<T>,
  db: Db,
  user: AuthUser,
  id: number,
  version: number,
) =>
  db.transaction(async (tx) => {
    const { head, wo } = await lockPortalDocument(k, tx, user, id);
    assertVersion(head.version, version, k.kind);
    requireDraft(k, head, `Only a draft ${k.kind} can be deleted`, `${k.kind}statusid`);
    await tx.delete(k.table as DocumentTable).where(eq(k.table.id, id));
    await addSystemNote(tx, wo.id, user, `Vendor ${k.kind} ${head.number} deleted (draft).`);
    return { id: head.id };
  });

/**
 * Submit's shared checks: the vendor's only move is to Waiting (2), from a draft, at the version it saw,
 * with at least one line. Returns the locked document and its amount.
 */
export const lockForSubmit = async <T extends DocumentTable>(
  k: DocumentKind<T>,
  tx: DbOrTx,
  user: AuthUser,
  input: { id: number; statusid: number; version: number },
  refusal: string,
) => {
  const locked = await lockPortalDocument(k, tx, user, input.id);
  const { head } = locked;
  if (input.statusid !== VENDOR_BILLING_STATUS.Waiting) throw forbidden(refusal);
  assertVersion(head.version, input.version, k.kind);
  if (!canSubmitVendorDocument(head.statusid))
    throw invalidState(
      `Only a draft ${k.kind} can be submitted; ${head.number} is ${statusNameOf(k, head.statusid)}.`,
      { [k.statusField]: `${k.kind} is ${statusNameOf(k, head.statusid)}` },
    );
  const lines = (await readLines(tx, k.kind, [head.id])).get(head.id);
  if (!lines) throw impossible(`lines of a locked ${k.kind}`);
  if (lines.labor.length + lines.materials.length + lines.other.length === 0)
    throw invalidState("Add at least one labor, material or other line before submitting.", {
      lines: `A${k.kind === "invoice" ? "n" : ""} ${k.kind} needs at least one line.`,
    });
  return { ...locked, lines, cents: amountCentsOf(lines) };
};

/** update{kind}: the draft locked at the version the vendor saw. */
export const lockDraftForEdit = async <T extends DocumentTable>(
  k: DocumentKind<T>,
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  version: number,
) => {
  const locked = await lockPortalDocument(k, tx, user, id);
  assertVersion(locked.head.version, version, k.kind);
  requireDraft(k, locked.head, `Only a draft ${k.kind} can be edited`, `${k.kind}statusid`);
  return locked;
};

/** The stored lines of a document the caller has locked (clone, invoice from a proposal). */
export const linesOfLocked = async (tx: DbOrTx, kind: VendorDocumentKind, id: number) => {
  const lines = (await readLines(tx, kind, [id])).get(id);
  if (!lines) throw impossible(`lines of a locked ${kind}`);
  return lines;
};
