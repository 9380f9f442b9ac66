import { LABOR_MULTIPLIER, LABOR_RATE_TYPES, SKILL_LEVELS } from "@fm/domain";
import type { VendorPortalInvoice, VendorPortalProposal } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { COMPANY } from "../documents/index.ts";
import {
  type BillingDocument,
  type LineRow,
  loadBillingHeader,
  presentBillingLine,
  totalsOf,
} from "../invoices/index.ts";

type Lines = Pick<VendorPortalProposal, "labor" | "materials" | "other">;

/** The vendor's lines as billing-document lines: labor as one priced line each, with its formula spelled out. */
const asRows = (l: Lines): LineRow[] => [
  ...l.labor.map((r, i) => ({
    id: i + 1,
    itemtypeid: 1,
    description: `${SKILL_LEVELS[r.skilllevelid] ?? "Labor"} — ${LABOR_RATE_TYPES[r.typeid] ?? ""} (${r.numberoftechs} tech${
      r.numberoftechs === 1 ? "" : "s"
    } × ${r.numberofhours} h × $${r.hourlyrate.toFixed(2)}/h × ${LABOR_MULTIPLIER[r.typeid] ?? 1})`,
    quantity: "1",
    rate: r.total.toFixed(2),
    taxrate: "0",
    uomid: null,
  })),
  ...l.materials.map((r, i) => ({
    id: 1000 + i,
    itemtypeid: 2,
    description: [r.description, r.partnumber ? `(#${r.partnumber})` : ""].filter(Boolean).join(" "),
    quantity: String(r.quantity),
    rate: r.unitprice.toFixed(2),
    taxrate: "0",
    uomid: r.uomid,
  })),
  ...l.other.map((r, i) => ({
    id: 2000 + i,
    itemtypeid: 4,
    description: r.description ?? "Other",
    quantity: String(r.quantity),
    rate: r.unitprice.toFixed(2),
    taxrate: "0",
    uomid: null,
  })),
];

const issuerOf = async (db: DbOrTx, vendorid: number) => {
  const [v] = await db.select().from(vendors).where(eq(vendors.id, vendorid));
  return {
    name: v?.name ?? `Vendor ${vendorid}`,
    line: v
      ? [
          `${v.address}${v.address2 ? `, ${v.address2}` : ""}, ${v.city}, ${v.statecode} ${v.postalcode}`,
          v.primaryphone,
          v.primaryemail,
        ]
          .filter(Boolean)
          .join(" · ")
      : "",
  };
};

const build = async (
  db: DbOrTx,
  user: AuthUser,
  d: {
    kind: "Proposal" | "Invoice";
    number: string;
    date: string;
    workorderid: number;
    vendorid: number;
    scope: string;
    note: string;
  },
  l: Lines,
): Promise<BillingDocument> => {
  const h = await loadBillingHeader(db, user, d.workorderid);
  const rows = asRows(l);
  const t = totalsOf(rows);
  return {
    kind: d.kind,
    title: d.kind === "Proposal" ? "VENDOR PROPOSAL" : "VENDOR INVOICE",
    number: d.number,
    date: new Date(d.date),
    duedate: null,
    wonumber: h.wonumber,
    ponumber: h.ponumber,
    customer: { name: COMPANY.name, lines: [COMPANY.line] },
    site: h.site,
    scope: d.scope,
    note: d.note,
    lines: rows.map(presentBillingLine),
    subtotal: t.subtotalCents / 100,
    tax: t.taxCents / 100,
    total: t.totalCents / 100,
    terms:
      d.kind === "Proposal"
        ? "Labor = hourly rate × hours × number of techs × rate-type multiplier (Regular ×1, Overtime ×1.5, Double Time ×2); materials and other = unit price × quantity."
        : `Invoice ${d.number} for work order ${h.wonumber}.`,
    issuer: await issuerOf(db, d.vendorid),
    partyTitles: ["Bill To", "Job Site"],
  };
};

export const vendorProposalDocument = (db: DbOrTx, user: AuthUser, p: VendorPortalProposal) =>
  build(
    db,
    user,
    {
      kind: "Proposal",
      number: p.proposalnumber,
      date: p.proposaldate,
      workorderid: p.workorderid,
      vendorid: p.vendorid,
      scope: p.description ?? "",
      note: p.note ?? "",
    },
    p,
  );

export const vendorInvoiceDocument = (db: DbOrTx, user: AuthUser, i: VendorPortalInvoice) =>
  build(
    db,
    user,
    {
      kind: "Invoice",
      number: i.invoicenumber,
      date: i.invoicedate,
      workorderid: i.workorderid,
      vendorid: i.vendorid,
      scope: i.description,
      note: i.note ?? "",
    },
    i,
  );
