import { fromCents } from "@fm/domain";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  customerProposals,
  customers,
  invoiceItems,
  invoices,
  jobSites,
  proposalItems,
  terms,
  workOrders,
} from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";
import { usDate } from "../../platform/format/dates.ts";
import { escapeHtml, htmlToText } from "../../platform/format/html-text.ts";
import { usd } from "../../platform/format/money.ts";
import { readerScope, type WorkOrderReader } from "../../platform/workorder-core/index.ts";
import { COMPANY } from "../documents/index.ts";
import { type LineRow, presentBillingLine, totalsOf } from "./billing-lines.ts";

/** Everything a proposal or invoice document shows; the HTML preview, PDF and Word file render this. */
export interface BillingDocument {
  kind: "Proposal" | "Invoice";
  title: string;
  number: string;
  date: Date;
  duedate: Date | null;
  wonumber: string;
  ponumber: string;
  customer: { name: string; lines: string[] };
  site: { name: string; lines: string[] };
  scope: string;
  note: string;
  lines: ReturnType<typeof presentBillingLine>[];
  subtotal: number;
  tax: number;
  total: number;
  terms: string;
  /** Who issues the document when it is not FM Dispatch (a vendor's proposal or invoice, vendor portal). */
  issuer?: { name: string; line: string };
  /** Captions of the two party blocks; default Customer and Job Site. */
  partyTitles?: [string, string];
}

export const loadBillingHeader = async (tx: DbOrTx, reader: WorkOrderReader, workorderid: number) => {
  const [row] = await tx
    .select({ wo: workOrders, customer: customers, site: jobSites, term: terms })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .leftJoin(terms, eq(terms.id, customers.termid))
    .where(and(eq(workOrders.id, workorderid), readerScope(reader)));
  if (!row) throw notFound(`Work order ${workorderid}`);
  const { wo, customer: c, site: s } = row;
  return {
    wonumber: wo.wonumber,
    ponumber: wo.ponumber ?? "",
    customer: {
      name: c.customername,
      lines: [c.streetaddress, c.streetaddress2, `${c.city}, ${c.statecode} ${c.postalcode}`].filter(
        (x): x is string => !!x,
      ),
    },
    site: {
      name: `${s.jobsite} — ${s.jobsitedescription}`,
      lines: [s.streetaddress, s.streetaddress2, `${s.city}, ${s.statecode} ${s.postalcode}`].filter(
        (x): x is string => !!x,
      ),
    },
    termName: row.term?.termdescription ?? null,
  };
};

const totals = (items: LineRow[]) => {
  const t = totalsOf(items);
  return {
    lines: items.map(presentBillingLine),
    subtotal: fromCents(t.subtotalCents),
    tax: fromCents(t.taxCents),
    total: fromCents(t.totalCents),
  };
};

export const loadProposalDocument = async (
  tx: DbOrTx,
  reader: WorkOrderReader,
  id: number,
): Promise<BillingDocument> => {
  const [p] = await tx.select().from(customerProposals).where(eq(customerProposals.id, id));
  if (!p) throw notFound(`Proposal ${id}`);
  const h = await loadBillingHeader(tx, reader, p.workorderid);
  const items = await tx.select().from(proposalItems).where(eq(proposalItems.proposalid, id));
  // Without lines the proposal is one line for its proposed amount, so the document total is the amount.
  const rows: LineRow[] = items.length
    ? items.sort((a, b) => a.id - b.id)
    : [
        {
          id: 0,
          itemtypeid: 4,
          description: "Scope of work as described",
          quantity: "1",
          rate: p.amount,
          taxrate: "0",
          uomid: null,
        },
      ];
  const t = totals(rows);
  return {
    kind: "Proposal",
    title: "PROPOSAL",
    number: p.proposalnumber ?? String(p.id),
    date: p.createddate,
    duedate: null,
    ...h,
    ponumber: p.custponumber ?? h.ponumber,
    scope: htmlToText(p.scopeofwork),
    note: p.notes ?? "",
    ...t,
    terms:
      "This proposal is valid for 30 days from its date. Prices are in US dollars and include the work described above; any additional work requires a new approval.",
  };
};

export const loadInvoiceDocument = async (
  tx: DbOrTx,
  reader: WorkOrderReader,
  id: number,
): Promise<BillingDocument> => {
  const [i] = await tx.select().from(invoices).where(eq(invoices.id, id));
  if (!i) throw notFound(`Invoice ${id}`);
  const h = await loadBillingHeader(tx, reader, i.workorderid);
  const items = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceid, id));
  return {
    kind: "Invoice",
    title: "INVOICE",
    number: i.invoicenumber,
    date: i.invoicedate,
    duedate: i.duedate,
    ...h,
    scope: htmlToText(i.scopeofwork),
    note: i.note ?? "",
    ...totals(items.sort((a, b) => a.id - b.id)),
    terms: `Terms: ${h.termName ?? "Due on receipt"}. Payment is due by ${usDate(i.duedate)}. Please reference invoice ${i.invoicenumber} and work order ${h.wonumber} with your payment.`,
  };
};

export const fileBase = (d: BillingDocument) =>
  `${d.wonumber}_${d.kind.toLowerCase()}_${d.number}`.replace(/[^A-Za-z0-9_.-]/g, "_");

/** The fields block shared by all three renderings, as label/value pairs. */
export const headerFields = (d: BillingDocument): [string, string][] => [
  [`${d.kind} #`, d.number],
  ["Date", usDate(d.date)],
  ...(d.duedate ? ([["Due Date", usDate(d.duedate)]] as [string, string][]) : []),
  ["Work Order #", d.wonumber],
  ["PO #", d.ponumber || "—"],
];

export const LINE_HEADERS = ["Type", "Description", "Qty", "Unit", "Rate", "Tax %", "Amount"];
export const lineCells = (l: BillingDocument["lines"][number]) => [
  l.itemtype,
  l.description,
  String(l.quantity),
  l.uom ?? "",
  usd(l.rate),
  l.taxrate ? `${l.taxrate}%` : "",
  usd(l.subtotal),
];

/** The HTML preview (Invoice Preview popup, spec 2 §2): the same content as the PDF. */
export const renderBillingHtml = (d: BillingDocument) => {
  const e = escapeHtml;
  const block = (title: string, name: string, lines: string[]) =>
    `<div class="party"><h3>${e(title)}</h3><div><strong>${e(name)}</strong></div>${lines.map((l) => `<div>${e(l)}</div>`).join("")}</div>`;
  const row = (cells: string[], tag = "td") =>
    `<tr>${cells.map((c, i) => `<${tag}${i >= 2 ? ' class="num"' : ""}>${e(c)}</${tag}>`).join("")}</tr>`;
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${e(`${d.kind} ${d.number}`)}</title>
<style>
body{font-family:Helvetica,Arial,sans-serif;font-size:13px;color:#222;margin:24px}
.head{display:flex;justify-content:space-between;align-items:baseline}.head h1{margin:0;font-size:22px}
.head h2{margin:0;font-size:18px}.muted{color:#555}.fields td{padding:2px 12px 2px 0}
.parties{display:flex;gap:48px;margin:16px 0}.party h3{margin:0 0 4px;font-size:13px;text-transform:uppercase;color:#555}
table.lines{width:100%;border-collapse:collapse;margin-top:12px}table.lines th,table.lines td{border-bottom:1px solid #ddd;padding:4px 6px;text-align:left}
.num{text-align:right!important}.totals{margin-left:auto;margin-top:8px}.totals td{padding:2px 6px}.totals .grand td{font-weight:bold;border-top:2px solid #222}
.terms{margin-top:24px;font-style:italic;color:#444}
</style></head><body>
<div class="head"><h1>${e((d.issuer ?? COMPANY).name)}</h1><h2>${e(d.title)}</h2></div>
<div class="muted">${e((d.issuer ?? COMPANY).line)}</div>
<table class="fields">${headerFields(d)
    .map(([k, v]) => `<tr><td><strong>${e(k)}</strong></td><td>${e(v)}</td></tr>`)
    .join("")}</table>
<div class="parties">${block(d.partyTitles?.[0] ?? "Customer", d.customer.name, d.customer.lines)}${block(d.partyTitles?.[1] ?? "Job Site", d.site.name, d.site.lines)}</div>
${d.scope ? `<h3>Scope of Work</h3><div style="white-space:pre-wrap">${e(d.scope)}</div>` : ""}
<table class="lines"><thead>${row(LINE_HEADERS, "th")}</thead><tbody>${d.lines.map((l) => row(lineCells(l))).join("")}</tbody></table>
<table class="totals">
<tr><td>Subtotal</td><td class="num">${e(usd(d.subtotal))}</td></tr>
<tr><td>Tax</td><td class="num">${e(usd(d.tax))}</td></tr>
<tr class="grand"><td>Total</td><td class="num">${e(usd(d.total))}</td></tr>
</table>
${d.note ? `<p><strong>Note:</strong> ${e(d.note)}</p>` : ""}
<p class="terms">${e(d.terms)}</p>
</body></html>`;
};
