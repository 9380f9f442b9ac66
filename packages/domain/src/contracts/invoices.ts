import { z } from "zod";
import { InvoiceAbilities } from "./abilities.ts";
import { LineOut, lineInput } from "./billing-lines.ts";
import { optionalHtml } from "./html.ts";
import { id, optionalDate, optionalText, text, version } from "./primitives.ts";

const invoiceFields = {
  invoicedate: optionalDate("Invoice Date"),
  duedate: optionalDate("Due Date"),
  completedate: optionalDate("Complete Date"),
  sentby: optionalText("Sent By", 200),
  billwithoutsignoff: z.boolean().default(false),
  /** Plain text (printed as text on the invoice). */
  note: optionalText("Note", 4000),
  scopeofwork: optionalHtml("Scope of Work", 200_000),
};

export const InvoiceInput = z.object({
  id: z.literal(0).optional(),
  workorderid: id("workorderid"),
  ...invoiceFields,
  items: z.array(lineInput(5)).max(500).default([]),
});
export type InvoiceInput = z.infer<typeof InvoiceInput>;

export const InvoiceUpdate = z.object({
  id: id("id"),
  version,
  ...invoiceFields,
  /** Omitted: the lines stay as they are. */
  items: z.array(lineInput(5)).max(500).optional(),
});
export type InvoiceUpdate = z.infer<typeof InvoiceUpdate>;

export const InvoiceId = z.object({ invoiceid: id("invoiceid") });
export const InvoiceIdQuery = z.object({ id: id("id") });
export const InvoicesQuery = z.object({ workorderid: id("workorderid") });
/** Approve / unapprove / reject; the reason is plain text (it is quoted in a System note). */
export const InvoiceStatusBody = InvoiceId.extend({ version, reason: text("Reason", 2000).nullish() });
export const InvoiceDocumentBody = InvoiceId.extend({
  format: z.enum(["html", "pdf"]).optional(),
  preview: z.boolean().optional(),
});

export const Invoice = z.object({
  id: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  proposalid: z.number().nullable(),
  invoicenumber: z.string(),
  amount: z.number(),
  subtotal: z.number(),
  taxes: z.number(),
  invoicedate: z.string(),
  invoicingdate: z.string(),
  duedate: z.string(),
  completedate: z.string().nullable(),
  sentby: z.string().nullable(),
  invoicesentby: z.string().nullable(),
  billwithoutsignoff: z.boolean(),
  isapproved: z.boolean(),
  approveddate: z.string().nullable(),
  isrejected: z.boolean(),
  rejectreason: z.string().nullable(),
  note: z.string().nullable(),
  scopeofwork: z.string().nullable(),
  scopeofworkformatted: z.string(),
  version: z.number(),
  details: z.array(LineOut),
  abilities: InvoiceAbilities,
});
export type Invoice = z.infer<typeof Invoice>;
export const Invoices = z.array(Invoice);
