import { extensionOf, isPreviewable } from "./file-rules.ts";

/** RFC 6266 / RFC 5987: an ASCII fallback plus the exact UTF-8 name. */
export const contentDisposition = (type: "inline" | "attachment", name: string) => {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

/**
 * Stored HTML and text never run in our origin: opened anyway, they render in a sandboxed, script-less
 * document (a unique origin, no scripts, no fetches, no navigation of another tab), and nothing is sniffed.
 */
const SANDBOX_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/** Kinds a browser could execute (scripts, meta refresh, navigation): served as downloads only (issue 29). */
const EXECUTABLE = /^(html?|xhtml|svg|xml|eml|mht|mhtml)$/;
const EXECUTABLE_TYPE = /html|xml|svg|rfc822/;

/**
 * The headers of a stored user file (work-order attachments, customer and vendor files): inline only for the
 * previewable kinds a browser cannot execute (jpg, jpeg, png, gif, pdf, txt); HTML (spec 2 §7 lists it as
 * previewable), SVG, XML and e-mail always download, and the SPA previews HTML as text in a sandboxed frame
 * (docs/decisions/0024f). Text kinds carry the sandbox CSP as well.
 */
export const storedFileHeaders = (
  f: { filename: string; displayname: string; contenttype: string; size: number },
  opts: { forceDownload?: boolean } = {},
): Record<string, string> => {
  const executable = EXECUTABLE.test(extensionOf(f.filename)) || EXECUTABLE_TYPE.test(f.contenttype);
  const inline = !opts.forceDownload && !executable && isPreviewable(f.filename);
  const textual = f.contenttype.startsWith("text/") || f.contenttype.startsWith("message/") || executable;
  const contentType =
    extensionOf(f.filename) === "txt"
      ? "text/plain; charset=utf-8"
      : textual && !f.contenttype.includes("charset")
        ? `${f.contenttype}; charset=utf-8`
        : f.contenttype;
  return {
    "content-type": contentType,
    "content-length": String(f.size),
    "content-disposition": contentDisposition(inline ? "inline" : "attachment", f.displayname),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
    ...(textual ? { "content-security-policy": SANDBOX_CSP } : {}),
  };
};
