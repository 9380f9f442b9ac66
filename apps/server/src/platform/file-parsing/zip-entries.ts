import { Inflate } from "fflate";
import { fileLimit } from "../errors.ts";
import { ZIP_LIMITS } from "./file-limits.ts";

/** One entry of a zip's central directory (the directory is what every zip reader trusts, not local headers). */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** where its data starts */
  dataOffset: number;
}

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
const latin1 = new TextDecoder("latin1");
const utf8 = new TextDecoder("utf-8");

export class NotAZip extends Error {}

/**
 * The central directory of a zip (an .xlsx), checked against ZIP_LIMITS before anything is inflated: entry
 * count, stored or deflated entries only, no ZIP64, every entry inside the file.
 */
export const zipDirectory = (bytes: Uint8Array, what: string): ZipEntry[] => {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new NotAZip("no end of central directory");
  const count = u16(bytes, eocd + 10);
  const cdOffset = u32(bytes, eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff)
    throw fileLimit(`${what} is a ZIP64 archive, which is not read here.`);
  if (count > ZIP_LIMITS.maxEntries)
    throw fileLimit(`${what} holds ${count} parts; at most ${ZIP_LIMITS.maxEntries} are read.`);
  const entries: ZipEntry[] = [];
  let at = cdOffset;
  for (let n = 0; n < count; n++) {
    if (u32(bytes, at) !== 0x02014b50) throw new NotAZip("bad central directory");
    const method = u16(bytes, at + 10);
    const compressedSize = u32(bytes, at + 20);
    const nameLength = u16(bytes, at + 28);
    const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    const local = u32(bytes, at + 42);
    const flags = u16(bytes, at + 8);
    const name = ((flags & 0x800) !== 0 ? utf8 : latin1).decode(
      bytes.subarray(at + 46, at + 46 + nameLength),
    );
    if (u32(bytes, local) !== 0x04034b50) throw new NotAZip("bad local header");
    const dataOffset = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    if (dataOffset + compressedSize > bytes.length) throw new NotAZip("entry past the end");
    if (method !== 0 && method !== 8)
      throw fileLimit(`${what} uses a compression method that is not read here.`);
    entries.push({ name, method, compressedSize, dataOffset });
    at = next;
  }
  return entries;
};

// small input slices: one slice of a zip bomb inflates to at most ~4 MB before it is counted
const CHUNK = 4 * 1024;

/**
 * Inflates the entries `wanted` picks, handing their bytes to `onData` a chunk at a time and counting them:
 * past ZIP_LIMITS.maxEntryBytes for one entry or maxTotalBytes for all, the file is refused (a zip bomb stops
 * at the limit, it is never inflated whole). Every entry is counted, also those not wanted.
 */
export const inflateEntries = (
  bytes: Uint8Array,
  entries: ZipEntry[],
  what: string,
  onData: (entry: ZipEntry, data: Uint8Array, final: boolean) => void,
  wanted: (entry: ZipEntry) => boolean = () => true,
) => {
  let total = 0;
  const mb = (n: number) => `${n / 1024 / 1024} MB`;
  for (const entry of entries) {
    let size = 0;
    const take = wanted(entry);
    const count = (data: Uint8Array, final: boolean) => {
      size += data.length;
      total += data.length;
      if (size > ZIP_LIMITS.maxEntryBytes)
        throw fileLimit(
          `${what} unpacks to more than ${mb(ZIP_LIMITS.maxEntryBytes)} in one part (the limit).`,
        );
      if (total > ZIP_LIMITS.maxTotalBytes)
        throw fileLimit(`${what} unpacks to more than ${mb(ZIP_LIMITS.maxTotalBytes)} (the limit).`);
      if (take) onData(entry, data, final);
    };
    const raw = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    if (entry.method === 0) {
      count(raw, true);
      continue;
    }
    const inflate = new Inflate(count);
    for (let i = 0; i < raw.length; i += CHUNK) {
      const end = Math.min(raw.length, i + CHUNK);
      inflate.push(raw.subarray(i, end), end === raw.length);
    }
    if (raw.length === 0) inflate.push(new Uint8Array(0), true);
  }
};
