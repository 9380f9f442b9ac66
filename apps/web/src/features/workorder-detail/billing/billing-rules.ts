import {
  customerProposalCents,
  documentTotals,
  fromCents,
  laborLineCents,
  MARGIN_MAX,
  MARGIN_MIN,
  toCents,
  unitLineCents,
  vendorDocumentParts,
} from "@fm/domain";
import type { Ability } from "@fm/domain/contracts";
import type {
  CustomerInvoice,
  CustomerProposal,
  LineDraft,
  VendorLaborLine,
  VendorMaterialLine,
  VendorOtherLine,
  VendorProposal,
  VendorProposalRow,
} from "./types.ts";

/** Item types of proposal lines (1–6) and invoice lines (1–5), spec 2 §3 / §9. */
export const ITEM_TYPES = [
  { id: 1, name: "Labor" },
  { id: 2, name: "Material" },
  { id: 3, name: "Travel" },
  { id: 4, name: "Other" },
  { id: 5, name: "Tax" },
  { id: 6, name: "Misc" },
] as const;
export const itemTypeOptions = (max: 5 | 6) =>
  ITEM_TYPES.filter((t) => t.id <= max).map((t) => ({ value: String(t.id), label: t.name }));

export interface RowAction<K extends string> {
  key: K;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  divider?: boolean;
}

export type ProposalActionKey =
  | "edit"
  | "approve"
  | "reject"
  | "complete"
  | "preview"
  | "pdf"
  | "word"
  | "invoice"
  | "clone"
  | "remove";

/** An item the server's ability offers: hidden, shown disabled or enabled. */
const offered = <K extends string>(
  out: RowAction<K>[],
  ability: Ability,
  item: Omit<RowAction<K>, "disabled">,
) => {
  if (ability !== "hidden") out.push({ ...item, ...(ability === "disabled" ? { disabled: true } : {}) });
};

/**
 * Staff customer-proposal menu (spec 2 §4) in the spec's order; which items show and which are enabled is the
 * server's answer (`abilities`, from the proposal policies). Preview, PDF and Word are always offered.
 */
export const proposalActions = (p: Pick<CustomerProposal, "abilities">): RowAction<ProposalActionKey>[] => {
  const a = p.abilities;
  const out: RowAction<ProposalActionKey>[] = [];
  offered(out, a.edit, { key: "edit", label: "Edit" });
  offered(out, a.approve, { key: "approve", label: "Approve" });
  offered(out, a.reject, { key: "reject", label: "Reject" });
  offered(out, a.complete, { key: "complete", label: "Complete" });
  out.push(
    { key: "preview", label: "Preview", divider: true },
    { key: "pdf", label: "PDF" },
    { key: "word", label: "Word" },
  );
  offered(out, a.createInvoice, { key: "invoice", label: "Create Invoice", divider: true });
  offered(out, a.clone, { key: "clone", label: "Clone", divider: a.createInvoice === "hidden" });
  offered(out, a.remove, { key: "remove", label: "Delete", danger: true });
  return out;
};

export type InvoiceActionKey =
  | "edit"
  | "approve"
  | "unapprove"
  | "reject"
  | "preview"
  | "pdf"
  | "word"
  | "remove";

/** Staff invoice menu (spec 2 §4): Edit, Preview and Word always; the rest as the server's `abilities` say. */
export const invoiceActions = (inv: Pick<CustomerInvoice, "abilities">): RowAction<InvoiceActionKey>[] => {
  const a = inv.abilities;
  const out: RowAction<InvoiceActionKey>[] = [{ key: "edit", label: "Edit" }];
  offered(out, a.approve, { key: "approve", label: "Approve" });
  offered(out, a.unapprove, { key: "unapprove", label: "UnApprove" });
  offered(out, a.reject, { key: "reject", label: "Reject" });
  out.push({ key: "preview", label: "Preview", divider: true });
  offered(out, a.pdf, { key: "pdf", label: "PDF" });
  out.push({ key: "word", label: "Word" });
  offered(out, a.remove, { key: "remove", label: "Delete", danger: true, divider: true });
  return out;
};

export type VendorProposalActionKey = "review" | "approve" | "reject" | "convert";

/**
 * Vendor Submitted Proposals menu (spec 2 §4): Review always; Approve / Reject on a submitted proposal (enabled
 * only with exactly one vendor attached) and Convert as the server's `abilities` say.
 */
export const vendorProposalActions = (
  vp: Pick<VendorProposalRow, "abilities">,
): RowAction<VendorProposalActionKey>[] => {
  const a = vp.abilities;
  const out: RowAction<VendorProposalActionKey>[] = [{ key: "review", label: "Review Proposal" }];
  offered(out, a.approve, { key: "approve", label: "Approve" });
  offered(out, a.reject, { key: "reject", label: "Reject" });
  offered(out, a.convert, { key: "convert", label: "Convert to Customer Proposal", divider: true });
  return out;
};

/** '$ 1,234.50' — the spec's '$ X' of its confirmation prompts. */
export const dollars = (amount: number) =>
  `$ ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const quoteChangeMessage = (from: number, to: number) =>
  `Update Vendor Quoted Amount from ${dollars(from)} to ${dollars(to)}`;

export const rejectVendorProposalMessage = (number: string, vendor: string) =>
  `Reject proposal ${number} from Vendor ${vendor}?`;

/** Approve asks first only when the amount differs from the vendor line's quoted amount (spec 2 §4). */
export const quoteDiffers = (quoted: number, proposal: number) => toCents(quoted) !== toCents(proposal);

/** Margin 10–100 (spec 2 §5); null when valid. */
export const marginError = (margin: number | string | null | undefined): string | null => {
  if (margin === null || margin === undefined || margin === "") return "Margin is required.";
  const m = Number(margin);
  if (!Number.isFinite(m) || m < MARGIN_MIN || m > MARGIN_MAX)
    return `Margin must be between ${MARGIN_MIN} and ${MARGIN_MAX}.`;
  return null;
};

/**
 * The live proposed amount of the proposal form, in cents: the lines' total when it has lines (as the server
 * computes it), else quoted / (1 − margin/100); null when it has no value (bad input, 100 % margin).
 */
export const previewProposedCents = (
  quoted: number | string,
  margin: number | string,
  items: readonly LineDraft[] = [],
): number | null => {
  if (items.length) return customerProposalCents(0, Number(margin), items);
  if (quoted === "" || marginError(margin) !== null) return null;
  const q = Number(quoted);
  if (!Number.isFinite(q) || q < 0) return null;
  return customerProposalCents(toCents(q), Number(margin), []);
};

/** An invoice that would bill the customer nothing ($0.00, no lines or only zero lines): Save asks first. */
export const isZeroInvoice = (items: readonly LineDraft[]): boolean => documentTotals(items).totalCents === 0;

/** Subtotal, taxes and total of a form's lines, in cents (spec 2 §9). */
export const formTotals = (items: readonly LineDraft[]) => documentTotals(items);

/** Vendor-submitted proposal costs (spec 2 §9), in cents. */
export const laborCents = (l: VendorLaborLine) => laborLineCents(l);
export const materialCents = (l: VendorMaterialLine | VendorOtherLine) => unitLineCents(l);

/** The domain's one composition of a vendor document (vendorDocumentParts). */
export const vendorProposalCosts = (vp: Pick<VendorProposal, "labor" | "materials" | "other">) =>
  vendorDocumentParts(vp, { labor: laborLineCents, unit: unitLineCents });

export const SKILL_LEVELS: Readonly<Record<number, string>> = {
  1: "Supervisor",
  2: "Technician",
  3: "Helper",
};
export const RATE_TYPES: Readonly<Record<number, string>> = { 1: "Regular", 2: "Overtime", 3: "Double Time" };
export const OTHER_TYPES: Readonly<Record<number, string>> = { 1: "Other" };

export const centsToAmount = fromCents;

/** CSV text of rows (RFC 4180 quoting), for the Vendor Submitted Proposals export. */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) =>
  [header, ...rows]
    .map((r) =>
      r
        .map((v) => {
          const s = v === null ? "" : String(v);
          return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
        })
        .join(","),
    )
    .join("\r\n");
