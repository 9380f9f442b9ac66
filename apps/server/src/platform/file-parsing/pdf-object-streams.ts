import { constants, inflateSync } from "node:zlib";
import { PDF_UPLOAD_LIMITS } from "./file-limits.ts";

/**
 * The objects packed in a PDF's compressed object streams (`/Type /ObjStm`, PDF 1.5), inflated so the byte
 * scan (pdf-scan.ts) reads the names inside them too (issue 29: an `/OpenAction` → `/Launch` kept in an object
 * stream is invisible to a scan of the file's own syntax, and PDF.js reports only JavaScript and attachments).
 * Inflation is capped per stream and in all (`PDF_UPLOAD_LIMITS`); an object stream in any other compression
 * or with a predictor is not checked, so it is refused.
 */
export type ObjectStreams = { texts: string[] } | { refused: string };

const decodeName = (n: string) =>
  n.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** The filter names of a stream dictionary (`/Filter /FlateDecode` or `/Filter [/FlateDecode …]`). */
const filtersOf = (dict: string): string[] => {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dict);
  return m ? [...(m[1] ?? "").matchAll(/\/([^\s/<>[\]()]+)/g)].map((f) => f[1] ?? "") : [];
};

const isFlate = (f: string) => f === "FlateDecode" || f === "Fl";

/** Where a stream's data starts (after `stream` and its end of line) and ends (its direct /Length, else endstream). */
const dataOf = (bytes: Buffer, text: string, keyword: number, dict: string) => {
  let from = keyword + 6;
  if (text[from] === "\r") from += 1;
  if (text[from] === "\n") from += 1;
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
  const end = text.indexOf("endstream", from);
  const to = length ? Math.min(bytes.length, from + Number(length[1])) : end < 0 ? bytes.length : end;
  return bytes.subarray(from, to);
};

export const objectStreamsOf = (bytes: Buffer, text: string): ObjectStreams => {
  const texts: string[] = [];
  let total = 0;
  for (let at = text.indexOf("stream"); at >= 0; at = text.indexOf("stream", at + 6)) {
    if (text.startsWith("endstream", at - 3)) continue;
    const dict = decodeName(text.slice(Math.max(0, text.lastIndexOf("obj", at)), at));
    if (!/\/Type\s*\/ObjStm\b/.test(dict)) continue;
    if (texts.length >= PDF_UPLOAD_LIMITS.maxObjectStreams)
      return { refused: `it has more than ${PDF_UPLOAD_LIMITS.maxObjectStreams} object streams` };
    const filters = filtersOf(dict);
    if (!filters.every(isFlate) || /\/Predictor\s+([2-9]|\d\d)/.test(dict))
      return { refused: "it has an object stream in a compression that cannot be checked" };
    let data = dataOf(bytes, text, at, dict);
    try {
      for (const _ of filters)
        data = inflateSync(data, {
          finishFlush: constants.Z_SYNC_FLUSH,
          maxOutputLength: PDF_UPLOAD_LIMITS.maxObjectStreamBytes,
        });
    } catch (err) {
      if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
        return {
          refused: `an object stream inflates past the limit of ${mb(PDF_UPLOAD_LIMITS.maxObjectStreamBytes)}`,
        };
      return { refused: "it has an object stream that cannot be read" };
    }
    total += data.length;
    if (total > PDF_UPLOAD_LIMITS.maxObjectStreamsTotalBytes)
      return {
        refused: `its object streams inflate past the limit of ${mb(PDF_UPLOAD_LIMITS.maxObjectStreamsTotalBytes)} in all`,
      };
    texts.push(data.toString("latin1"));
  }
  return { texts };
};
