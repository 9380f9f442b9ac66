import { fileLimit } from "../errors.ts";

const COMPRESSED = 0x75465a4c; // "LZFu"
const UNCOMPRESSED = 0x414c454d; // "MELA"
const DICTIONARY =
  "{\\rtf1\\ansi\\mac\\deff0\\deftab720{\\fonttbl;}{\\f0\\fnil \\froman \\fswiss \\fmodern \\fscript \\fdecor MS Sans SerifSymbolArialTimes New RomanCourier{\\colortbl\\red0\\green0\\blue0\r\n\\par \\pard\\plain\\f0\\fs20\\b\\i\\u\\tab\\tx";

/**
 * PR_RTF_COMPRESSED ([MS-OXRTFCP] 2.1.3.1) decompressed with bounds: the header's sizes are never trusted (the
 * input ends where the bytes end) and the output stops at `maxBytes` with a 422. The package this replaces
 * believed the header, so a 3 KB message claiming 2 GB grew a JavaScript array until the process aborted.
 */
export const decompressRtf = (input: Uint8Array, maxBytes: number, what: string): Uint8Array => {
  if (input.length < 16) throw new Error("At least 16 bytes");
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const declaredSize = view.getUint32(0, true);
  const rawSize = view.getUint32(4, true);
  const type = view.getUint32(8, true);
  if (type === UNCOMPRESSED) return input.slice(16, 16 + Math.min(rawSize, maxBytes, input.length - 16));
  if (type !== COMPRESSED) throw new Error("Either COMPRESSED or UNCOMPRESSED");
  const tooBig = () =>
    fileLimit(`${what}: its RTF body unpacks to more than ${maxBytes / 1024 / 1024} MB (the limit).`);
  if (rawSize > maxBytes) throw tooBig();
  const window = new Uint8Array(4096);
  for (let i = 0; i < DICTIONARY.length; i++) window[i] = DICTIONARY.charCodeAt(i);
  let windowPos = DICTIONARY.length;
  const out = new Uint8Array(Math.min(maxBytes, Math.max(rawSize, 1024)));
  let outLength = 0;
  const end = Math.min(input.length, declaredSize + 4);
  let pos = 16;
  const emit = (b: number) => {
    if (outLength >= out.length) throw tooBig();
    out[outLength++] = b;
    window[windowPos] = b;
    windowPos = (windowPos + 1) & 4095;
  };
  while (pos < end) {
    const control = input[pos++] ?? 0;
    for (let bit = 0; bit < 8 && pos < end; bit++) {
      if ((control & (1 << bit)) === 0) {
        emit(input[pos++] ?? 0);
        continue;
      }
      const token = ((input[pos] ?? 0) << 8) | (input[pos + 1] ?? 0);
      pos += 2;
      const offset = token >> 4;
      if (offset === windowPos) return out.slice(0, outLength); // the end marker
      const length = (token & 15) + 2;
      for (let i = 0; i < length; i++) emit(window[(offset + i) & 4095] ?? 0);
    }
  }
  return out.slice(0, outLength);
};
