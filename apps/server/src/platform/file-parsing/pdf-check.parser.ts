// Runs in a parser thread (fenced.ts): is an uploaded PDF a real PDF, and one without active content?
import { getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { PDF_UPLOAD_LIMITS } from "./file-limits.ts";
import { activeContentOf, isExecutableBehindHeader } from "./pdf-scan.ts";

export interface PdfCheck {
  /** not a PDF at all (an executable behind the header, or nothing PDF.js can open) */
  invalid: boolean;
  /** why the PDF is refused although it opens: active content or data after its end */
  unsafe: string | null;
}

type Doc = Awaited<ReturnType<typeof getDocumentProxy>>;

/** What PDF.js finds in the catalogue (also inside compressed object streams, which a byte scan cannot read). */
const catalogueProblem = async (doc: Doc): Promise<string | null> => {
  const js = await doc.getJSActions().catch(() => null);
  if (js && Object.keys(js).length > 0) return "it runs JavaScript when opened";
  const attachments = await doc.getAttachments().catch(() => null);
  if (attachments && Object.keys(attachments).length > 0) return "it contains embedded files";
  return null;
};

export const parse = async (bytes: Uint8Array): Promise<PdfCheck> => {
  if (isExecutableBehindHeader(bytes)) return { invalid: true, unsafe: null };
  const scanned = await activeContentOf(bytes);
  let doc: Doc;
  try {
    doc = await getDocumentProxy(bytes.slice(), { isEvalSupported: false, stopAtErrors: true, verbosity: 0 });
  } catch {
    return { invalid: true, unsafe: null };
  }
  try {
    if (doc.numPages < 1) return { invalid: true, unsafe: null };
    if (doc.numPages > PDF_UPLOAD_LIMITS.maxPages)
      return {
        invalid: false,
        unsafe: `it has ${doc.numPages} pages, past the limit of ${PDF_UPLOAD_LIMITS.maxPages}`,
      };
    return { invalid: false, unsafe: scanned ?? (await catalogueProblem(doc)) };
  } finally {
    await doc.destroy();
  }
};

/** Loads PDF.js before the first file's clock starts (fenced.worker.mjs). */
export const warmUp = () => getResolvedPDFJS();
