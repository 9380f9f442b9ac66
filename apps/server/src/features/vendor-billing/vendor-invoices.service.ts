import {
  canInvoiceVendorProposal,
  canSubmitVendorDocument,
  fromCents,
  isVendorDraft,
  VENDOR_BILLING_STATUS,
  VENDOR_INVOICE_STATUS_NAMES,
  VENDOR_PORTAL_BILLING_STATUS_ID,
  VENDOR_PROPOSAL_STATUS_NAMES,
} from "@fm/domain";
import type {
  CreateVendorInvoiceBody,
  UpdateVendorInvoiceBody,
  VendorBillingStatus,
  VendorPortalInvoice,
} from "@fm/domain/contracts";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  vendorInvoices,
  vendorProposals,
  vendors,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import {
  assertVersion,
  duplicate,
  forbidden,
  impossible,
  invalidState,
  notFound,
} from "../../platform/errors.ts";
import { usdFromCents } from "../../platform/format/money.ts";
import { addSystemNote } from "../notes/index.ts";
import { lockWorkOrderChild, readerScope, requireWorkOrder } from "../workorders/index.ts";
import {
  amountCentsOf,
  insertLines,
  linesAsInputs,
  presentLines,
  readLines,
  replaceLines,
} from "./vendor-lines.ts";
import { lockPortalProposal } from "./vendor-proposals.service.ts";
import { assertOwnVendor, callerVendorId } from "./vendor-scope.ts";

const READ_ONLY = "Invoiced and Cancelled work orders cannot change invoices.";
const statusName = (id: number) => VENDOR_INVOICE_STATUS_NAMES[id] ?? "";

const selectInvoices = async (db: DbOrTx, user: AuthUser, where: ReturnType<typeof and>) => {
  const rows = await db
    .select({
      i: vendorInvoices,
      vendorname: vendors.name,
      wonumber: workOrders.wonumber,
      jobsiteid: workOrders.jobsiteid,
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
  return rows.map(({ i, vendorname, wonumber, jobsiteid, proposalnumber }): VendorPortalInvoice => {
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
    };
  });
};

/** The caller's invoices: one work order's (Invoices tab) or all in one status (My Invoices). */
export const listPortalInvoices = async (
  db: DbOrTx,
  user: AuthUser,
  q: {
    workorderid?: number | undefined;
    vendorid?: number | undefined;
    status?: VendorBillingStatus | undefined;
  },
) => {
  const vendorid = callerVendorId(user);
  if (q.vendorid !== undefined && q.vendorid !== vendorid) throw notFound(`Vendor ${q.vendorid}`);
  if (q.workorderid !== undefined) await requireWorkOrder(db, user, q.workorderid);
  return selectInvoices(
    db,
    user,
    and(
      eq(vendorInvoices.vendorid, vendorid),
      q.workorderid !== undefined ? eq(vendorInvoices.workorderid, q.workorderid) : undefined,
      q.status !== undefined
        ? eq(vendorInvoices.invoicestatusid, VENDOR_PORTAL_BILLING_STATUS_ID[q.status])
        : undefined,
    ),
  );
};

export const getPortalInvoice = async (db: DbOrTx, user: AuthUser, id: number) => {
  const [i] = await selectInvoices(
    db,
    user,
    and(eq(vendorInvoices.id, id), eq(vendorInvoices.vendorid, callerVendorId(user))),
  );
  if (!i) throw notFound(`Invoice ${id}`);
  return i;
};

/** An invoice for a write in the lock order (work order, then the invoice); the caller's vendor's only. */
export const lockPortalInvoice = async (tx: DbOrTx, user: AuthUser, id: number) => {
  const vendorid = callerVendorId(user);
  const [peek] = await tx
    .select({ vendorid: vendorInvoices.vendorid })
    .from(vendorInvoices)
    .where(eq(vendorInvoices.id, id));
  if (!peek || peek.vendorid !== vendorid) throw notFound(`Invoice ${id}`);
  const { row, wo } = await lockWorkOrderChild(tx, user, vendorInvoices, id, {
    what: "Invoice",
    action: "vendorInvoiceWrite",
    readOnly: READ_ONLY,
  });
  assertOwnVendor(row, user, `Invoice ${id}`);
  return { i: row, wo };
};

const requireDraft = (i: { invoicestatusid: number; invoicenumber: string }, action: string) => {
  if (!isVendorDraft(i.invoicestatusid))
    throw invalidState(
      `Only a draft invoice can be ${action}; ${i.invoicenumber} is ${statusName(i.invoicestatusid)}.`,
      {
        invoicestatusid: `invoice is ${statusName(i.invoicestatusid)}`,
      },
    );
};

/**
 * POST /vendorprofile/createinvoice/{proposalid}: a draft invoice carrying the approved proposal's lines.
 * Only an approved (3) proposal, and only one live invoice per proposal (clone an invoice for a second one).
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
    const [existing] = await tx
      .select({ id: vendorInvoices.id, invoicenumber: vendorInvoices.invoicenumber })
      .from(vendorInvoices)
      .where(
        and(
          eq(vendorInvoices.proposalid, p.id),
          ne(vendorInvoices.invoicestatusid, VENDOR_BILLING_STATUS.Rejected),
        ),
      );
    if (existing)
      throw duplicate(`Proposal ${p.proposalnumber} already has invoice ${existing.invoicenumber}.`, {
        proposalid: "already invoiced",
      });
    const lines = (await readLines(tx, "proposal", [p.id])).get(p.id);
    if (!lines) throw impossible("lines of a locked proposal");
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
    const { i } = await lockPortalInvoice(tx, user, input.id);
    assertVersion(i.version, input.version, "invoice");
    requireDraft(i, "edited");
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
    const lines = (await readLines(tx, "invoice", [i.id])).get(i.id);
    if (!lines) throw impossible("lines of a locked invoice");
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
  db.transaction(async (tx) => {
    const { i, wo } = await lockPortalInvoice(tx, user, q.invoiceId);
    assertVersion(i.version, q.version, "invoice");
    requireDraft(i, "deleted");
    await tx.delete(vendorInvoices).where(eq(vendorInvoices.id, i.id));
    await addSystemNote(tx, wo.id, user, `Vendor invoice ${i.invoicenumber} deleted (draft).`);
    return { id: i.id };
  });

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
    const { i, wo } = await lockPortalInvoice(tx, user, input.invoiceId);
    if (input.invoiceStatusId !== VENDOR_BILLING_STATUS.Waiting)
      throw forbidden("A vendor can only submit an invoice; staff approve it.");
    assertVersion(i.version, input.version, "invoice");
    if (!canSubmitVendorDocument(i.invoicestatusid))
      throw invalidState(
        `Only a draft invoice can be submitted; ${i.invoicenumber} is ${statusName(i.invoicestatusid)}.`,
        {
          invoiceStatusId: `invoice is ${statusName(i.invoicestatusid)}`,
        },
      );
    const lines = (await readLines(tx, "invoice", [i.id])).get(i.id);
    if (!lines || lines.labor.length + lines.materials.length + lines.other.length === 0)
      throw invalidState("Add at least one labor, material or other line before submitting.", {
        lines: "An invoice needs at least one line.",
      });
    const cents = amountCentsOf(lines);
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
    return getPortalInvoice(tx, user, i.id);
  });

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
