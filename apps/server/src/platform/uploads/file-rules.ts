/**
 * What may be attached (issue 5): an allow-list of extensions, each with its content type and a check of
 * the first bytes, safe file names, and the spec's inline-preview list (spec 2 §7, §9).
 */

type Sniff = (head: Buffer) => boolean;
const startsWith =
  (...sigs: number[][]): Sniff =>
  (head) =>
    sigs.some((sig) => head.length >= sig.length && sig.every((b, i) => head[i] === b));
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PDF = startsWith(ascii("%PDF-"));
/** A file that starts like a PDF is checked as one whatever its name (pdf-structure.ts). */
export const looksLikePdf: Sniff = PDF;
const PNG = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
const GIF = startsWith(ascii("GIF87a"), ascii("GIF89a"));
/** docx, xlsx and zip are zip archives (an empty zip starts with the end-of-directory record). */
const ZIP = startsWith([0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]);
/** doc, xls and Outlook msg are OLE compound files. */
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const HEIC: Sniff = (head) =>
  head.length >= 12 &&
  head.toString("latin1", 4, 8) === "ftyp" &&
  HEIF_BRANDS.has(head.toString("latin1", 8, 12));

export interface FileKind {
  contentType: string;
  /** Text kinds are checked as UTF-8 without NUL bytes instead of by signature. */
  text: boolean;
  sniff?: Sniff;
}

const binary = (contentType: string, sniff: Sniff): FileKind => ({ contentType, text: false, sniff });
const text = (contentType: string): FileKind => ({ contentType, text: true });

export const FILE_KINDS: Record<string, FileKind> = {
  pdf: binary("application/pdf", PDF),
  jpg: binary("image/jpeg", JPEG),
  jpeg: binary("image/jpeg", JPEG),
  png: binary("image/png", PNG),
  gif: binary("image/gif", GIF),
  heic: binary("image/heic", HEIC),
  doc: binary("application/msword", OLE),
  xls: binary("application/vnd.ms-excel", OLE),
  msg: binary("application/vnd.ms-outlook", OLE),
  docx: binary("application/vnd.openxmlformats-officedocument.wordprocessingml.document", ZIP),
  xlsx: binary("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ZIP),
  zip: binary("application/zip", ZIP),
  txt: text("text/plain"),
  csv: text("text/csv"),
  html: text("text/html"),
  htm: text("text/html"),
  eml: text("message/rfc822"),
};

export const ALLOWED_EXTENSIONS = Object.keys(FILE_KINDS);

/** Opened inline by the viewer (spec 2 §7 and §9); everything else downloads. */
export const PREVIEWABLE_EXTENSIONS = ["jpg", "jpeg", "png", "pdf", "html", "txt"] as const;

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

export const isPreviewable = (name: string) =>
  (PREVIEWABLE_EXTENSIONS as readonly string[]).includes(extensionOf(name));

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const WINDOWS_FORBIDDEN = /[<>:"|?*]/;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

/**
 * Characters that change how a name reads without being seen: bidirectional controls (U+202E makes
 * "invoice‮fdp.exe" read as "invoiceexe.pdf"), zero-width characters, the BOM and soft hyphens.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** An uploaded file's name as it is kept and shown: NFC, invisible and direction-changing characters removed. */
export const normaliseFileName = (name: string) => name.normalize("NFC").replace(INVISIBLE, "");

/** Shows a name in a message without letting control characters through. */
export const printable = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: replaces control characters
  name.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?").slice(0, 120);

/**
 * Why a file name is refused, or null when it is fine: no path parts or traversal, no control characters,
 * no leading dot, no Windows-reserved or Windows-invalid names, and an extension on the allow-list.
 */
export const fileNameProblem = (name: string): string | null => {
  const shown = printable(name);
  if (name.trim() === "") return "A file has no name.";
  if (name.length > 200) return `The file name ${shown} is too long (200 characters at most).`;
  if (
    name.includes("/") ||
    name.includes("\\") ||
    name.includes("..") ||
    CONTROL.test(name) ||
    WINDOWS_FORBIDDEN.test(name) ||
    name.startsWith(".") ||
    name !== name.trim() ||
    name.endsWith(".") ||
    WINDOWS_RESERVED.test(name)
  ) {
    return `The file name ${shown} is not allowed: use a plain name without paths, '..', control or reserved characters.`;
  }
  const ext = extensionOf(name);
  if (!FILE_KINDS[ext]) {
    return `The file ${shown} has a type that cannot be attached. Allowed: ${ALLOWED_EXTENSIONS.join(", ")}.`;
  }
  return null;
};

/** The stored name (spec 2 §3): base name, underscore, UTC timestamp to the millisecond, extension. */
export const storedNameFor = (original: string, at: Date): string => {
  const ext = extensionOf(original);
  const base =
    original
      .slice(0, original.length - ext.length - 1)
      .replace(/[^A-Za-z0-9._-]+/g, "_")
      .replace(/^[._]+/, "")
      .slice(0, 100) || "file";
  const stamp = at.toISOString().replace(/[-:.Z]/g, "");
  return `${base}_${stamp}.${ext}`;
};
