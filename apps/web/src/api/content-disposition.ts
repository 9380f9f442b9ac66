/** The `name=value` parameters of a header (RFC 7230 tokens or quoted strings, `;`-separated). */
const parameters = (header: string): Map<string, string> => {
  const out = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const m of `;${header}`.matchAll(re)) {
    const name = (m[1] ?? "").toLowerCase();
    let value = (m[2] ?? "").trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    if (!out.has(name)) out.set(name, value);
  }
  return out;
};

/** RFC 8187 ext-value `charset'lang'pct-encoded` (UTF-8 or ISO-8859-1); null when malformed. */
const decodeExtValue = (value: string): string | null => {
  const m = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!m) return null;
  const charset = (m[1] ?? "").toLowerCase();
  const encoded = m[2] ?? "";
  try {
    if (charset === "utf-8") return decodeURIComponent(encoded);
    if (charset === "iso-8859-1") {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    return null;
  }
  return null;
};

/** A saved file's name never carries a folder. */
const baseName = (name: string) => name.split(/[/\\]/).pop()?.trim() ?? "";

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` (RFC 8187) wins over
 * `filename="…"` / `filename=…`; null when the header names no usable file.
 */
export const fileNameFromDisposition = (header: string | null | undefined): string | null => {
  if (!header) return null;
  const params = parameters(header);
  const extended = params.get("filename*");
  const decoded = extended === undefined ? null : decodeExtValue(extended);
  const name = baseName(decoded ?? params.get("filename") ?? "");
  return name === "" ? null : name;
};
