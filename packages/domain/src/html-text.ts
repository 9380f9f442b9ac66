/**
 * Visible text of stored (sanitised) HTML — notes, proposal and invoice texts — for search, PDFs, documents and
 * the text part of mails: line breaks for <br> and the end of a paragraph, block, list item or heading, tags
 * dropped, the entities the sanitiser writes decoded, at most one blank line in a row.
 */
export const htmlToText = (html: string | null | undefined): string =>
  (html ?? "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h\d)\s*>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
