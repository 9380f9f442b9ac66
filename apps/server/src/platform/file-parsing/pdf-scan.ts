/**
 * Byte-level checks of an uploaded PDF (issue 29): an executable behind the header, data after the last
 * %%EOF (a ZIP or PE appended to a valid PDF: a polyglot), and the names of active content (/JavaScript, /JS,
 * /Launch, /EmbeddedFile(s), /RichMedia) in the file's bytes and in every inflated FlateDecode stream
 * (pdf-object-streams.ts), with #xx name escapes decoded so /J#61vaScript is found too.
 */
import { PDF_UPLOAD_LIMITS, type PdfUploadLimits } from "./file-limits.ts";
import { streamPartsOf } from "./pdf-object-streams.ts";

const EXECUTABLES = [
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]),
  Buffer.from("MZ"),
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe]),
  Buffer.from([0xfe, 0xed, 0xfa, 0xcf]),
];

/** Skips one line (up to and including its CR, LF or CR LF). */
const nextLine = (bytes: Buffer): Buffer => {
  for (let i = 0; i < Math.min(bytes.length, 1024); i++) {
    if (bytes[i] === 0x0a) return bytes.subarray(i + 1);
    if (bytes[i] === 0x0d) return bytes.subarray(bytes[i + 1] === 0x0a ? i + 2 : i + 1);
  }
  return bytes.subarray(Math.min(bytes.length, 1024));
};

/** Not a PDF: no `%PDF-` header, or an executable right after the header and its comment lines. */
export const isExecutableBehindHeader = (data: Uint8Array): boolean => {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") return true;
  let rest = nextLine(bytes);
  for (let i = 0; i < 8 && rest[0] === 0x25; i++) rest = nextLine(rest);
  while (rest.length > 0 && (rest[0] === 0x20 || rest[0] === 0x0a || rest[0] === 0x0d))
    rest = rest.subarray(1);
  return EXECUTABLES.some((sig) => rest.subarray(0, sig.length).equals(sig));
};

const ACTIVE: Record<string, string> = {
  javascript: "it contains JavaScript",
  js: "it contains JavaScript",
  launch: "it has a Launch action (starts a program)",
  embeddedfile: "it contains embedded files",
  embeddedfiles: "it contains embedded files",
  richmedia: "it contains embedded media (RichMedia)",
};

const NAME = /\/([^\s/<>[\]()%{}]+)/g;
const decodeName = (n: string) =>
  n.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** A ZIP's end-of-central-directory record that ends exactly at the end of the file: a ZIP appended. */
const endsWithZip = (bytes: Buffer) => {
  const from = Math.max(0, bytes.length - 22 - 65_535);
  for (
    let i = bytes.lastIndexOf("PK\u0005\u0006", undefined, "latin1");
    i >= from;
    i = bytes.lastIndexOf("PK\u0005\u0006", i - 1, "latin1")
  ) {
    if (i + 22 + bytes.readUInt16LE(i + 20) === bytes.length) return true;
    if (i === 0) break;
  }
  return false;
};

/** A PE image anywhere in the file: "MZ" whose e_lfanew points at "PE\0\0". */
const holdsPe = (bytes: Buffer) => {
  for (
    let i = bytes.indexOf("MZ", 0, "latin1");
    i >= 0 && i + 0x40 <= bytes.length;
    i = bytes.indexOf("MZ", i + 1, "latin1")
  ) {
    const pe = i + bytes.readUInt32LE(i + 0x3c);
    if (pe + 4 <= bytes.length && bytes.readUInt32BE(pe) === 0x50450000) return true;
  }
  return false;
};

/** Why the PDF is refused, or null: data after its end, a ZIP or PE inside, or an active-content name. */
export const activeContentOf = async (
  data: Uint8Array,
  limits: PdfUploadLimits = PDF_UPLOAD_LIMITS,
): Promise<string | null> => {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const eof = bytes.lastIndexOf("%%EOF", undefined, "latin1");
  if (eof < 0) return "it has no end marker (%%EOF)";
  const tail = bytes.subarray(eof + 5);
  if (tail.some((b) => b !== 0x0a && b !== 0x0d && b !== 0x20 && b !== 0x09 && b !== 0x00))
    return `it carries ${tail.length} bytes of other data after its end (%%EOF)`;
  if (endsWithZip(bytes)) return "it carries a ZIP archive";
  if (holdsPe(bytes)) return "it carries a Windows program";
  const scan = await streamPartsOf(
    bytes,
    bytes.toString("latin1"),
    (text) => activeNameIn(text, false),
    limits,
  );
  if ("refused" in scan) return scan.refused;
  for (const part of scan.parts) {
    const why = activeNameIn(part.text, part.all);
    if (why) return why;
  }
  return null;
};

/**
 * The first active-content name in the syntax, #xx escapes decoded; `all` false skips the 2-letter `/JS`, which
 * compressed or image bytes spell by chance (a JavaScript action also names `/S /JavaScript`).
 */
const activeNameIn = (syntax: string, all: boolean): string | null => {
  for (const m of syntax.matchAll(NAME)) {
    const name = decodeName(m[1] ?? "").toLowerCase();
    if (!all && name.length <= 2) continue;
    const why = ACTIVE[name];
    if (why) return why;
  }
  return null;
};
