import {
  isVendorAttachmentType,
  VENDOR_ATTACHMENT_EXPIRY,
  VENDOR_DOCUMENT_LABELS,
  VendorAttachmentFields,
  type VendorAttachmentUpdateBody,
  type VendorDocumentType,
  vendorAttachmentTypeName,
} from "@fm/domain/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vendorAttachments, vendorDocuments, vendorNotes, vendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { impossible, notFound } from "../../platform/errors.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { bumpVersion } from "../../platform/versioned-rows/index.ts";
import {
  partyAttachments,
  presentStoredFile,
  type ReceivedUpload,
  storedFileColumns,
  storedFileResponse,
} from "../attachments/index.ts";
import { queueVendorLetter } from "./vendor-letters.ts";
import { requireVendor } from "./vendor-trades.service.ts";

const presentAttachment = (r: typeof vendorAttachments.$inferSelect) => ({
  id: r.id,
  version: r.version,
  vendorid: r.vendorid,
  ...presentStoredFile(r, vendorAttachmentTypeName(r.attachmenttypeid)),
  expirationdate: r.expirationdate,
});

const presentDocument = (d: typeof vendorDocuments.$inferSelect) => ({
  id: d.id,
  doctype: VENDOR_DOCUMENT_LABELS[d.doctype as VendorDocumentType] ?? d.doctype,
  displayname: d.displayname,
  filename: d.filename,
  size: d.size,
  createdbyuser: d.createdbyname,
  createddate: d.createddate.toISOString(),
});

/** GET /api/vendor/attachments: staff's files (types 11–15, 23) and the vendor's own portal uploads. */
export const listVendorAttachments = async (db: DbOrTx, vendorid: number) => {
  await requireVendor(db, vendorid);
  const [attachments, documents] = await Promise.all([
    db
      .select()
      .from(vendorAttachments)
      .where(eq(vendorAttachments.vendorid, vendorid))
      .orderBy(desc(vendorAttachments.createddate), desc(vendorAttachments.id)),
    db
      .select()
      .from(vendorDocuments)
      .where(eq(vendorDocuments.vendorid, vendorid))
      .orderBy(desc(vendorDocuments.createddate), desc(vendorDocuments.id)),
  ]);
  return { attachments: attachments.map(presentAttachment), vendordocuments: documents.map(presentDocument) };
};

const attachments = partyAttachments({
  party: "vendor",
  table: vendorAttachments,
  parentKey: "vendorid",
  fields: VendorAttachmentFields,
  isType: isVendorAttachmentType,
  requireParent: requireVendor,
  actions: { add: "addVendorAttachment", update: "editVendorAttachment", remove: "removeVendorAttachment" },
});
/** POST /api/vendor/attachfile's target, checked before any file of it is judged or parsed (issue 29). */
export const vendorAttachTarget = attachments.attachTarget;
/** DELETE /api/vendor/removeattachment/{id}?version: the row, then its blob. */
export const removeVendorAttachment = attachments.remove;
/** GET /api/vendor/attachment/{id}/download: inline for the previewable kinds, a download otherwise. */
export const openVendorAttachment = attachments.open;

const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * A COI (13) or WC (15) certificate with an expiration date moves the vendor's general-liability / workers'
 * comp end date forward (never back: an older certificate filed late keeps the later date) and writes a
 * System note naming the change. Answers whether the vendor changed.
 */
const applyExpiry = async (
  tx: DbOrTx,
  user: AuthUser,
  vendorid: number,
  typeid: number,
  expiration: string | null,
) => {
  const column = VENDOR_ATTACHMENT_EXPIRY[typeid as keyof typeof VENDOR_ATTACHMENT_EXPIRY];
  if (!column || !expiration) return false;
  const [v] = await tx.select().from(vendors).where(eq(vendors.id, vendorid)).for("update");
  if (!v) throw notFound(`Vendor ${vendorid}`);
  const stored = v[column];
  if (stored && stored >= expiration) return false;
  await tx
    .update(vendors)
    .set({ [column]: expiration, version: sql`${vendors.version} + 1`, modifieddate: sql`now()` })
    .where(eq(vendors.id, vendorid));
  const label = column === "glexpirationdate" ? "General Liability End Date" : "Workers Comp End Date";
  const text = `${label} changed from ${stored ?? "(none)"} to ${expiration} by ${user.name} (${vendorAttachmentTypeName(typeid)} attachment).`;
  await tx.insert(vendorNotes).values({
    vendorid,
    note: `<p>${escapeHtml(text)}</p>`,
    createdby: null,
    createdbyname: "System",
  });
  return true;
};

/**
 * POST /api/vendor/attachfile?notify: stores each file as vendor/{id}/{name_timestamp.ext} and registers it;
 * all files or none. An expiration date on a COI / WC certificate moves the vendor's date forward (applyExpiry).
 * notify=true also tells the vendor's dispatch e-mail that the document was filed (through the outbox).
 */
export const uploadVendorAttachments = async (
  ctx: AppContext,
  user: AuthUser,
  upload: ReceivedUpload,
  notify: boolean,
) => {
  const { db } = ctx.database;
  const { vendorid } = await attachments.storePartyUpload(ctx, user, upload, (planned, input) =>
    db.transaction(async (tx) => {
      const expiration = day(input.expirationdate);
      await tx.insert(vendorAttachments).values(
        planned.map((p) => ({
          vendorid: input.vendorid,
          attachmenttypeid: input.attachmenttypeid,
          ...storedFileColumns(p, user),
          expirationdate: expiration,
        })),
      );
      await applyExpiry(tx, user, input.vendorid, input.attachmenttypeid, expiration);
      if (notify) await queueFiledNotice(tx, user, input.vendorid, input.attachmenttypeid, planned.length);
    }),
  );
  return listVendorAttachments(db, vendorid);
};

const queueFiledNotice = async (
  tx: DbOrTx,
  user: AuthUser,
  vendorid: number,
  typeid: number,
  count: number,
) => {
  await queueVendorLetter(tx, user, vendorid, {
    subject: `${vendorAttachmentTypeName(typeid)} received`,
    paragraphs: [
      `We have received ${count === 1 ? "your document" : `${count} documents`} (${vendorAttachmentTypeName(typeid)}) and filed ${count === 1 ? "it" : "them"} with your vendor records.`,
      "Thank you for keeping your paperwork up to date.",
    ],
  });
};

/** PUT /api/vendor/updateattachment ('Updated Attachment'): type, display name, expiration at its version. */
export const updateVendorAttachment = (ctx: AppContext, user: AuthUser, body: VendorAttachmentUpdateBody) =>
  ctx.database.db.transaction(async (tx) => {
    const { stored, displayname: name } = await attachments.lockPartyAttachment(tx, user, body);
    const expiration = body.expirationdate === undefined ? stored.expirationdate : day(body.expirationdate);
    const [row] = await tx
      .update(vendorAttachments)
      .set({
        attachmenttypeid: body.attachmenttypeid,
        displayname: name,
        expirationdate: expiration,
        version: bumpVersion(vendorAttachments),
      })
      .where(eq(vendorAttachments.id, body.id))
      .returning();
    if (!row) throw impossible("attachment vanished while locked");
    await applyExpiry(tx, user, row.vendorid, row.attachmenttypeid, expiration);
    return presentAttachment(row);
  });

/** GET /api/vendor/document/{vendorid}/{id}/download: a document the vendor uploaded from its profile. */
export const openVendorPortalDocument = async (ctx: AppContext, vendorid: number, id: number) => {
  const [d] = await ctx.database.db
    .select()
    .from(vendorDocuments)
    .where(and(eq(vendorDocuments.id, id), eq(vendorDocuments.vendorid, vendorid)));
  if (!d) throw notFound(`Document ${id}`);
  return storedFileResponse(ctx, d);
};
