/**
 * Reading labelled work-order text (the Gabes PDF and the Sprouts message body): "Label: value" pairs in a
 * known list, found in any order, each value running to the next label (pdf.js may put a page's text on one
 * line, so line ends are not relied on).
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Values by label (as given in `labels`); absent labels are missing, blank values are null. */
export const readLabelled = <L extends string>(text: string, labels: readonly L[]): Map<L, string | null> => {
  const hits: { label: L; start: number; end: number }[] = [];
  for (const label of labels) {
    const re = new RegExp(`(^|[\\s|])${escapeRegExp(label)}\\s*:`, "i");
    const m = re.exec(text);
    if (m) hits.push({ label, start: m.index + (m[1] ?? "").length, end: m.index + m[0].length });
  }
  hits.sort((a, b) => a.start - b.start);
  const values = new Map<L, string | null>();
  hits.forEach((hit, i) => {
    const next = hits[i + 1];
    const raw = text.slice(hit.end, next ? next.start : text.length);
    const value = raw
      .replace(/[ \t]+/g, " ")
      .replace(/\s*\n\s*/g, "\n")
      .trim();
    values.set(hit.label, value || null);
  });
  return values;
};

/** "$1,234.50" → 1234.5; null when it is not an amount. */
export const parseAmount = (s: string | null | undefined): number | null => {
  if (!s) return null;
  const m = /-?\$?\s*([0-9][0-9,]*(?:\.[0-9]{1,2})?)/.exec(s);
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(/,/g, ""));
  return Number.isFinite(n) && n >= 0 && n <= 9_999_999_999.99 ? n : null;
};

/** MM/dd/yyyy (optionally with h:mm AM/PM) or ISO; noon UTC for a bare date so no zone moves its day. */
export const parseUsDate = (s: string | null | undefined): Date | null => {
  if (!s) return null;
  const us = /(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})\s*(AM|PM)?)?/i.exec(s);
  if (us) {
    const [, mm, dd, yyyy, hh, mi, ampm] = us;
    let hour = hh ? Number(hh) % 12 : 12;
    if (hh && ampm?.toUpperCase() === "PM") hour += 12;
    if (hh && !ampm) hour = Number(hh);
    const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hour, mi ? Number(mi) : 0));
    return Number.isNaN(d.getTime()) || d.getUTCMonth() !== Number(mm) - 1 ? null : d;
  }
  const iso = Date.parse(s);
  return Number.isNaN(iso) ? null : new Date(iso);
};

/** "Mesa, AZ 85201" → city, state, ZIP. */
export const parseCityStateZip = (s: string | null | undefined) => {
  const m = s ? /^\s*(.+?),?\s+([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)\s*$/.exec(s.replace(/\n/g, " ")) : null;
  return m
    ? {
        city: (m[1] ?? "").replace(/,$/, "").trim(),
        statecode: (m[2] ?? "").toUpperCase(),
        postalcode: m[3] ?? "",
      }
    : null;
};

/** "55 Elm Street, Mesa, AZ 85201" → street + city, state, ZIP. */
export const parseAddressLine = (s: string | null | undefined) => {
  if (!s) return null;
  const flat = s.replace(/\n/g, ", ");
  const comma = flat.indexOf(",");
  if (comma < 0) return null;
  const rest = parseCityStateZip(flat.slice(comma + 1));
  return rest ? { streetaddress: flat.slice(0, comma).trim(), ...rest } : null;
};

/** The first line of a description, cut to the brief description's length. */
export const briefOf = (description: string, max = 500) => {
  const first = description.split("\n").find((l) => l.trim()) ?? description;
  return first.trim().slice(0, max);
};
