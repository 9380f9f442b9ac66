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

/** Plain text of stored (sanitised) HTML, for documents and text mail parts. */
export const htmlToText = (html: string | null | undefined) =>
  (html ?? "")
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export const usd = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

export const usDate = (d: Date | null, withTime = false) => {
  if (!d) return "";
  const p = (n: number) => String(n).padStart(2, "0");
  const date = `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()}`;
  if (!withTime) return date;
  const h = d.getUTCHours();
  return `${date} ${p(h % 12 || 12)}:${p(d.getUTCMinutes())} ${h < 12 ? "AM" : "PM"}`;
};
