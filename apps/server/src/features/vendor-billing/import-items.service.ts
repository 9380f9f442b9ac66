import { isVendorDraft, VENDOR_INVOICE_STATUS_NAMES, VENDOR_PROPOSAL_STATUS_NAMES } from "@fm/domain";
import { ImportInvoiceItemsFields, ImportProposalItemsFields } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import { vendorInvoices, vendorProposals } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, invalidState } from "../../platform/errors.ts";
import { discardStaged, extensionOf, printable, type ReceivedUpload } from "../attachments/index.ts";
import { addSystemNote } from "../notes/index.ts";
import { parseItemRows, readSheet } from "./import-items.ts";
import { lockPortalInvoice } from "./vendor-invoices.service.ts";
import { insertLines } from "./vendor-lines.ts";
import { lockPortalProposal } from "./vendor-proposals.service.ts";

const ONE_FILE = "Choose exactly one .xlsx or .xls file.";

const fieldsOf = <T>(schema: z.ZodType<T>, fields: Record<string, string>): T => {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? "body")] ??= issue.message;
  throw badRequest(Object.values(problems).join(" "), problems);
};

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

/** The draft document an import writes into, locked, checked as the caller's and as a draft. */
interface Target {
  id: number;
  number: string;
  workorderid: number;
}

/**
 * One import of item rows into a draft proposal or invoice, all or none. The caller's ownership and the
 * draft state are checked BEFORE the file is read (a short transaction), the file is read in a fenced parser
 * thread outside any transaction, and the write locks and checks again.
 */
const importItems = async (
  db: Db,
  user: AuthUser,
  upload: ReceivedUpload,
  kind: "proposal" | "invoice",
  lockTarget: (tx: Tx) => Promise<Target>,
  bumpVersion: (tx: Tx, id: number) => Promise<unknown>,
) => {
  try {
    const sheet = oneSheet(upload);
    await db.transaction(lockTarget);
    const lines = parseItemRows(await readSheet(sheet.path, sheet.ext, sheet.shown), sheet.shown);
    return await db.transaction(async (tx) => {
      const target = await lockTarget(tx);
      await insertLines(tx, kind, target.id, lines);
      await bumpVersion(tx, target.id);
      const c = counts(lines);
      await addSystemNote(
        tx,
        target.workorderid,
        user,
        `Vendor ${kind} ${target.number}: ${c.labor + c.materials + c.other} items imported from ${sheet.shown}.`,
      );
      return c;
    });
  } finally {
    await discardStaged(upload.files);
  }
};

/** POST /vendorprofile/importproposalitems: adds the file's lines to a draft proposal, all or none. */
export const importProposalItems = async (db: Db, user: AuthUser, upload: ReceivedUpload) => {
  let input: z.infer<typeof ImportProposalItemsFields>;
  try {
    input = fieldsOf(ImportProposalItemsFields, upload.fields);
  } catch (err) {
    await discardStaged(upload.files);
    throw err;
  }
  return importItems(
    db,
    user,
    upload,
    "proposal",
    async (tx) => {
      const { p, wo } = await lockPortalProposal(tx, user, input.proposalid);
      if (input.version !== undefined) assertVersion(p.version, input.version, "proposal");
      if (!isVendorDraft(p.proposalstatusid))
        throw invalidState(
          `Items can only be imported into a draft proposal; ${p.proposalnumber} is ${VENDOR_PROPOSAL_STATUS_NAMES[p.proposalstatusid] ?? ""}.`,
          { proposalid: "proposal is not a draft" },
        );
      return { id: p.id, number: p.proposalnumber, workorderid: wo.id };
    },
    (tx, id) =>
      tx
        .update(vendorProposals)
        .set({ version: sql`${vendorProposals.version} + 1` })
        .where(eq(vendorProposals.id, id)),
  );
};

/** POST /vendorprofile/importinvoiceitems: adds the file's lines to a draft invoice, all or none. */
export const importInvoiceItems = async (db: Db, user: AuthUser, upload: ReceivedUpload) => {
  let input: z.infer<typeof ImportInvoiceItemsFields>;
  try {
    input = fieldsOf(ImportInvoiceItemsFields, upload.fields);
  } catch (err) {
    await discardStaged(upload.files);
    throw err;
  }
  return importItems(
    db,
    user,
    upload,
    "invoice",
    async (tx) => {
      const { i, wo } = await lockPortalInvoice(tx, user, input.invoiceid);
      if (input.version !== undefined) assertVersion(i.version, input.version, "invoice");
      if (!isVendorDraft(i.invoicestatusid))
        throw invalidState(
          `Items can only be imported into a draft invoice; ${i.invoicenumber} is ${VENDOR_INVOICE_STATUS_NAMES[i.invoicestatusid] ?? ""}.`,
          { invoiceid: "invoice is not a draft" },
        );
      return { id: i.id, number: i.invoicenumber, workorderid: wo.id };
    },
    (tx, id) =>
      tx
        .update(vendorInvoices)
        .set({ version: sql`${vendorInvoices.version} + 1` })
        .where(eq(vendorInvoices.id, id)),
  );
};
