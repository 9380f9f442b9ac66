import { MARGIN_DEFAULT, MARGIN_MAX, MARGIN_MIN, PROPOSAL_STATUSES } from "@fm/domain";
import { z } from "zod";
import { LineOut, lineInput, moneyInput } from "../invoices/billing-lines.ts";

export const id = (label: string) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .int(`${label} is required.`)
    .positive(`${label} is required.`);
export const version = z.coerce.number({ error: "version is required." }).int().min(1);

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((s) => s || null);

const proposalFields = {
  workordervendorid: z.coerce.number().int().positive().nullish(),
  note: text(4000),
  quotedamount: moneyInput("Vendor Quoted Amount"),
  margin: z.coerce
    .number({ error: "Margin is required." })
    .min(MARGIN_MIN, `Margin must be between ${MARGIN_MIN} and ${MARGIN_MAX}.`)
    .max(MARGIN_MAX, `Margin must be between ${MARGIN_MIN} and ${MARGIN_MAX}.`)
    .multipleOf(0.01, "Margin has at most 2 decimals.")
    .default(MARGIN_DEFAULT),
  externalproposalnumber: text(100),
  custponumber: text(100),
  scopeofwork: z
    .string({ error: "Scope of Work is required." })
    .max(200_000)
    .refine((s) => s.replace(/<[^>]*>|&nbsp;|\s/g, "") !== "", "Scope of Work is required."),
};

export const ProposalInput = z.object({
  id: z.literal(0).optional(),
  workorderid: id("workorderid"),
  ...proposalFields,
  items: z.array(lineInput(6)).max(500).default([]),
});
export type ProposalInput = z.infer<typeof ProposalInput>;

export const ProposalUpdate = z.object({
  id: id("id"),
  version,
  ...proposalFields,
  /** Omitted: the lines stay as they are. */
  items: z.array(lineInput(6)).max(500).optional(),
});
export type ProposalUpdate = z.infer<typeof ProposalUpdate>;

export const Proposal = z.object({
  id: z.number(),
  workorderid: z.number(),
  wonumber: z.string(),
  workordervendorid: z.number().nullable(),
  amount: z.number(),
  quotedamount: z.number(),
  margin: z.number(),
  subtotal: z.number(),
  taxes: z.number(),
  grandtotal: z.number(),
  scopeofwork: z.string(),
  scopeofworkformatted: z.string(),
  externalproposalnumber: z.string().nullable(),
  note: z.string().nullable(),
  custponumber: z.string().nullable(),
  createddate: z.string(),
  completedate: z.string().nullable(),
  approveddate: z.string().nullable(),
  approvedbycustomer: z.boolean(),
  approvedbycustomerdate: z.string().nullable(),
  rejectedbycustomer: z.boolean(),
  iscomplete: z.boolean(),
  isapproved: z.boolean(),
  isrejected: z.boolean(),
  status: z.enum(PROPOSAL_STATUSES),
  invoiceid: z.number().nullable(),
  version: z.number(),
  details: z.array(LineOut),
});
export const Proposals = z.array(Proposal);

export const DocumentFormat = z.enum(["html", "pdf", "docx"]);
