import type { Content, TableCell } from "pdfmake/interfaces";
import { usd } from "../../platform/format/money.ts";
import { COMPANY, renderPdf } from "../documents/index.ts";
import { type BillingDocument, headerFields, LINE_HEADERS, lineCells } from "./billing-document.ts";

const party = (title: string, name: string, lines: string[]): Content => ({
  stack: [
    { text: title.toUpperCase(), color: "#555", fontSize: 9, bold: true },
    { text: name, bold: true },
    ...lines.map((l) => ({ text: l })),
  ],
});

/** Proposal or invoice PDF: company header, customer and job site, WO and PO numbers, lines, totals, terms. */
export const renderBillingPdf = (d: BillingDocument): Promise<Buffer> => {
  const right = (text: string, bold = false): TableCell => ({ text, alignment: "right", bold });
  const body: TableCell[][] = [
    LINE_HEADERS.map((h, i) => (i >= 2 ? right(h, true) : { text: h, bold: true })),
    ...d.lines.map((l) => lineCells(l).map((c, i) => (i >= 2 ? right(c) : c))),
  ];
  return renderPdf({
    info: { title: `${d.kind} ${d.number}` },
    content: [
      {
        columns: [
          { text: (d.issuer ?? COMPANY).name, fontSize: 18, bold: true },
          { text: d.title, fontSize: 16, bold: true, alignment: "right" },
        ],
      },
      { text: (d.issuer ?? COMPANY).line, color: "#555", margin: [0, 2, 0, 12] },
      {
        table: { body: headerFields(d).map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: "noBorders",
      },
      {
        columns: [
          party(d.partyTitles?.[0] ?? "Customer", d.customer.name, d.customer.lines),
          party(d.partyTitles?.[1] ?? "Job Site", d.site.name, d.site.lines),
        ],
        margin: [0, 12, 0, 12],
      },
      ...(d.scope
        ? ([
            { text: "Scope of Work", bold: true, margin: [0, 0, 0, 2] },
            { text: d.scope, margin: [0, 0, 0, 10] },
          ] as Content[])
        : []),
      {
        table: { headerRows: 1, widths: [50, "*", 35, 35, 60, 40, 70], body },
        layout: "lightHorizontalLines",
      },
      {
        table: {
          widths: ["*", 70],
          body: [
            [right("Subtotal"), right(usd(d.subtotal))],
            [right("Tax"), right(usd(d.tax))],
            [right("Total", true), right(usd(d.total), true)],
          ],
        },
        layout: "noBorders",
        margin: [0, 8, 0, 0],
      },
      ...(d.note ? ([{ text: `Note: ${d.note}`, margin: [0, 12, 0, 0] }] as Content[]) : []),
      { text: d.terms, italics: true, color: "#444", margin: [0, 20, 0, 0] },
    ],
  });
};
