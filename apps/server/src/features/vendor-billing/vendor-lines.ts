import { fromCents, laborLineCents, unitLineCents, vendorDocumentCents } from "@fm/domain";
import type { LaborLineInput, MaterialLineInput, OtherLineInput } from "@fm/domain/contracts";
import { asc, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  vendorInvoiceLabor,
  vendorInvoiceMaterials,
  vendorInvoiceOther,
  vendorProposalLabor,
  vendorProposalMaterials,
  vendorProposalOther,
} from "../../db/schema/index.ts";
import { UNITS_OF_MEASURE } from "../invoices/index.ts";

/*
 * The labor / materials / other lines of vendor proposals and vendor invoices: one reader, one presenter and
 * one writer for both documents (the tables differ only in their parent column).
 */

export interface LaborRow {
  id: number;
  skilllevelid: number;
  typeid: number;
  numberoftechs: number;
  hourlyrate: string;
  numberofhours: string;
}
export interface MaterialRow {
  id: number;
  description: string;
  partnumber: string | null;
  uomid: number | null;
  unitprice: string;
  quantity: string;
}
export interface OtherRow {
  id: number;
  typeid: number;
  description: string | null;
  quantity: string;
  unitprice: string;
}
export interface VendorLines {
  labor: LaborRow[];
  materials: MaterialRow[];
  other: OtherRow[];
}
export interface LineInputs {
  labor: LaborLineInput[];
  materials: MaterialLineInput[];
  other: OtherLineInput[];
}

export type VendorDocumentKind = "proposal" | "invoice";

/** Lines of several documents, each list with the parent id (one query per kind: one connection in a tx). */
export const readLines = async (db: DbOrTx, kind: VendorDocumentKind, ids: number[]) => {
  const out = new Map<number, VendorLines>();
  for (const id of ids) out.set(id, { labor: [], materials: [], other: [] });
  if (!ids.length) return out;
  const parentOf = (r: { proposalid?: number; invoiceid?: number }) => r.proposalid ?? r.invoiceid ?? 0;
  if (kind === "proposal") {
    const labor = await db
      .select()
      .from(vendorProposalLabor)
      .where(inArray(vendorProposalLabor.proposalid, ids))
      .orderBy(asc(vendorProposalLabor.id));
    const materials = await db
      .select()
      .from(vendorProposalMaterials)
      .where(inArray(vendorProposalMaterials.proposalid, ids))
      .orderBy(asc(vendorProposalMaterials.id));
    const other = await db
      .select()
      .from(vendorProposalOther)
      .where(inArray(vendorProposalOther.proposalid, ids))
      .orderBy(asc(vendorProposalOther.id));
    for (const l of labor) out.get(parentOf(l))?.labor.push(l);
    for (const l of materials) out.get(parentOf(l))?.materials.push(l);
    for (const l of other) out.get(parentOf(l))?.other.push(l);
  } else {
    const labor = await db
      .select()
      .from(vendorInvoiceLabor)
      .where(inArray(vendorInvoiceLabor.invoiceid, ids))
      .orderBy(asc(vendorInvoiceLabor.id));
    const materials = await db
      .select()
      .from(vendorInvoiceMaterials)
      .where(inArray(vendorInvoiceMaterials.invoiceid, ids))
      .orderBy(asc(vendorInvoiceMaterials.id));
    const other = await db
      .select()
      .from(vendorInvoiceOther)
      .where(inArray(vendorInvoiceOther.invoiceid, ids))
      .orderBy(asc(vendorInvoiceOther.id));
    for (const l of labor) out.get(parentOf(l))?.labor.push(l);
    for (const l of materials) out.get(parentOf(l))?.materials.push(l);
    for (const l of other) out.get(parentOf(l))?.other.push(l);
  }
  return out;
};

export const amountCentsOf = (lines: VendorLines) => vendorDocumentCents(lines);

/** The lines as the contracts show them, each with its total to the cent. */
export const presentLines = (lines: VendorLines) => ({
  labor: lines.labor.map((l) => ({
    id: l.id,
    skilllevelid: l.skilllevelid,
    typeid: l.typeid,
    numberoftechs: l.numberoftechs,
    hourlyrate: Number(l.hourlyrate),
    numberofhours: Number(l.numberofhours),
    total: fromCents(laborLineCents(l)),
  })),
  materials: lines.materials.map((l) => ({
    id: l.id,
    description: l.description,
    partnumber: l.partnumber,
    uomid: l.uomid,
    uom: l.uomid === null ? null : (UNITS_OF_MEASURE[l.uomid] ?? null),
    unitprice: Number(l.unitprice),
    quantity: Number(l.quantity),
    total: fromCents(unitLineCents(l)),
  })),
  other: lines.other.map((l) => ({
    id: l.id,
    typeid: l.typeid,
    description: l.description,
    quantity: Number(l.quantity),
    unitprice: Number(l.unitprice),
    total: fromCents(unitLineCents(l)),
  })),
});

/** Stored lines back as inputs (clone, invoice from a proposal). */
export const linesAsInputs = (l: VendorLines): LineInputs => ({
  labor: l.labor.map((r) => ({
    skilllevelid: r.skilllevelid,
    typeid: r.typeid,
    numberoftechs: r.numberoftechs,
    hourlyrate: Number(r.hourlyrate),
    numberofhours: Number(r.numberofhours),
  })),
  materials: l.materials.map((r) => ({
    description: r.description,
    partnumber: r.partnumber,
    uomid: r.uomid ?? 1,
    unitprice: Number(r.unitprice),
    quantity: Number(r.quantity),
  })),
  other: l.other.map((r) => ({
    typeid: r.typeid,
    description: r.description,
    quantity: Number(r.quantity),
    unitprice: Number(r.unitprice),
  })),
});

/** Adds lines to a document (its parent row is already locked). */
export const insertLines = async (tx: DbOrTx, kind: VendorDocumentKind, parentid: number, l: LineInputs) => {
  const labor = l.labor.map((r) => ({
    skilllevelid: r.skilllevelid,
    typeid: r.typeid,
    numberoftechs: r.numberoftechs,
    hourlyrate: r.hourlyrate.toFixed(2),
    numberofhours: r.numberofhours.toFixed(2),
  }));
  const materials = l.materials.map((r) => ({
    description: r.description,
    partnumber: r.partnumber ?? null,
    uomid: r.uomid,
    unitprice: r.unitprice.toFixed(2),
    quantity: String(r.quantity),
  }));
  const other = l.other.map((r) => ({
    typeid: r.typeid,
    description: r.description ?? null,
    quantity: String(r.quantity),
    unitprice: r.unitprice.toFixed(2),
  }));
  if (kind === "proposal") {
    const proposalid = parentid;
    if (labor.length) await tx.insert(vendorProposalLabor).values(labor.map((r) => ({ ...r, proposalid })));
    if (materials.length)
      await tx.insert(vendorProposalMaterials).values(materials.map((r) => ({ ...r, proposalid })));
    if (other.length) await tx.insert(vendorProposalOther).values(other.map((r) => ({ ...r, proposalid })));
  } else {
    const invoiceid = parentid;
    if (labor.length) await tx.insert(vendorInvoiceLabor).values(labor.map((r) => ({ ...r, invoiceid })));
    if (materials.length)
      await tx.insert(vendorInvoiceMaterials).values(materials.map((r) => ({ ...r, invoiceid })));
    if (other.length) await tx.insert(vendorInvoiceOther).values(other.map((r) => ({ ...r, invoiceid })));
  }
};

/** Replaces a document's lines with the given ones. */
export const replaceLines = async (tx: DbOrTx, kind: VendorDocumentKind, parentid: number, l: LineInputs) => {
  if (kind === "proposal") {
    await tx.delete(vendorProposalLabor).where(inArray(vendorProposalLabor.proposalid, [parentid]));
    await tx.delete(vendorProposalMaterials).where(inArray(vendorProposalMaterials.proposalid, [parentid]));
    await tx.delete(vendorProposalOther).where(inArray(vendorProposalOther.proposalid, [parentid]));
  } else {
    await tx.delete(vendorInvoiceLabor).where(inArray(vendorInvoiceLabor.invoiceid, [parentid]));
    await tx.delete(vendorInvoiceMaterials).where(inArray(vendorInvoiceMaterials.invoiceid, [parentid]));
    await tx.delete(vendorInvoiceOther).where(inArray(vendorInvoiceOther.invoiceid, [parentid]));
  }
  await insertLines(tx, kind, parentid, l);
};
