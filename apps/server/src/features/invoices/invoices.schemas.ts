import { z } from "zod";
import { id, version } from "../proposals/proposals.schemas.ts";
import { LineOut, lineInput } from "./billing-lines.ts";

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((s) => s || null);
const date = z.coerce.date({ error: "must be a date" }).nullish();

const invoiceFields = {
  invoicedate: date,
  duedate: date,
  completedate: date,
  sentby: text(200),
  billwithoutsignoff: z.boolean().default(false),
  note: text(4000),
  scopeofwork: z.string().max(200_000).nullish(),
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
});
export const Invoices = z.array(Invoice);
