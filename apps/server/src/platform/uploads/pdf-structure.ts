import { PDF_CHECK_PARSER, PDF_FENCE, runFenced } from "../file-parsing/index.ts";

/**
 * An uploaded PDF checked in a fenced parser thread (platform/file-parsing/pdf-check.parser.ts): `invalid` when
 * it is not a PDF at all (an executable behind a `%PDF-` header, nothing PDF.js can open, no page: issue 11
 * #11), `unsafe` naming why a PDF that opens is refused (JavaScript, Launch, embedded files, data after
 * %%EOF: issue 29). Magic bytes alone prove nothing.
 */
export const checkPdf = (file: string) => runFenced(PDF_CHECK_PARSER, { path: file }, {}, PDF_FENCE);

/** Whether a file is a structurally valid PDF (the structure half of checkPdf). */
export const isStructurallyValidPdf = async (file: string): Promise<boolean> =>
  !(await checkPdf(file)).invalid;
