import { ImportInvoiceItemsFields, ImportProposalItemsFields } from "@fm/domain/contracts";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest } from "../../platform/errors.ts";
import { addSystemNote } from "../../platform/workorder-core/index.ts";
import {
  discardStaged,
  extensionOf,
  printable,
  type ReceivedUpload,
  uploadFieldsOf,
} from "../attachments/index.ts";
import { parseItemRows, readSheet } from "./import-items.ts";
import {
  bumpDocumentVersion,
  type DocumentKind,
  type DocumentTable,
  INVOICE,
  lockPortalDocument,
  PROPOSAL,
  requireDraft,
} from "./vendor-documents.ts";
import { insertLines } from "./vendor-lines.ts";

const ONE_FILE = "Choose exactly one .xlsx or .xls file.";

/** The one spreadsheet of an import: its name and type checked; it is not read yet. */
const oneSheet = (upload: ReceivedUpload) => {
  const [file] = upload.files;
  if (upload.files.length !== 1 || !file) throw badRequest(ONE_FILE, { file: ONE_FILE });
  const ext = extensionOf(file.originalName);
  if (ext !== "xlsx" && ext !== "xls") throw badRequest(ONE_FILE, { file: ONE_FILE });
  return { path: file.tempPath, ext, shown: printable(file.originalName) } as const;
};

const counts = (l: { labor: unknown[]; materials: unknown[]; other: unknown[] }) => ({
  labor: l.labor.length,
  materials: l.materials.length,
  other: l.other.length,
});

type TargetFields = z.ZodType<{ id: number; version?: number | undefined }>;

/** Locks the caller's draft document named by the import's fields (404 another vendor's, 409 not a draft). */
const lockImportTarget = async <T extends DocumentTable>(
  k: DocumentKind<T>,
  tx: Tx,
  user: AuthUser,
  input: { id: number; version?: number | undefined },
) => {
  const { head, wo } = await lockPortalDocument(k, tx, user, input.id);
  if (input.version !== undefined) assertVersion(head.version, input.version, k.kind);
  requireDraft(
    k,
    head,
    `Items can only be imported into a draft ${k.kind}`,
    k.idField,
    `${k.kind} is not a draft`,
  );
  return { head, wo };
};

/**
 * The upload's target, checked by the route's receiver BEFORE any byte of the file is judged or parsed (issue
 * 29): the fields, the caller's ownership of the document and its draft state, in a short transaction.
 */
const importTarget = async <T extends DocumentTable>(
  k: DocumentKind<T>,
  fieldsSchema: TargetFields,
  db: Db,
  user: AuthUser,
  fields: Record<string, string>,
) => {
  const input = uploadFieldsOf(fieldsSchema, fields);
  await db.transaction((tx) => lockImportTarget(k, tx, user, input));
  return input;
};

/**
 * POST /vendorprofile/import{kind}items: adds the file's lines to a draft proposal or invoice, all or none.
 * The caller's ownership and the draft state are checked BEFORE the file is read (importTarget, also the
 * route's upload authorizer), the file is read in a fenced parser thread outside any transaction, and the write
 * locks and checks again.
 */
const importItems = async <T extends DocumentTable>(
  k: DocumentKind<T>,
  fieldsSchema: TargetFields,
  db: Db,
  user: AuthUser,
  upload: ReceivedUpload,
) => {
  try {
    const input = await importTarget(k, fieldsSchema, db, user, upload.fields);
    const sheet = oneSheet(upload);
    const lines = parseItemRows(await readSheet(sheet.path, sheet.ext, sheet.shown), sheet.shown);
    return await db.transaction(async (tx) => {
      const { head, wo } = await lockImportTarget(k, tx, user, input);
      await insertLines(tx, k.kind, head.id, lines);
      await bumpDocumentVersion(k, tx, head.id);
      const c = counts(lines);
      await addSystemNote(
        tx,
        wo.id,
        user,
        `Vendor ${k.kind} ${head.number}: ${c.labor + c.materials + c.other} items imported from ${sheet.shown}.`,
      );
      return c;
    });
  } finally {
    await discardStaged(upload.files);
  }
};

const ProposalTarget = ImportProposalItemsFields.transform(({ proposalid, version }) => ({
  id: proposalid,
  version,
}));
const InvoiceTarget = ImportInvoiceItemsFields.transform(({ invoiceid, version }) => ({
  id: invoiceid,
  version,
}));

export const importProposalItems = (db: Db, user: AuthUser, upload: ReceivedUpload) =>
  importItems(PROPOSAL, ProposalTarget, db, user, upload);
export const importInvoiceItems = (db: Db, user: AuthUser, upload: ReceivedUpload) =>
  importItems(INVOICE, InvoiceTarget, db, user, upload);
export const proposalImportTarget = (db: Db, user: AuthUser, fields: Record<string, string>) =>
  importTarget(PROPOSAL, ProposalTarget, db, user, fields);
export const invoiceImportTarget = (db: Db, user: AuthUser, fields: Record<string, string>) =>
  importTarget(INVOICE, InvoiceTarget, db, user, fields);
