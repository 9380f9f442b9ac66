import pdfmake from "pdfmake";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

// The 14 standard PDF fonts need no font files; documents never fetch URLs or read local files.
const HELVETICA = {
  normal: "Helvetica",
  bold: "Helvetica-Bold",
  italics: "Helvetica-Oblique",
  bolditalics: "Helvetica-BoldOblique",
};
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

export const COMPANY = {
  name: "FM Dispatch",
  line: "Facilities Maintenance Dispatch · dispatch@fmdispatch.local",
};

export const renderPdf = async (doc: TDocumentDefinitions): Promise<Buffer> => {
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
