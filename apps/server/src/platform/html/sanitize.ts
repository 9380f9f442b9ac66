import { registerHtmlSanitizer } from "@fm/domain/contracts";
import sanitizeHtml from "sanitize-html";

/** The tags stored rich text may keep: the sanitiser's allow-list, and what the XSS tests accept. */
export const RICH_TEXT_TAGS: readonly string[] = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "span",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "a",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
  "code",
  "pre",
  "mark",
  "sub",
  "sup",
];
/** The URL schemes links in stored rich text may use. */
export const RICH_TEXT_SCHEMES: readonly string[] = ["http", "https", "mailto", "tel"];

/**
 * Every stored HTML (notes, descriptions, scopes of work) passes through here: formatting tags the rich-text
 * editor produces survive, scripts, event handlers and foreign URLs schemes do not.
 */
export const sanitizeRichText = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {
      a: ["href", "target", "rel"],
      span: ["style"],
      p: ["style"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan"],
    },
    allowedStyles: {
      "*": {
        "font-size": [/^\d{1,2}pt$/],
        color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d{1,3},\s*\d{1,3},\s*\d{1,3}\s*\)$/],
        "text-align": [/^(left|right|center|justify)$/],
      },
    },
    allowedSchemes: [...RICH_TEXT_SCHEMES],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
  }).trim();

/** True when sanitised HTML has no visible text (e.g. "<p></p>"). */
export const isBlankHtml = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === "";

/** Registers sanitizeRichText as the sanitiser of every html() field of the contracts (called by buildApp). */
export const installHtmlSanitizer = () => registerHtmlSanitizer(sanitizeRichText);
