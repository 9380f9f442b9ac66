import {
  canConvertVendorProposal,
  canDecideVendorProposal,
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
import type {
  CustomerInvoice,
  CustomerProposal,
  LineDraft,
  ProposalStatus,
  VendorLaborLine,
  VendorMaterialLine,
  VendorOtherLine,
  VendorProposal,
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

/** Derived customer proposal status (spec 2 §4). */
export const proposalStatus = (p: Pick<CustomerProposal, "iscomplete" | "isapproved" | "isrejected">) =>
  (p.isrejected
    ? "Rejected"
    : p.isapproved
      ? "Approved"
      : p.iscomplete
        ? "Complete"
        : "In Progress") satisfies ProposalStatus;

/** Approved or rejected proposals cannot have items edited, deleted or added (spec 2 §4). */
export const proposalItemsLocked = (p: Pick<CustomerProposal, "isapproved" | "isrejected">) =>
  p.isapproved || p.isrejected;

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

/**
 * Staff customer-proposal actions (spec 2 §4): Edit if not rejected and not approved; Complete if not rejected,
 * not approved, not complete; Approve if complete, not rejected, not approved; Reject if complete, not rejected;
 * Create Invoice only when approved; Preview, Clone, PDF (and Word) always. Delete only while not approved.
 * A read-only tab (locked order, no update permission) disables every change.
 */
export const proposalActions = (
  p: Pick<CustomerProposal, "iscomplete" | "isapproved" | "isrejected">,
  readOnly: boolean,
): RowAction<ProposalActionKey>[] => {
  const out: RowAction<ProposalActionKey>[] = [];
  const add = (
    key: ProposalActionKey,
    label: string,
    write: boolean,
    extra: Partial<RowAction<ProposalActionKey>> = {},
  ) => out.push({ key, label, ...(write && readOnly ? { disabled: true } : {}), ...extra });
  if (!p.isrejected && !p.isapproved) add("edit", "Edit", true);
  if (p.iscomplete && !p.isrejected && !p.isapproved) add("approve", "Approve", true);
  if (p.iscomplete && !p.isrejected) add("reject", "Reject", true);
  if (!p.isrejected && !p.isapproved && !p.iscomplete) add("complete", "Complete", true);
  add("preview", "Preview", false, { divider: true });
  add("pdf", "PDF", false);
  add("word", "Word", false);
  if (p.isapproved) add("invoice", "Create Invoice", true, { divider: true });
  add("clone", "Clone", true, { divider: !p.isapproved });
  if (!p.isapproved) add("remove", "Delete", true, { danger: true });
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

/**
 * Staff invoice actions (spec 2 §4): Approve with approve:customerinvoice when not approved; UnApprove when
 * approved; Reject and PDF hidden once rejected; Edit and Preview always.
 */
export const invoiceActions = (
  inv: Pick<CustomerInvoice, "isapproved" | "isrejected">,
  opts: { readOnly: boolean; canApprove: boolean },
): RowAction<InvoiceActionKey>[] => {
  const w = opts.readOnly ? { disabled: true } : {};
  const out: RowAction<InvoiceActionKey>[] = [{ key: "edit", label: "Edit" }];
  if (opts.canApprove && !inv.isapproved) out.push({ key: "approve", label: "Approve", ...w });
  if (inv.isapproved)
    out.push({ key: "unapprove", label: "UnApprove", ...w, ...(opts.canApprove ? {} : { disabled: true }) });
  if (!inv.isrejected) out.push({ key: "reject", label: "Reject", ...w });
  out.push({ key: "preview", label: "Preview", divider: true });
  if (!inv.isrejected) out.push({ key: "pdf", label: "PDF" });
  out.push({ key: "word", label: "Word" });
  out.push({ key: "remove", label: "Delete", danger: true, divider: true, ...w });
  return out;
};

/** Add Item is hidden when the invoice is approved (spec 2 §4). */
export const invoiceItemsLocked = (inv: Pick<CustomerInvoice, "isapproved"> | null) => !!inv?.isapproved;

export type VendorProposalActionKey = "review" | "approve" | "reject" | "convert";

/** Status 2 (submitted) allows Approve and Reject (spec 2 §4), which run only with exactly one vendor attached. */
export const vendorProposalActions = (
  vp: Pick<VendorProposal, "proposalstatusid">,
  opts: { readOnly: boolean; vendorCount: number },
): RowAction<VendorProposalActionKey>[] => {
  const out: RowAction<VendorProposalActionKey>[] = [{ key: "review", label: "Review Proposal" }];
  if (canDecideVendorProposal(vp.proposalstatusid)) {
    const disabled = opts.readOnly || opts.vendorCount !== 1;
    out.push({ key: "approve", label: "Approve", disabled }, { key: "reject", label: "Reject", disabled });
  }
  if (canConvertVendorProposal(vp.proposalstatusid))
    out.push({
      key: "convert",
      label: "Convert to Customer Proposal",
      divider: true,
      disabled: opts.readOnly,
    });
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
