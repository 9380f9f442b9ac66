import { fromCents, laborLineCents, unitLineCents, vendorDocumentParts } from "@fm/domain";
import type { VendorPortalInvoice, VendorPortalProposal } from "@fm/domain/contracts";
import type { ActionItem } from "../../components/ActionsMenu.tsx";
import type { BillingLines } from "./vendor-billing-api.ts";

/*
 * What the vendor may do with a proposal or invoice (spec 2 §4 "Portal vendor proposal and invoice"): the
 * server's `abilities` on each document (its policies, the document's and the order's state), so a button
 * enabled is a call the server accepts.
 */

export type ProposalActionKey = "edit" | "submit" | "clone" | "delete" | "invoice" | "preview" | "pdf";
export type InvoiceActionKey = "edit" | "submit" | "clone" | "delete" | "preview" | "pdf";

export const proposalActions = (
  p: Pick<VendorPortalProposal, "abilities">,
): ActionItem<ProposalActionKey>[] => {
  const a = p.abilities;
  return [
    { key: "edit", label: a.edit ? "Edit" : "View" },
    { key: "submit", label: "Submit", disabled: !a.submit },
    { key: "invoice", label: "Create Invoice", disabled: !a.createInvoice },
    { key: "clone", label: "Clone", disabled: !a.clone, divider: true },
    { key: "preview", label: "Preview" },
    { key: "pdf", label: "PDF" },
    { key: "delete", label: "Delete", danger: true, divider: true, disabled: !a.remove },
  ];
};

export const invoiceActions = (i: Pick<VendorPortalInvoice, "abilities">): ActionItem<InvoiceActionKey>[] => {
  const a = i.abilities;
  return [
    { key: "edit", label: a.edit ? "Edit" : "View" },
    { key: "submit", label: "Submit", disabled: !a.submit },
    { key: "clone", label: "Clone", disabled: !a.clone, divider: true },
    { key: "preview", label: "Preview" },
    { key: "pdf", label: "PDF" },
    { key: "delete", label: "Delete", danger: true, divider: true, disabled: !a.remove },
  ];
};

/** A stored document's lines as the editor's values (line ids and totals dropped). */
export const linesOf = (d: Pick<VendorPortalProposal, "labor" | "materials" | "other">): BillingLines => ({
  labor: d.labor.map(({ skilllevelid, typeid, numberoftechs, hourlyrate, numberofhours }) => ({
    skilllevelid,
    typeid,
    numberoftechs,
    hourlyrate,
    numberofhours,
  })),
  materials: d.materials.map(({ description, partnumber, uomid, unitprice, quantity }) => ({
    description,
    partnumber,
    uomid: uomid ?? 1,
    unitprice,
    quantity,
  })),
  other: d.other.map(({ typeid, description, quantity, unitprice }) => ({
    typeid,
    description,
    quantity,
    unitprice,
  })),
});

/** Editor rows: number fields may be empty ("") while typing. */
export interface LaborRowValue {
  skilllevelid: string | null;
  typeid: string | null;
  numberoftechs: number | "";
  hourlyrate: number | "";
  numberofhours: number | "";
}
export interface MaterialRowValue {
  description: string;
  partnumber: string;
  uomid: string | null;
  unitprice: number | "";
  quantity: number | "";
}
export interface OtherRowValue {
  typeid: string | null;
  description: string;
  quantity: number | "";
  unitprice: number | "";
}
export interface LinesValue {
  labor: LaborRowValue[];
  materials: MaterialRowValue[];
  other: OtherRowValue[];
}

export const NEW_LABOR: LaborRowValue = {
  skilllevelid: "2",
  typeid: "1",
  numberoftechs: 1,
  hourlyrate: "",
  numberofhours: "",
};
export const NEW_MATERIAL: MaterialRowValue = {
  description: "",
  partnumber: "",
  uomid: "1",
  unitprice: "",
  quantity: 1,
};
export const NEW_OTHER: OtherRowValue = { typeid: "1", description: "", quantity: 1, unitprice: "" };

export const toLinesValue = (l: BillingLines): LinesValue => ({
  labor: l.labor.map((r) => ({
    skilllevelid: String(r.skilllevelid),
    typeid: String(r.typeid),
    numberoftechs: r.numberoftechs,
    hourlyrate: r.hourlyrate,
    numberofhours: r.numberofhours,
  })),
  materials: l.materials.map((r) => ({
    description: r.description,
    partnumber: r.partnumber ?? "",
    uomid: String(r.uomid),
    unitprice: r.unitprice,
    quantity: r.quantity,
  })),
  other: l.other.map((r) => ({
    typeid: String(r.typeid),
    description: r.description ?? "",
    quantity: r.quantity,
    unitprice: r.unitprice,
  })),
});

const n = (v: number | "" | string | null) => (v === "" || v === null ? Number.NaN : Number(v));

/** The values as the request sends them (the server checks them again). */
export const fromLinesValue = (v: LinesValue): BillingLines => ({
  labor: v.labor.map((r) => ({
    skilllevelid: n(r.skilllevelid),
    typeid: n(r.typeid),
    numberoftechs: n(r.numberoftechs),
    hourlyrate: n(r.hourlyrate),
    numberofhours: n(r.numberofhours),
  })),
  materials: v.materials.map((r) => ({
    description: r.description.trim(),
    partnumber: r.partnumber.trim() || null,
    uomid: n(r.uomid),
    unitprice: n(r.unitprice),
    quantity: n(r.quantity),
  })),
  other: v.other.map((r) => ({
    typeid: n(r.typeid),
    description: r.description.trim() || null,
    quantity: n(r.quantity),
    unitprice: n(r.unitprice),
  })),
});

const required = (label: string) => (v: unknown) =>
  v === "" || v === null || v === undefined || (typeof v === "string" && v.trim() === "")
    ? `${label} is required.`
    : null;
const positive = (label: string) => (v: unknown) =>
  required(label)(v) ?? (Number(v) > 0 ? null : `${label} must be more than 0.`);

/** Client rules of the line editors (spec 2 §5): the required fields of each kind of line. */
export const lineValidation = {
  labor: {
    skilllevelid: required("Skill Level"),
    typeid: required("Rate Type"),
    numberoftechs: positive("Number of Techs"),
    hourlyrate: required("Hourly Rate"),
    numberofhours: positive("Hours"),
  },
  materials: {
    description: required("Description"),
    uomid: required("Unit"),
    unitprice: required("Unit Price"),
    quantity: positive("Quantity"),
  },
  other: {
    typeid: required("Type"),
    quantity: positive("Quantity"),
    unitprice: required("Price"),
  },
};

const safe = (f: () => number) => {
  try {
    const v = f();
    return Number.isFinite(v) ? v : 0;
  } catch {
    return 0;
  }
};

/** Line and document totals while typing (incomplete lines count 0), to the cent (packages/domain). */
const laborCentsOf = (r: LaborRowValue) =>
  safe(() =>
    laborLineCents({
      hourlyrate: n(r.hourlyrate),
      numberofhours: n(r.numberofhours),
      numberoftechs: n(r.numberoftechs),
      typeid: n(r.typeid),
    }),
  );
const unitCentsOf = (r: { unitprice: number | ""; quantity: number | "" }) =>
  safe(() => unitLineCents({ unitprice: n(r.unitprice), quantity: n(r.quantity) }));
export const laborTotal = (r: LaborRowValue) => fromCents(laborCentsOf(r));
export const unitTotal = (r: { unitprice: number | ""; quantity: number | "" }) => fromCents(unitCentsOf(r));
export const documentTotal = (v: LinesValue) =>
  fromCents(vendorDocumentParts(v, { labor: laborCentsOf, unit: unitCentsOf }).total);
