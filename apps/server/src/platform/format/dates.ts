/** MM/DD/YYYY (and h:mm AM/PM) in UTC, as documents and mails show dates. */
export const usDate = (d: Date | null, withTime = false) => {
  if (!d) return "";
  const p = (n: number) => String(n).padStart(2, "0");
  const date = `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()}`;
  if (!withTime) return date;
  const h = d.getUTCHours();
  return `${date} ${p(h % 12 || 12)}:${p(d.getUTCMinutes())} ${h < 12 ? "AM" : "PM"}`;
};

/** YYYY-MM-DD (UTC), or "(none)", as System notes show a changed date. */
export const isoDateOrNone = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "(none)");

/** ISO 8601 or null, as API responses carry timestamps. */
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
