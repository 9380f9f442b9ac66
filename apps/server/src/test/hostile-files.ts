/**
 * Hostile files for the fenced-parser tests (issue 29), generated in the test, never committed as binaries:
 * each is a few KB that once took the server down (or would, unfenced).
 */

import { deflateSync } from "node:zlib";
import * as XLS from "@e965/xlsx";
import { unzipSync, Zip, ZipDeflate, zipSync } from "fflate";
import { minimalPdf, pdfOf } from "../features/attachments/attachment-test-helpers.ts";
import { buildMsg } from "../features/workorder-import/fixtures/build-msg-fixtures.ts";

const enc = (s: string) => new TextEncoder().encode(s);

/** The parts of an .xlsx around a first worksheet's XML. */
const xlsxWith = (sheetXml: string, extra: Record<string, Uint8Array> = {}) =>
  Buffer.from(
    zipSync(
      {
        "[Content_Types].xml": enc(
          '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        ),
        "_rels/.rels": enc(
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        ),
        "xl/workbook.xml": enc(
          '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Items" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ),
        "xl/_rels/workbook.xml.rels": enc(
          '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        ),
        "xl/worksheets/sheet1.xml": enc(sheetXml),
        ...extra,
      },
      { level: 9 },
    ),
  );

const sheet = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** ~9 KB: a header row, then `rows` rows that each hold one cell at column XFD (16,384 cells per row in exceljs). */
export const xfdWorkbook = (rows = 2_000) => {
  let body = `<row r="1">${inline("A1", "Type")}</row>`;
  for (let r = 2; r <= rows + 1; r++) body += `<row r="${r}">${inline(`XFD${r}`, "x")}</row>`;
  return xlsxWith(sheet(body));
};

/** A merge of the whole sheet (exceljs would build every cell of A1:XFD1048576). */
export const mergeBombWorkbook = () =>
  xlsxWith(
    sheet(`<row r="1">${inline("A1", "Type")}</row>`).replace(
      "</worksheet>",
      '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells></worksheet>',
    ),
  );

/** A zip bomb: one part that inflates to `mb` MB of spaces (streamed through the deflater 1 MB at a time). */
export const zipBombWorkbook = (mb = 60) => {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  const add = (name: string, data: Uint8Array) => {
    const entry = new ZipDeflate(name, { level: 1 });
    zip.add(entry);
    entry.push(data, true);
  };
  const parts = xlsxWith(sheet(`<row r="1">${inline("A1", "Type")}</row>`));
  // the small workbook's parts first, then the bomb
  for (const [name, data] of Object.entries(unzipSync(parts))) add(name, data);
  const bomb = new ZipDeflate("xl/sharedStrings.xml", { level: 1 });
  zip.add(bomb);
  const mbOfSpaces = new Uint8Array(1024 * 1024).fill(0x20);
  for (let i = 0; i < mb; i++) bomb.push(mbOfSpaces, i === mb - 1);
  zip.end();
  return Buffer.concat(chunks);
};

/**
 * A 3–4 KB .xls whose DIMENSIONS record claims A1:IV65536 (SheetJS walked all 16.7 M cells: ~16 s): written
 * small, then the record (type 0x0200, 14 bytes: first row, last row + 1, first column, last column + 1) patched.
 */
export const wideXls = () => {
  const wb = XLS.utils.book_new();
  XLS.utils.book_append_sheet(wb, XLS.utils.aoa_to_sheet([["Type"], ["Other"]]), "Items");
  const file = XLS.write(wb, { type: "buffer", bookType: "biff8" }) as Buffer;
  const at = file.indexOf(Buffer.from([0x00, 0x02, 0x0e, 0x00]));
  if (at < 0) throw new Error("no DIMENSIONS record");
  file.writeUInt32LE(65_536, at + 8);
  file.writeUInt16LE(256, at + 14);
  return file;
};

/** An Outlook message whose compressed RTF body claims ~2 GB (the RTF package grew an array until abort). */
export const rtfBombMsg = () => {
  const rtf = Buffer.alloc(2_048);
  rtf.writeUInt32LE(0x7ffffff0, 0); // compressed size, a lie
  rtf.writeUInt32LE(0x7ffffff0, 4); // raw size, a lie
  rtf.writeUInt32LE(0x75465a4c, 8); // "LZFu"
  rtf.writeUInt32LE(0, 12);
  rtf.fill(0xff, 16); // every token a dictionary reference
  return buildMsg({
    subject: "Sprouts Farmers Market - Facilities Work Order",
    from: "a@b.c",
    fromName: "A",
    rtfCompressed: rtf,
  });
};

/** A valid PDF of `pages` empty pages (20,000 pages: ~3 MB, and PDF.js's text extraction took 147 s). */
export const manyPagesPdf = (pages = 20_000) => {
  const objects: string[] = ["<< /Type /Catalog /Pages 2 0 R >>", ""];
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) {
    kids.push(`${i + 4} 0 R`);
    objects.push("");
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages} >>`;
  objects[2] = "<< /Length 34 >>\nstream\nBT /F1 12 Tf 10 10 Td (GABE'S) Tj ET\nendstream";
  for (let i = 0; i < pages; i++)
    objects[i + 3] = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 3 0 R >>";
  return pdfOf(objects);
};

/**
 * A PDF 1.5 whose catalog, page tree, page and `extra` objects (numbered from 4) all sit in one compressed
 * object stream (/ObjStm, FlateDecode `deflates` times), indexed by a cross-reference stream: nothing of them is
 * readable in the file's own bytes.
 */
export const objectStreamPdf = (
  catalogExtra: string,
  extra: string[] = [],
  deflates = 1,
  /** the object stream's dictionary entries before /N (default `/Type /ObjStm`; PDF.js needs none of them) */
  streamDictHead = "/Type /ObjStm",
) => {
  const packed = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    ...extra,
  ];
  let body = "";
  const index: string[] = [];
  packed.forEach((o, i) => {
    index.push(`${i + 1} ${body.length}`);
    body += `${o}\n`;
  });
  const head = `${index.join(" ")}\n`;
  let data = Buffer.from(head + body, "latin1");
  for (let i = 0; i < deflates; i++) data = deflateSync(data);
  const filter = Array.from({ length: deflates }, () => "/FlateDecode").join(" ");
  const stmNum = packed.length + 1;
  const xrefNum = stmNum + 1;
  const parts: Buffer[] = [Buffer.from("%PDF-1.5\n", "latin1")];
  const size = () => parts.reduce((n, b) => n + b.length, 0);
  const stmAt = size();
  parts.push(
    Buffer.from(
      `${stmNum} 0 obj\n<< ${streamDictHead} /N ${packed.length} /First ${head.length} /Filter [${filter}] /Length ${data.length} >>\nstream\n`,
      "latin1",
    ),
    data,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  );
  const xrefAt = size();
  // W [1 4 2]: type, field 2 (offset or object stream number), field 3 (generation or index in the stream)
  const row = (type: number, f2: number, f3: number) => {
    const b = Buffer.alloc(7);
    b.writeUInt8(type, 0);
    b.writeUInt32BE(f2, 1);
    b.writeUInt16BE(f3, 5);
    return b;
  };
  const rows = Buffer.concat([
    row(0, 0, 65535),
    ...packed.map((_, i) => row(2, stmNum, i)),
    row(1, stmAt, 0),
    row(1, xrefAt, 0),
  ]);
  parts.push(
    Buffer.from(
      `${xrefNum} 0 obj\n<< /Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`,
      "latin1",
    ),
    rows,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, "latin1"),
  );
  return Buffer.concat(parts);
};

const onePage = (catalogExtra: string, more: string[] = []) =>
  pdfOf([
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    ...more,
  ]);

/** PDFs a browser or reader could be made to run something with, each with the reason it is refused. */
export const hostilePdfs = (): { name: string; content: Buffer; why: RegExp }[] => [
  {
    name: "open-action-js.pdf",
    content: onePage("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"),
    why: /JavaScript/,
  },
  {
    name: "escaped-js.pdf",
    content: onePage("/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>"),
    why: /JavaScript/,
  },
  { name: "launch.pdf", content: onePage("/OpenAction << /S /Launch /F (calc.exe) >>"), why: /Launch/ },
  {
    name: "embedded.pdf",
    content: onePage("/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>", [
      "<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>",
      "<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream",
    ]),
    why: /embedded files/,
  },
  {
    name: "pdf-zip.pdf",
    content: Buffer.concat([minimalPdf(), Buffer.from(zipSync({ "run.exe": enc("MZ payload") }))]),
    why: /after its end/,
  },
  {
    name: "pdf-zip-eof.pdf",
    // the ZIP's comment ends the file with %%EOF, so nothing follows the last %%EOF
    content: (() => {
      const zip = Buffer.from(zipSync({ "run.exe": enc("MZ payload") }));
      const comment = Buffer.from("\n%%EOF\n");
      zip.writeUInt16LE(comment.length, zip.length - 2);
      return Buffer.concat([minimalPdf(), zip, comment]);
    })(),
    why: /ZIP archive/,
  },
  {
    name: "pdf-pe.pdf",
    content: Buffer.concat([
      minimalPdf(),
      (() => {
        const pe = Buffer.alloc(256);
        pe.write("MZ", 0, "latin1");
        pe.writeUInt32LE(0x80, 0x3c);
        pe.write("PE\0\0", 0x80, "latin1");
        return pe;
      })(),
      Buffer.from("\n%%EOF\n"),
    ]),
    why: /Windows program/,
  },
  {
    name: "objstm-launch.pdf",
    content: objectStreamPdf("/OpenAction 4 0 R", ["<< /S /Launch /F (calc.exe) >>"]),
    why: /Launch/,
  },
  {
    name: "objstm-js.pdf",
    content: objectStreamPdf("/OpenAction 4 0 R", ["<< /S /JavaScript /JS (app.alert(1)) >>"], 2),
    why: /JavaScript/,
  },
  {
    // PDF.js reads any stream the cross-reference names as an object stream: no /Type /ObjStm needed
    name: "objstm-untyped-launch.pdf",
    content: objectStreamPdf("/OpenAction 4 0 R", ["<< /S /L#61unch /F (calc.exe) >>"], 1, ""),
    why: /Launch/,
  },
  {
    // a string holding "obj" and "endstream" in the stream's dictionary hides its /Type from a dictionary scan
    name: "objstm-string-dict-js.pdf",
    content: objectStreamPdf(
      "/OpenAction 4 0 R",
      ["<< /S /JavaScript /JS (app.alert(1)) >>"],
      1,
      "/Type /ObjStm /X (1 0 obj endstream endobj)",
    ),
    why: /JavaScript/,
  },
  {
    name: "objstm-embedded.pdf",
    content: objectStreamPdf("/Names << /EmbeddedFiles 4 0 R >>", ["<< /Names [] >>"]),
    why: /embedded files/,
  },
];
