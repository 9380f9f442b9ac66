// Runs in a parser thread (fenced.ts): the text of a PDF, after its page count is checked.
import { extractText, getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { badRequest, fileLimit } from "../errors.ts";

export interface PdfTextOptions {
  shownName: string;
  maxPages: number;
  maxTextChars: number;
}

export const parse = async (bytes: Uint8Array, { shownName, maxPages, maxTextChars }: PdfTextOptions) => {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    doc = await getDocumentProxy(bytes, { isEvalSupported: false, verbosity: 0 });
  } catch {
    const message = `${shownName} could not be opened as a PDF document.`;
    throw badRequest(message, { file: message });
  }
  try {
    // The page tree's count is read before any page: 20,000 pages are refused here, not parsed for 147 s.
    if (doc.numPages > maxPages)
      throw fileLimit(`${shownName} has ${doc.numPages} pages; at most ${maxPages} are read (the limit).`);
    const { text } = await extractText(doc, { mergePages: true });
    if (text.length > maxTextChars)
      throw fileLimit(`${shownName} holds more than ${maxTextChars} characters of text (the limit).`);
    return text;
  } finally {
    await doc.destroy();
  }
};

/** Loads PDF.js before the first file's clock starts (fenced.worker.mjs). */
export const warmUp = () => getResolvedPDFJS();
