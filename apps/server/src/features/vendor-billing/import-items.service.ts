import { isVendorDraft, VENDOR_INVOICE_STATUS_NAMES, VENDOR_PROPOSAL_STATUS_NAMES } from "@fm/domain";
import { ImportInvoiceItemsFields, ImportProposalItemsFields } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
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

/** The one spreadsheet of an import, read into lines (400 naming every bad row: nothing is imported). */
const linesFromUpload = async (upload: ReceivedUpload) => {
  const [file] = upload.files;
  if (upload.files.length !== 1 || !file) throw badRequest(ONE_FILE, { file: ONE_FILE });
  const ext = extensionOf(file.originalName);
  if (ext !== "xlsx" && ext !== "xls") throw badRequest(ONE_FILE, { file: ONE_FILE });
  const shown = printable(file.originalName);
  return { lines: parseItemRows(await readSheet(file.tempPath, ext, shown), shown), shown };
};

const counts = (l: { labor: unknown[]; materials: unknown[]; other: unknown[] }) => ({
  labor: l.labor.length,
  materials: l.materials.length,
  other: l.other.length,
});

/** POST /vendorprofile/importproposalitems: adds the file's lines to a draft proposal, all or none. */
export const importProposalItems = async (db: Db, user: AuthUser, upload: ReceivedUpload) => {
  try {
    const input = fieldsOf(ImportProposalItemsFields, upload.fields);
    const { lines, shown } = await linesFromUpload(upload);
    return await db.transaction(async (tx) => {
      const { p, wo } = await lockPortalProposal(tx, user, input.proposalid);
      if (input.version !== undefined) assertVersion(p.version, input.version, "proposal");
      if (!isVendorDraft(p.proposalstatusid))
        throw invalidState(
          `Items can only be imported into a draft proposal; ${p.proposalnumber} is ${VENDOR_PROPOSAL_STATUS_NAMES[p.proposalstatusid] ?? ""}.`,
          {
            proposalid: "proposal is not a draft",
          },
        );
      await insertLines(tx, "proposal", p.id, lines);
      await tx
        .update(vendorProposals)
        .set({ version: sql`${vendorProposals.version} + 1` })
        .where(eq(vendorProposals.id, p.id));
      const c = counts(lines);
      await addSystemNote(
        tx,
        wo.id,
        user,
        `Vendor proposal ${p.proposalnumber}: ${c.labor + c.materials + c.other} items imported from ${shown}.`,
      );
      return c;
    });
  } finally {
    await discardStaged(upload.files);
  }
};

/** POST /vendorprofile/importinvoiceitems: adds the file's lines to a draft invoice, all or none. */
export const importInvoiceItems = async (db: Db, user: AuthUser, upload: ReceivedUpload) => {
  try {
    const input = fieldsOf(ImportInvoiceItemsFields, upload.fields);
    const { lines, shown } = await linesFromUpload(upload);
    return await db.transaction(async (tx) => {
      const { i, wo } = await lockPortalInvoice(tx, user, input.invoiceid);
      if (input.version !== undefined) assertVersion(i.version, input.version, "invoice");
      if (!isVendorDraft(i.invoicestatusid))
        throw invalidState(
          `Items can only be imported into a draft invoice; ${i.invoicenumber} is ${VENDOR_INVOICE_STATUS_NAMES[i.invoicestatusid] ?? ""}.`,
          {
            invoiceid: "invoice is not a draft",
          },
        );
      await insertLines(tx, "invoice", i.id, lines);
      await tx
        .update(vendorInvoices)
        .set({ version: sql`${vendorInvoices.version} + 1` })
        .where(eq(vendorInvoices.id, i.id));
      const c = counts(lines);
      await addSystemNote(
        tx,
        wo.id,
        user,
        `Vendor invoice ${i.invoicenumber}: ${c.labor + c.materials + c.other} items imported from ${shown}.`,
      );
      return c;
    });
  } finally {
    await discardStaged(upload.files);
  }
};
