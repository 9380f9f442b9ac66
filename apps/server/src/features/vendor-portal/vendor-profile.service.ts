import fs from "node:fs";
import {
  DOCUMENT_UPLOADED_MESSAGE,
  UploadDocumentFields,
  VENDOR_DOCUMENT_LABELS,
  type VendorDocument,
  type VendorDocumentType,
  type VendorProfile,
} from "@fm/domain/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vendorDocuments, vendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import {
  discardStaged,
  type FileResponse,
  type ReceivedUpload,
  storedFileResponse,
  storedNameFor,
  uploadFieldsOf,
} from "../attachments/index.ts";
import { queueMail } from "../mail/index.ts";
import { vendorAddressOf, vendorComplianceOf } from "../vendors/index.ts";
import { dispatchDesk, vendorIdOf } from "./vendor-scope.ts";

type VendorRow = typeof vendors.$inferSelect;

const presentVendor = (v: VendorRow): VendorProfile => ({
  id: v.id,
  ...vendorAddressOf(v),
  primaryphone: v.primaryphone,
  secondaryphone: v.secondaryphone,
  primaryemail: v.primaryemail,
  secondaryemail: v.secondaryemail,
  dispatchemail: v.dispatchemail,
  ...vendorComplianceOf(v),
  paperworkcomplete: v.paperworkcomplete,
  version: v.version,
});

/** GET /vendorprofile/currentvendor: the caller's own vendor, read-only. */
export const currentVendor = async (db: DbOrTx, user: AuthUser) => {
  const vendorid = vendorIdOf(user);
  const [v] = await db.select().from(vendors).where(eq(vendors.id, vendorid));
  if (!v) throw notFound(`Vendor ${vendorid}`);
  return { vendor: presentVendor(v) };
};

const presentDocument = (d: typeof vendorDocuments.$inferSelect): VendorDocument => ({
  id: d.id,
  doctype: d.doctype as VendorDocumentType,
  filename: d.filename,
  displayname: d.displayname,
  size: d.size,
  createdbyuser: d.createdbyname,
  createddate: d.createddate.toISOString(),
});

export const listDocuments = async (db: DbOrTx, user: AuthUser) => {
  const vendorid = vendorIdOf(user);
  const rows = await db
    .select()
    .from(vendorDocuments)
    .where(eq(vendorDocuments.vendorid, vendorid))
    .orderBy(desc(vendorDocuments.createddate), desc(vendorDocuments.id));
  return rows.map(presentDocument);
};

/** The vendor's date field each compliance document sets (spec 3 §2.8). */
const DATE_COLUMN = {
  W9: "w9date",
  GL: "glexpirationdate",
  WC: "wcexpirationdate",
  Profile: "profiledate",
} as const satisfies Record<VendorDocumentType, keyof VendorRow>;

/**
 * A compliance document upload: the file goes to the blob store under `vendor/{id}/` with a timestamped
 * stored name, then the row, the vendor's date (when given) and a notice to the dispatch desk are written in
 * one transaction. All or nothing: the blob is removed again if the transaction fails.
 */
export const uploadDocument = async (ctx: AppContext, user: AuthUser, upload: ReceivedUpload) => {
  const { db } = ctx.database;
  try {
    assertAllowed(user, "uploadVendorDocument", { vendorid: user.vendorid });
    const vendorid = vendorIdOf(user);
    const input = uploadFieldsOf(UploadDocumentFields, upload.fields);
    const [file, ...more] = upload.files;
    if (!file || more.length > 0) {
      const message = "Choose one file to upload.";
      throw badRequest(message, { files: message });
    }
    let at = Date.now();
    let filename = storedNameFor(file.originalName, new Date(at));
    while (await ctx.blobs.exists(`vendor/${vendorid}/${filename}`)) {
      at += 1;
      filename = storedNameFor(file.originalName, new Date(at));
    }
    const key = `vendor/${vendorid}/${filename}`;
    await ctx.blobs.put(key, fs.createReadStream(file.tempPath), file.contentType);
    try {
      return await db.transaction(async (tx) => {
        const [v] = await tx.select().from(vendors).where(eq(vendors.id, vendorid)).for("update");
        if (!v) throw notFound(`Vendor ${vendorid}`);
        const [doc] = await tx
          .insert(vendorDocuments)
          .values({
            vendorid,
            doctype: input.doctype,
            filename,
            displayname: file.originalName,
            path: key,
            contenttype: file.contentType,
            size: file.size,
            createdby: user.id,
            createdbyname: user.name,
          })
          .returning();
        if (!doc) throw new Error("document not stored");
        const date = input.date ? input.date.toISOString().slice(0, 10) : undefined;
        const [updated] = await tx
          .update(vendors)
          .set({
            ...(date ? { [DATE_COLUMN[input.doctype]]: date } : {}),
            version: v.version + 1,
            modifieddate: sql`now()`,
          })
          .where(eq(vendors.id, vendorid))
          .returning();
        if (!updated) throw new Error("vendor not updated");
        const label = VENDOR_DOCUMENT_LABELS[input.doctype];
        await queueMail(tx, {
          to: [dispatchDesk(ctx)],
          subject: `${v.name}: new ${label} document for review`,
          html: `<p>${escapeHtml(DOCUMENT_UPLOADED_MESSAGE)}</p><p>Vendor: ${escapeHtml(v.name)}<br>Document: ${escapeHtml(
            label,
          )} (${escapeHtml(file.originalName)})${date ? `<br>Date: ${date}` : ""}<br>Uploaded by: ${escapeHtml(user.name)}</p>`,
          createdby: user.id,
        });
        return {
          message: DOCUMENT_UPLOADED_MESSAGE,
          document: presentDocument(doc),
          vendor: presentVendor(updated),
        };
      });
    } catch (err) {
      await ctx.blobs.delete(key).catch(() => undefined);
      throw err;
    }
  } finally {
    await discardStaged(upload.files);
  }
};

/** One of the vendor's own documents, as a download; another vendor's answers 404. */
export const openDocument = async (ctx: AppContext, user: AuthUser, id: number): Promise<FileResponse> => {
  const vendorid = vendorIdOf(user);
  const [d] = await ctx.database.db
    .select()
    .from(vendorDocuments)
    .where(and(eq(vendorDocuments.id, id), eq(vendorDocuments.vendorid, vendorid)));
  if (!d) throw notFound(`Document ${id}`);
  return storedFileResponse(ctx, d, { forceDownload: true });
};
