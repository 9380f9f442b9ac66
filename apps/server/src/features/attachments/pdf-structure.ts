import fsp from "node:fs/promises";
import { getDocumentProxy } from "unpdf";

/** Executable signatures that must not hide behind a PDF header (ELF, PE/DOS "MZ", Mach-O). */
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

/** The first bytes after the `%PDF-x.y` header and any comment lines (e.g. the binary marker) under it. */
const afterHeader = (bytes: Buffer): Buffer => {
  let rest = nextLine(bytes);
  for (let i = 0; i < 8 && rest[0] === 0x25; i++) rest = nextLine(rest);
  while (rest.length > 0 && (rest[0] === 0x20 || rest[0] === 0x0a || rest[0] === 0x0d))
    rest = rest.subarray(1);
  return rest;
};

/**
 * Whether a file is a structurally valid PDF (issue 11 #11): not an executable behind a `%PDF-` header, and
 * a document unpdf (pdf.js) can open, with at least one page. Magic bytes alone prove nothing.
 */
export const isStructurallyValidPdf = async (file: string): Promise<boolean> => {
  const bytes = await fsp.readFile(file);
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") return false;
  const body = afterHeader(bytes);
  if (EXECUTABLES.some((sig) => body.subarray(0, sig.length).equals(sig))) return false;
  try {
    const doc = await getDocumentProxy(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      isEvalSupported: false,
      stopAtErrors: true,
      verbosity: 0,
    });
    try {
      return doc.numPages >= 1;
    } finally {
      await doc.destroy();
    }
  } catch {
    return false;
  }
};
