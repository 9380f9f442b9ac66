import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { usd } from "../../platform/format/money.ts";
import { COMPANY } from "../documents/index.ts";
import { type BillingDocument, headerFields, LINE_HEADERS, lineCells } from "./billing-document.ts";

const p = (text: string, opts: { bold?: boolean; size?: number; italics?: boolean; right?: boolean } = {}) =>
  new Paragraph({
    alignment: opts.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
    children: [
      new TextRun({
        text,
        bold: opts.bold ?? false,
        italics: opts.italics ?? false,
        ...(opts.size ? { size: opts.size } : {}),
      }),
    ],
  });

const cell = (text: string, opts: { bold?: boolean; right?: boolean } = {}) =>
  new TableCell({ children: [p(text, opts)] });

const NONE = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const noBorders = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

/** The Word file of a proposal or invoice: the same content as the PDF. */
export const renderBillingDocx = (d: BillingDocument): Promise<Buffer> => {
  const lines = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: LINE_HEADERS.map((h, i) => cell(h, { bold: true, right: i >= 2 })),
      }),
      ...d.lines.map(
        (l) => new TableRow({ children: lineCells(l).map((c, i) => cell(c, { right: i >= 2 })) }),
      ),
    ],
  });
  const totals = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: noBorders,
    rows: [
      ["Subtotal", usd(d.subtotal), false],
      ["Tax", usd(d.tax), false],
      ["Total", usd(d.total), true],
    ].map(
      ([k, v, bold]) =>
        new TableRow({
          children: [
            cell(String(k), { bold: !!bold, right: true }),
            cell(String(v), { bold: !!bold, right: true }),
          ],
        }),
    ),
  });
  const doc = new Document({
    title: `${d.kind} ${d.number}`,
    creator: COMPANY.name,
    sections: [
      {
        children: [
          p(COMPANY.name, { bold: true, size: 36 }),
          p(d.title, { bold: true, size: 28, right: true }),
          p(COMPANY.line),
          p(""),
          ...headerFields(d).map(
            ([k, v]) =>
              new Paragraph({ children: [new TextRun({ text: `${k}: `, bold: true }), new TextRun(v)] }),
          ),
          p(""),
          p("CUSTOMER", { bold: true }),
          p(d.customer.name, { bold: true }),
          ...d.customer.lines.map((l) => p(l)),
          p(""),
          p("JOB SITE", { bold: true }),
          p(d.site.name, { bold: true }),
          ...d.site.lines.map((l) => p(l)),
          p(""),
          ...(d.scope
            ? [p("Scope of Work", { bold: true }), ...d.scope.split("\n").map((l) => p(l)), p("")]
            : []),
          lines,
          p(""),
          totals,
          ...(d.note ? [p(""), p(`Note: ${d.note}`)] : []),
          p(""),
          p(d.terms, { italics: true }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
};
