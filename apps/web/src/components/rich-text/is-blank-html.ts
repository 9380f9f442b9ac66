/** True when the rich text has no visible text ("<p></p>", "&nbsp;"). */
export const isBlankHtml = (html: string) =>
  !html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
