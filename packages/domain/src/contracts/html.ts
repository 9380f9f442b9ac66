import { z } from "zod";
import { controlCharactersMessage, hasControlCharacters } from "./control-chars.ts";

/**
 * The one HTML sanitising boundary (issue 11 #1). Every request field that may carry HTML is declared with
 * `html()`: its transform runs the sanitiser the server registers at start (sanitize-html in
 * apps/server/src/platform/html/sanitize.ts), so no route can store HTML unsanitised. The field is marked
 * `format: "html"` in the OpenAPI document, which is how the XSS test finds every such route.
 */
export type HtmlSanitizer = (html: string) => string;

let sanitizer: HtmlSanitizer | undefined;

export const registerHtmlSanitizer = (fn: HtmlSanitizer) => {
  sanitizer = fn;
};

/** Fails closed: parsing an html() field before the server registered its sanitiser is a programming error. */
export const sanitizeHtmlInput = (value: string): string => {
  if (!sanitizer) throw new Error("No HTML sanitiser registered: call registerHtmlSanitizer() at start.");
  return sanitizer(value);
};

/** Visible text of sanitised HTML is empty (e.g. "<p></p>", "<p>&nbsp;</p>"). */
export const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, "")
    .trim() === "";

export const HTML_FORMAT = "html";

/**
 * Rich text (HTML) from the client, sanitised on the way in. With `required`, text that sanitises to nothing
 * visible answers "{label} is required.".
 */
export const html = (label: string, max: number, opts: { required?: boolean } = {}) =>
  z
    .string({ error: (i) => (i.input == null ? `${label} is required.` : `${label} must be text.`) })
    .max(max, `${label} must be at most ${max} characters.`)
    .meta({ format: HTML_FORMAT })
    .refine((s) => !hasControlCharacters(s), controlCharactersMessage(label))
    .transform((s, ctx) => {
      const clean = sanitizeHtmlInput(s);
      if (opts.required && isBlankHtml(clean)) {
        ctx.addIssue({ code: "custom", message: `${label} is required.` });
        return z.NEVER;
      }
      return clean;
    });

/** Optional rich text; blank → null. */
export const optionalHtml = (label: string, max: number) =>
  html(label, max)
    .nullish()
    .transform((s) => (s && !isBlankHtml(s) ? s : null));

/** Escapes text for use inside HTML. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
