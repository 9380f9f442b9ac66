import {
  canInvoiceVendorProposal,
  fromCents,
  VENDOR_BILLING_STATUS,
  VENDOR_PROPOSAL_STATUS_NAMES,
  vendorDocumentAbilities,
} from "@fm/domain";
import type {
  CreateVendorInvoiceBody,
  UpdateVendorInvoiceBody,
  VendorPortalInvoice,
} from "@fm/domain/contracts";
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  vendorInvoices,
  vendorProposals,
  vendors,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { duplicate, impossible, invalidState, notFound } from "../../platform/errors.ts";
import { usdFromCents } from "../../platform/format/money.ts";
import { addSystemNote, declinedIn, readerScope } from "../../platform/workorder-core/index.ts";
import { type InvoiceUnderReview, judgeInvoice } from "../invoice-rules/index.ts";
import { lockPortalProposal } from "./portal-proposals.service.ts";
import {
  deleteDraftDocument,
  getPortalDocument,
  INVOICE,
  linesOfLocked,
  lockDraftForEdit,
  lockForSubmit,
  lockPortalDocument,
  type PortalListQuery,
  portalListFilter,
  statusNameOf,
} from "./vendor-documents.ts";
import {
  amountCentsOf,
  insertLines,
  linesAsInputs,
  presentLines,
  readLines,
  replaceLines,
} from "./vendor-lines.ts";

const statusName = (id: number) => statusNameOf(INVOICE, id);

const selectInvoices = async (db: DbOrTx, user: AuthUser, where: SQL | undefined) => {
  const rows = await db
    .select({
      i: vendorInvoices,
      vendorname: vendors.name,
      wonumber: workOrders.wonumber,
      jobsiteid: workOrders.jobsiteid,
      orderstatusid: workOrders.statusid,
      declined: declinedIn(vendorInvoices.workorderid, vendorInvoices.vendorid),
      proposalnumber: vendorProposals.proposalnumber,
    })
    .from(vendorInvoices)
    .innerJoin(vendors, eq(vendors.id, vendorInvoices.vendorid))
    .innerJoin(workOrders, eq(workOrders.id, vendorInvoices.workorderid))
    .leftJoin(vendorProposals, eq(vendorProposals.id, vendorInvoices.proposalid))
    .where(and(where, readerScope(user)))
    .orderBy(desc(vendorInvoices.id))
    .limit(1000);
  const lines = await readLines(
    db,
    "invoice",
    rows.map((r) => r.i.id),
  );
  return rows.map(
    ({
      i,
      vendorname,
      wonumber,
      jobsiteid,
      orderstatusid,
      declined,
      proposalnumber,
    }): VendorPortalInvoice => {
      const l = lines.get(i.id) ?? { labor: [], materials: [], other: [] };
      return {
        id: i.id,
        proposalid: i.proposalid,
        proposalnumber,
        invoicenumber: i.invoicenumber,
        invoicedate: i.invoicedate.toISOString(),
        description: i.description,
        note: i.note,
        invoicestatusid: i.invoicestatusid,
        invoicestatus: statusName(i.invoicestatusid),
        invoiceamount: fromCents(amountCentsOf(l)),
        workorderid: i.workorderid,
        wonumber,
        jobsiteid,
        vendorid: i.vendorid,
        vendorname,
        version: i.version,
        ...presentLines(l),
        abilities: vendorDocumentAbilities(
          user,
          { order: { statusid: orderstatusid }, declined },
          { kind: "invoice", statusid: i.invoicestatusid },
        ),
      };
    },
  );
};

/** The caller's invoices: one work order's (Invoices tab) or all in one status (My Invoices). */
export const listPortalInvoices = async (db: DbOrTx, user: AuthUser, q: PortalListQuery) => {
  return selectInvoices(db, user, await portalListFilter(INVOICE, db, user, q));
};

export const getPortalInvoice = (db: DbOrTx, user: AuthUser, id: number) =>
  getPortalDocument(INVOICE, db, user, id, selectInvoices);

/** An invoice for a write in the lock order (work order, then the invoice); the caller's vendor's only. */
export const lockPortalInvoice = async (tx: DbOrTx, user: AuthUser, id: number) => {
  const { row, wo } = await lockPortalDocument(INVOICE, tx, user, id);
  return { i: row, wo };
};

/**
 * One live (not rejected) invoice per proposal: create and clone both ask here (issue 29: a clone got around
 * it and a vendor submitted two identical invoices).
 */
const assertNoLiveInvoice = async (tx: DbOrTx, proposalid: number, what: string) => {
  const [existing] = await tx
    .select({ id: vendorInvoices.id, invoicenumber: vendorInvoices.invoicenumber })
    .from(vendorInvoices)
    .where(
      and(
        eq(vendorInvoices.proposalid, proposalid),
        ne(vendorInvoices.invoicestatusid, VENDOR_BILLING_STATUS.Rejected),
      ),
    );
  if (existing)
    throw duplicate(`${what} already has invoice ${existing.invoicenumber}.`, {
      proposalid: "already invoiced",
    });
};

/**
 * POST /vendorprofile/createinvoice/{proposalid}: a draft invoice carrying the approved proposal's lines.
 * Only an approved (3) proposal, and only one live invoice per proposal (a rejected one may be cloned).
 */
export const createPortalInvoice = (
  db: Db,
  user: AuthUser,
  proposalid: number,
  input: CreateVendorInvoiceBody,
) =>
  db.transaction(async (tx) => {
    const { p, wo } = await lockPortalProposal(tx, user, proposalid);
    if (!canInvoiceVendorProposal(p.proposalstatusid))
      throw invalidState(
        `An invoice can only be created from an approved proposal; ${p.proposalnumber} is ${
          VENDOR_PROPOSAL_STATUS_NAMES[p.proposalstatusid] ?? ""
        }.`,
        { proposalid: `proposal is ${VENDOR_PROPOSAL_STATUS_NAMES[p.proposalstatusid] ?? ""}` },
      );
    await assertNoLiveInvoice(tx, p.id, `Proposal ${p.proposalnumber}`);
    const lines = await linesOfLocked(tx, "proposal", p.id);
    const [i] = await tx
      .insert(vendorInvoices)
      .values({
        workorderid: wo.id,
        vendorid: p.vendorid,
        workordervendorid: p.workordervendorid,
        proposalid: p.id,
        invoicenumber: input.invoicenumber,
        invoicedate: input.invoicedate ?? new Date(),
        description: input.description,
        note: input.note,
        createdby: user.id,
      })
      .returning();
    if (!i) throw impossible("vendor invoice insert returned no row");
    await insertLines(tx, "invoice", i.id, linesAsInputs(lines));
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Vendor invoice ${i.invoicenumber} created from proposal ${p.proposalnumber} (draft).`,
    );
    return getPortalInvoice(tx, user, i.id);
  });

/** POST /vendorprofile/updateinvoice: a draft only; the lines replace the stored ones. */
export const updatePortalInvoice = (db: Db, user: AuthUser, input: UpdateVendorInvoiceBody) =>
  db.transaction(async (tx) => {
    const { row: i } = await lockDraftForEdit(INVOICE, tx, user, input.id, input.version);
    await tx
      .update(vendorInvoices)
      .set({
        invoicenumber: input.invoicenumber,
        description: input.description,
        note: input.note,
        ...(input.invoicedate ? { invoicedate: input.invoicedate } : {}),
        version: sql`${vendorInvoices.version} + 1`,
      })
      .where(eq(vendorInvoices.id, i.id));
    await replaceLines(tx, "invoice", i.id, input);
    return getPortalInvoice(tx, user, i.id);
  });

/** POST /vendorprofile/cloneinvoice/{id}: a new draft with the same fields and lines ("-copy" number). */
export const clonePortalInvoice = (db: Db, user: AuthUser, id: number) =>
  db.transaction(async (tx) => {
    const { i, wo } = await lockPortalInvoice(tx, user, id);
    // A clone for a proposal is a new invoice for it: only once its invoices were all rejected.
    if (i.proposalid !== null) await assertNoLiveInvoice(tx, i.proposalid, "This proposal");
    const lines = await linesOfLocked(tx, "invoice", i.id);
    const [copy] = await tx
      .insert(vendorInvoices)
      .values({
        workorderid: i.workorderid,
        vendorid: i.vendorid,
        workordervendorid: i.workordervendorid,
        proposalid: i.proposalid,
        invoicenumber: `${i.invoicenumber}-copy`.slice(0, 100),
        description: i.description,
        note: i.note,
        createdby: user.id,
      })
      .returning();
    if (!copy) throw impossible("vendor invoice insert returned no row");
    await insertLines(tx, "invoice", copy.id, linesAsInputs(lines));
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Vendor invoice ${i.invoicenumber} cloned as ${copy.invoicenumber}.`,
    );
    return getPortalInvoice(tx, user, copy.id);
  });

/** DELETE /vendorprofile/deleteinvoice: a draft only. */
export const deletePortalInvoice = (db: Db, user: AuthUser, q: { invoiceId: number; version: number }) =>
  deleteDraftDocument(INVOICE, db, user, q.invoiceId, q.version);

/**
 * PUT /vendorprofile/updateinvoicestatus: Submit (draft 1 → 2). The vendor line of the order then carries the
 * invoice number and the invoiced amount as its Cost, status 'Invoice Submitted', so staff approve it on the
 * Vendor tab (which marks this invoice Approved, see syncVendorInvoiceApproval).
 */
export const submitPortalInvoice = (
  db: Db,
  user: AuthUser,
  input: { invoiceId: number; invoiceStatusId: number; version: number; note?: string | null | undefined },
) =>
  db.transaction(async (tx) => {
    const {
      row: i,
      wo,
      cents,
      lines,
    } = await lockForSubmit(
      INVOICE,
      tx,
      user,
      { id: input.invoiceId, statusid: input.invoiceStatusId, version: input.version },
      "A vendor can only submit an invoice; staff approve it.",
    );
    // Second child of the order, after the invoice (lock order: work order, invoice, vendor line).
    const [line] = await tx
      .select()
      .from(workOrderVendors)
      .where(and(eq(workOrderVendors.workorderid, wo.id), eq(workOrderVendors.vendorid, i.vendorid)))
      .for("update");
    if (!line) throw notFound(`Work order ${wo.id}`);
    if (line.isapproved)
      throw invalidState(
        "Your invoice on this work order is already approved; a new one cannot be submitted.",
        {
          invoiceId: "vendor line is approved",
        },
      );
    await tx
      .update(vendorInvoices)
      .set({
        invoicestatusid: VENDOR_BILLING_STATUS.Waiting,
        workordervendorid: line.id,
        // The amount as submitted: "approved without change" compares the approved bill with it (scorecards).
        submittedamount: (cents / 100).toFixed(2),
        note: input.note ?? i.note,
        statusdate: new Date(),
        statusby: user.id,
        version: sql`${vendorInvoices.version} + 1`,
      })
      .where(eq(vendorInvoices.id, i.id));
    await tx
      .update(workOrderVendors)
      .set({
        invoicenumber: i.invoicenumber,
        invoiceamount: (cents / 100).toFixed(2),
        invoicedate: i.invoicedate.toISOString().slice(0, 10),
        quotedamount: (cents / 100).toFixed(2),
        status: "Invoice Submitted",
        modifieddate: new Date(),
        version: sql`${workOrderVendors.version} + 1`,
      })
      .where(eq(workOrderVendors.id, line.id));
    const [v] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, i.vendorid));
    await addSystemNote(
      tx,
      wo.id,
      user,
      `Invoice ${i.invoicenumber} submitted by Vendor ${v?.name ?? i.vendorid} (${usdFromCents(cents)}); Cost ${usdFromCents(
        Math.round(Number(line.quotedamount) * 100),
      )} → ${usdFromCents(cents)}.`,
    );
    await applyInvoiceRules(tx, user, {
      invoice: i,
      order: wo,
      line,
      totalCents: cents,
      labor: lines.labor,
      other: lines.other,
    });
    return getPortalInvoice(tx, user, i.id);
  });

/**
 * Issue 32 §5: the configured invoice rules judge the submitted invoice. The failed rules are stored on it
 * (listed to staff); when every enabled rule holds the line is approved as the Vendor tab's Approve Invoice does
 * (line Approved, this invoice Approved) with a System note "auto-approved", else it waits for a person.
 */
const applyInvoiceRules = async (
  tx: DbOrTx,
  user: AuthUser,
  s: InvoiceUnderReview & { invoice: { id: number; invoicenumber: string } },
) => {
  const verdict = await judgeInvoice(tx, s);
  const now = new Date();
  await tx
    .update(vendorInvoices)
    .set({
      failedrules: verdict.failed,
      autoapproved: verdict.autoApprove,
      ...(verdict.autoApprove
        ? { invoicestatusid: VENDOR_BILLING_STATUS.Approved, statusdate: now, statusby: null }
        : {}),
    })
    .where(eq(vendorInvoices.id, s.invoice.id));
  if (verdict.autoApprove) {
    await tx
      .update(workOrderVendors)
      .set({
        isapproved: true,
        status: "Approved",
        approvedby: null,
        approveddate: now,
        version: sql`${workOrderVendors.version} + 1`,
      })
      .where(eq(workOrderVendors.id, s.line.id));
    await addSystemNote(
      tx,
      s.order.id,
      user,
      `Vendor invoice ${s.invoice.invoicenumber} auto-approved: every invoice rule holds.`,
    );
  } else if (verdict.failed.length) {
    await addSystemNote(
      tx,
      s.order.id,
      user,
      `Vendor invoice ${s.invoice.invoicenumber} left for review: ${verdict.failed.map((f) => f.message).join(" ")}`,
    );
  }
};

/**
 * Staff approving (or un-approving) a vendor line's invoice on the Vendor tab moves that vendor's submitted
 * portal invoice of the same number to Approved (or back to Submitted). Runs inside the staff write, after the
 * line is locked.
 */
export const syncVendorInvoiceApproval = async (
  tx: DbOrTx,
  line: { id: number; invoicenumber: string | null },
  approved: boolean,
  by: number,
) => {
  if (!line.invoicenumber) return;
  await tx
    .update(vendorInvoices)
    .set({
      invoicestatusid: approved ? VENDOR_BILLING_STATUS.Approved : VENDOR_BILLING_STATUS.Waiting,
      statusdate: new Date(),
      statusby: by,
      version: sql`${vendorInvoices.version} + 1`,
    })
    .where(
      and(
        eq(vendorInvoices.workordervendorid, line.id),
        eq(vendorInvoices.invoicenumber, line.invoicenumber),
        eq(
          vendorInvoices.invoicestatusid,
          approved ? VENDOR_BILLING_STATUS.Waiting : VENDOR_BILLING_STATUS.Approved,
        ),
      ),
    );
};
