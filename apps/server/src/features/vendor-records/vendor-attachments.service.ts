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
import { badRequest, impossible, notFound } from "../../platform/errors.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { bumpVersion, deleteVersionedRow, lockVersionedRow } from "../../platform/versioned-rows/index.ts";
import {
  discardStaged,
  extensionOf,
  type ReceivedUpload,
  storedFileResponse,
  storeStagedFiles,
} from "../attachments/index.ts";
import { queueVendorLetter } from "./vendor-letters.ts";
import { requireVendor } from "./vendor-trades.service.ts";

const presentAttachment = (r: typeof vendorAttachments.$inferSelect) => ({
  id: r.id,
  version: r.version,
  vendorid: r.vendorid,
  attachmenttypeid: r.attachmenttypeid,
  attachmenttype: vendorAttachmentTypeName(r.attachmenttypeid),
  filename: r.filename,
  displayname: r.displayname,
  path: r.path,
  contenttype: r.contenttype,
  size: r.size,
  expirationdate: r.expirationdate,
  createdbyuser: r.createdbyname,
  createddate: r.createddate.toISOString(),
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

const typeRefusal = (typeid: number) =>
  badRequest("Choose an attachment type first.", {
    attachmenttypeid: `Attachment type ${typeid} is not a vendor document type.`,
  });

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

const parseFields = (fields: Record<string, string>) => {
  const parsed = VendorAttachmentFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? "body")] ??= issue.message;
  throw badRequest(Object.values(problems)[0] ?? "Invalid upload.", problems);
};

/**
 * POST /api/vendor/attachfile?notify: stores each file as vendor/{id}/{name_timestamp.ext} and registers it;
 * all files or none. An expiration date on a COI / WC certificate moves the vendor's date forward (applyExpiry).
 * notify=true also tells the vendor's dispatch e-mail that the document was filed (through the outbox).
 */
/**
 * The target of a vendor attachment upload, checked before any file of it is judged or parsed (issue 29): the
 * permission, the form fields and the vendor (404 when it does not exist).
 */
export const vendorAttachTarget = async (db: DbOrTx, user: AuthUser, fields: Record<string, string>) => {
  assertAllowed(user, "addVendorAttachment", {});
  const input = parseFields(fields);
  if (!isVendorAttachmentType(input.attachmenttypeid)) throw typeRefusal(input.attachmenttypeid);
  await requireVendor(db, input.vendorid);
  return input;
};

export const uploadVendorAttachments = async (
  ctx: AppContext,
  user: AuthUser,
  upload: ReceivedUpload,
  notify: boolean,
) => {
  const { db } = ctx.database;
  try {
    const input = await vendorAttachTarget(db, user, upload.fields);
    if (upload.files.length === 0)
      throw badRequest("Choose at least one file to upload.", {
        files: "Choose at least one file to upload.",
      });
    const expiration = day(input.expirationdate);
    await storeStagedFiles(ctx, `vendor/${input.vendorid}`, upload.files, (planned) =>
      db.transaction(async (tx) => {
        await tx.insert(vendorAttachments).values(
          planned.map((p) => ({
            vendorid: input.vendorid,
            attachmenttypeid: input.attachmenttypeid,
            filename: p.filename,
            displayname: p.file.originalName,
            path: p.path,
            contenttype: p.file.contentType,
            size: p.file.size,
            expirationdate: expiration,
            createdby: user.id,
            createdbyname: user.name,
          })),
        );
        await applyExpiry(tx, user, input.vendorid, input.attachmenttypeid, expiration);
        if (notify) await queueFiledNotice(tx, user, input.vendorid, input.attachmenttypeid, planned.length);
      }),
    );
    return listVendorAttachments(db, input.vendorid);
  } finally {
    await discardStaged(upload.files);
  }
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
    assertAllowed(user, "editVendorAttachment", {});
    if (!isVendorAttachmentType(body.attachmenttypeid)) throw typeRefusal(body.attachmenttypeid);
    const stored = await lockVersionedRow(
      tx,
      vendorAttachments,
      body.id,
      body.version,
      "Attachment",
      "attachment",
    );
    const ext = extensionOf(stored.displayname);
    const name =
      ext && extensionOf(body.displayname) !== ext ? `${body.displayname}.${ext}` : body.displayname;
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

/** DELETE /api/vendor/removeattachment/{id}?version: the row, then its blob. */
export const removeVendorAttachment = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  version: number,
) => {
  assertAllowed(user, "removeVendorAttachment", {});
  const row = await ctx.database.db.transaction((tx) =>
    deleteVersionedRow(tx, vendorAttachments, id, version, "Attachment", "attachment"),
  );
  await ctx.blobs.delete(row.path).catch(() => undefined);
  return { id };
};

/** GET /api/vendor/attachment/{id}/download: inline for the previewable kinds, a download otherwise. */
export const openVendorAttachment = async (ctx: AppContext, id: number) => {
  const [att] = await ctx.database.db.select().from(vendorAttachments).where(eq(vendorAttachments.id, id));
  if (!att) throw notFound(`Attachment ${id}`);
  return storedFileResponse(ctx, att);
};

/** GET /api/vendor/document/{vendorid}/{id}/download: a document the vendor uploaded from its profile. */
export const openVendorPortalDocument = async (ctx: AppContext, vendorid: number, id: number) => {
  const [d] = await ctx.database.db
    .select()
    .from(vendorDocuments)
    .where(and(eq(vendorDocuments.id, id), eq(vendorDocuments.vendorid, vendorid)));
  if (!d) throw notFound(`Document ${id}`);
  return storedFileResponse(ctx, d);
};
