import type PdfMake from "pdfmake";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

// The 14 standard PDF fonts need no font files; documents never fetch URLs or read local files.
const HELVETICA = {
  normal: "Helvetica",
  bold: "Helvetica-Bold",
  italics: "Helvetica-Oblique",
  bolditalics: "Helvetica-BoldOblique",
};
const STANDARD_FONTS = new Set(Object.values(HELVETICA));

/** pdfmake on first use (~22 MB resident, not needed until a document is asked for; decision 0021), set up once. */
let loading: Promise<typeof PdfMake> | null = null;
const loadPdfmake = () => {
  loading ??= import("pdfmake").then(({ default: pdfmake }) => {
    pdfmake.setFonts({ Helvetica: HELVETICA });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
    return pdfmake;
  });
  return loading;
};

export const COMPANY = {
  name: "FM Dispatch",
  line: "Facilities Maintenance Dispatch · dispatch@fmdispatch.local",
};

export const renderPdf = async (doc: TDocumentDefinitions): Promise<Buffer> => {
  const pdfmake = await loadPdfmake();
  const out = await pdfmake
    .createPdf({
      pageSize: "LETTER",
      pageMargins: [40, 50, 40, 50],
      ...doc,
      defaultStyle: { font: "Helvetica", fontSize: 10, ...doc.defaultStyle },
    })
    .getBuffer();
  return Buffer.from(out);
};
