import { constants, createInflateRaw } from "node:zlib";
import { PDF_UPLOAD_LIMITS, type PdfUploadLimits } from "./file-limits.ts";

/**
 * The streams of an uploaded PDF as the byte scan (pdf-scan.ts) must read them (issue 29). PDF.js and readers
 * take an object from wherever the cross-reference points, also from inside a compressed object stream (whose
 * dictionary need not say `/Type /ObjStm`: PDF.js reads any stream as one) or from bytes that look like another
 * stream's data. So every FlateDecode (zlib) stream is inflated, whatever its dictionary says:
 * - an inflated stream that starts like an object stream (two numbers: object number and offset) or like another
 *   zlib stream (FlateDecode twice) is kept (capped per stream and in all) and scanned for every active name;
 * - any other inflated stream (images, fonts, page content) is scanned on the fly for the long active names
 *   only (a 3-byte `/JS` turns up by chance in megabytes of pixels; `/JavaScript`, `/Launch` do not);
 * - the compressed bytes themselves (exactly what zlib consumed) and a JPEG's bytes (up to its end marker) are
 *   scanned for the long names only; every other byte of the file, other streams' data included, for all.
 * Every zlib stream's inflated bytes count against the file's limits (`PDF_UPLOAD_LIMITS`); an object stream
 * in another compression (its dictionary names /ObjStm or /First) cannot be checked, so it is refused.
 */
export interface ScanPart {
  text: string;
  /** every active name; otherwise only names longer than `/JS` */
  all: boolean;
}
export type StreamScan = { parts: ScanPart[] } | { refused: string };

const MB = 1024 * 1024;
const mb = (bytes: number) => `${bytes / MB} MB`;

/** A stream keyword (a token: not `endstream`, not part of a longer name) and its end of line. */
const STREAM_KEYWORD = /(?<![A-Za-z0-9#._-])stream(?![A-Za-z0-9#._-])[^\r\n]{0,64}?(?:\r\n|\r|\n)/g;

const decodeName = (n: string) =>
  n.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** A zlib header: deflate, window ≤ 32 KB, check bits right. */
const isZlib = (b: Buffer, at = 0) =>
  b.length >= at + 2 &&
  ((b[at] ?? 0) & 0x0f) === 8 &&
  (b[at] ?? 0) >> 4 <= 7 &&
  (((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)) % 31 === 0;

/** How an object stream starts once decoded: its first object number and offset (PDF whitespace, comments). */
const OBJECT_STREAM_HEAD =
  /^(?:[\0\t\n\f\r ]|%[^\r\n]*)*[+-]?(?:\d+\.?\d*|\.\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*)+[+-]?(?:\d+\.?\d*|\.\d+)[\0\t\n\f\r %]/;
/** Where the first token starts: after PDF whitespace and comments (a comment left open counts as one); -1 if none. */
const firstToken = (b: Buffer): number => {
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if (c === 0x25) {
      const ends = [b.indexOf(0x0a, i + 1), b.indexOf(0x0d, i + 1)].filter((e) => e >= 0);
      if (ends.length === 0) return i;
      i = Math.min(...ends);
    } else if (c !== 0 && c !== 9 && c !== 10 && c !== 12 && c !== 13 && c !== 32) return i;
  }
  return -1;
};
const looksLikeObjectStream = (data: Buffer) => {
  const at = firstToken(data);
  return at >= 0 && OBJECT_STREAM_HEAD.test(data.subarray(at, at + 256).toString("latin1"));
};

/** Where a JPEG (DCTDecode) ends: its markers walked by their lengths to the scan, then its EOI; -1 if none. */
const jpegEnd = (b: Buffer, from: number): number => {
  let at = from + 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return -1;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xd9) return at + 2;
    if (marker === 0xda) {
      for (let i = at + 2; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] === 0xd9) return i + 2;
      return -1;
    }
    at += 2 + b.readUInt16BE(at + 2);
  }
  return -1;
};

const HEAD_BYTES = 4096;

/** The distinct integer values of a name in the dictionaries before a stream (at most 8). */
const valuesOf = (region: string, name: string, fallback: number) => {
  const found = [...region.matchAll(new RegExp(`/${name}\\s+(\\d{1,6})\\b`, "g"))].map((m) => Number(m[1]));
  const distinct = [...new Set(found)].slice(0, 8);
  return distinct.length > 0 ? distinct : [fallback];
};

/** PNG predictors (10-15): each row starts with its filter type; the row's bytes are undone from it. */
const unpng = (data: Buffer, rowBytes: number, bpp: number): Buffer => {
  const out: number[] = [];
  let prev = new Uint8Array(rowBytes);
  for (let at = 0; at + 1 + rowBytes <= data.length; at += 1 + rowBytes) {
    const type = data[at] ?? 0;
    const row = new Uint8Array(rowBytes);
    for (let i = 0; i < rowBytes; i++) {
      const x = data[at + 1 + i] ?? 0;
      const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
      const b = prev[i] ?? 0;
      const c = i >= bpp ? (prev[i - bpp] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const base = type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : type === 4 ? paeth : 0;
      row[i] = (x + base) & 0xff;
    }
    out.push(...row);
    prev = row;
  }
  return Buffer.from(out);
};

/** TIFF predictor 2 with 8-bit components: each byte was stored as its difference from the one bpp before. */
const untiff = (data: Buffer, rowBytes: number, bpp: number): Buffer => {
  const out = Buffer.from(data);
  for (let i = 0; i < out.length; i++)
    if (i % rowBytes >= bpp) out[i] = ((out[i] ?? 0) + (out[i - bpp] ?? 0)) & 0xff;
  return out;
};

/** Starts like an object stream and holds a dictionary: pixels are not refused by chance. */
const holdsObjects = (data: Buffer) => looksLikeObjectStream(data) && data.includes("<<");

/**
 * Whether an inflated stream that did not look like an object stream becomes one once a predictor named in
 * the dictionaries before it is undone (every /Columns, /Colors, /BitsPerComponent value named there is tried).
 */
const predictedObjectStream = (head: Buffer, region: string): boolean => {
  const predictors = valuesOf(region, "Predictor", 1).filter((p) => p >= 2);
  if (predictors.length === 0 || head.length === 0) return false;
  for (const columns of valuesOf(region, "Columns", 1))
    for (const colors of valuesOf(region, "Colors", 1))
      for (const bpc of valuesOf(region, "BitsPerComponent", 8)) {
        const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
        const rowBytes = Math.ceil((columns * colors * bpc) / 8);
        if (rowBytes < 1 || rowBytes > HEAD_BYTES) continue;
        if (predictors.some((p) => p >= 10) && holdsObjects(unpng(head, rowBytes, bpp))) return true;
        if (predictors.includes(2) && holdsObjects(untiff(head, rowBytes, bpp))) return true;
      }
  return false;
};

interface Inflated {
  /** input bytes consumed (the zlib header and the deflate data; not the 4-byte checksum after it) */
  consumed: number;
  /** the output, when it was kept (an object stream or a nested zlib stream) */
  kept: Buffer | null;
  /** why the file is refused, or the long active name found in output that was not kept */
  refused: string | null;
  found: string | null;
  failed: boolean;
  /** the first bytes of the output (for the predictor check of a stream that was not kept) */
  head: Buffer;
}

export const streamPartsOf = async (
  bytes: Buffer,
  text: string,
  longNameIn: (syntax: string) => string | null,
  L: PdfUploadLimits = PDF_UPLOAD_LIMITS,
): Promise<StreamScan> => {
  const parts: ScanPart[] = [];
  const budget = { streams: 0, objectStreams: 0, keptBytes: 0, inflatedBytes: 0 };
  let refusal: string | null = null;

  /** Inflates one zlib stream (to its end; what follows is ignored), keeping or scanning its output as it comes. */
  const inflate = (data: Buffer): Promise<Inflated> =>
    new Promise((resolve) => {
      // raw deflate after the 2-byte zlib header: PDF.js does not check the trailing Adler-32, so neither may we
      const inf = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
      const chunks: Buffer[] = [];
      let keep: boolean | null = null;
      let size = 0;
      let carry = "";
      let refused: string | null = null;
      let found: string | null = null;
      let head = Buffer.alloc(0);
      const stop = (why: string) => {
        refused ??= why;
        inf.destroy();
        resolve({ consumed: 2 + inf.bytesWritten, kept: null, refused, found, failed: false, head });
      };
      inf.on("data", (chunk: Buffer) => {
        if (refused) return;
        if (head.length < HEAD_BYTES)
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        budget.inflatedBytes += chunk.length;
        if (budget.inflatedBytes > L.maxInflatedBytes)
          return stop(`its compressed streams inflate past the limit of ${mb(L.maxInflatedBytes)} in all`);
        // decided at the first token: leading whitespace and comments (PDF.js skips them) are kept meanwhile
        if (keep === null && firstToken(chunk) >= 0)
          keep = (chunks.length === 0 && isZlib(chunk)) || looksLikeObjectStream(chunk);
        if (keep !== false) {
          size += chunk.length;
          budget.keptBytes += chunk.length;
          if (size > L.maxObjectStreamBytes)
            return stop(`an object stream inflates past the limit of ${mb(L.maxObjectStreamBytes)}`);
          if (budget.keptBytes > L.maxObjectStreamsTotalBytes)
            return stop(
              `its object streams inflate past the limit of ${mb(L.maxObjectStreamsTotalBytes)} in all`,
            );
          chunks.push(chunk);
        } else if (!found) {
          chunks.length = 0;
          const piece = carry + chunk.toString("latin1");
          found = longNameIn(piece);
          carry = piece.slice(-64);
        }
      });
      // corrupt data further on: what inflated before it is still read (PDF.js may use it)
      inf.on("error", () =>
        resolve({
          consumed: 2 + inf.bytesWritten,
          kept: keep ? Buffer.concat(chunks) : null,
          refused,
          found,
          failed: true,
          head,
        }),
      );
      inf.on("end", () =>
        resolve({
          consumed: 2 + inf.bytesWritten,
          kept: keep ? Buffer.concat(chunks) : null,
          refused,
          found,
          failed: false,
          head,
        }),
      );
      inf.end(data.subarray(2));
    });

  /** A kept output: a nested zlib stream is inflated again (up to 4 levels), an object stream scanned whole. */
  const keepOutput = async (out: Buffer, level: number): Promise<string | null> => {
    if (isZlib(out)) {
      if (level >= 4) return "it has a stream compressed more times than can be checked";
      const inner = await inflate(out);
      if (inner.refused) return inner.refused;
      if (inner.found) return inner.found;
      if (inner.failed && inner.kept === null) return "it has an object stream that cannot be read";
      return inner.kept ? keepOutput(inner.kept, level + 1) : null;
    }
    budget.objectStreams += 1;
    if (budget.objectStreams > L.maxObjectStreams)
      return `it has more than ${L.maxObjectStreams} object streams`;
    parts.push({ text: out.toString("latin1"), all: true });
    return null;
  };

  /** Byte ranges read only for the long names: compressed data and JPEGs. */
  const opaque: [number, number][] = [];
  let opaqueUntil = 0;
  let previousKeyword = 0;
  let previousOpaqueEnd = 0;
  for (const m of text.matchAll(STREAM_KEYWORD)) {
    const keyword = m.index ?? 0;
    const start = keyword + m[0].length;
    const dict = decodeName(text.slice(previousKeyword, keyword));
    previousKeyword = start;
    if (keyword < opaqueUntil) continue; // inside compressed data already read
    budget.streams += 1;
    if (budget.streams > L.maxStreams) return { refused: `it has more than ${L.maxStreams} streams` };
    const local = dict.slice(Math.max(0, dict.lastIndexOf("endobj"), dict.lastIndexOf("endstream")));
    if (
      /\/ObjStm\b|\/First\b/.test(local) &&
      !isZlib(bytes, start) &&
      !looksLikeObjectStream(bytes.subarray(start))
    )
      return { refused: "it has an object stream in a compression that cannot be checked" };
    if (isZlib(bytes, start)) {
      const r = await inflate(bytes.subarray(start));
      if (r.refused) return { refused: r.refused };
      if (r.found) return { refused: r.found };
      if (r.failed && /\/ObjStm\b|\/First\b/.test(local))
        return { refused: "it has an object stream that cannot be read" };
      if (r.kept) {
        refusal = await keepOutput(r.kept, 1);
        if (refusal) return { refused: refusal };
      } else if (predictedObjectStream(r.head, decodeName(text.slice(previousOpaqueEnd, keyword))))
        return { refused: "it has an object stream behind a predictor, which cannot be checked" };
      opaque.push([start, start + r.consumed]);
      opaqueUntil = start + r.consumed;
      previousOpaqueEnd = opaqueUntil;
    } else if (bytes[start] === 0xff && bytes[start + 1] === 0xd8) {
      const end = jpegEnd(bytes, start);
      if (end > 0) {
        opaque.push([start, end]);
        opaqueUntil = end;
        previousOpaqueEnd = end;
      }
    }
  }
  // the file's own bytes: everything outside the opaque ranges for every name, the opaque ones for long names
  let at = 0;
  for (const [from, to] of opaque) {
    parts.push({ text: text.slice(at, from), all: true }, { text: text.slice(from, to), all: false });
    at = to;
  }
  parts.push({ text: text.slice(at), all: true });
  return { parts };
};
