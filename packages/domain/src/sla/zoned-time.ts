/**
 * Wall-clock time in an IANA zone with the runtime's Intl tables (no Temporal, no library; decision
 * 0045-s32sla). An instant is epoch milliseconds; a local date is "YYYY-MM-DD".
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows the zone (`America/New_York`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localPartsOf(instant: number, timeZone: string): LocalParts {
  const out: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * The zone's offset from UTC at an instant, in milliseconds (New York in January: −5 h). Zones change
 * offset only on quarter hours of UTC, so one reading per zone × quarter hour is memoised (formatToParts
 * is the cost of every business-minute computation).
 */
export function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR;
  const key = `${timeZone}|${quarter}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const p = localPartsOf(quarter, timeZone);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - quarter;
  if (offsets.size >= 100_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * The instant of a local date + minute of the day. A time the zone skips (spring forward) moves on by the
 * gap; a time it repeats (fall back) is the first of the two.
 */
export function instantOfLocal(localDate: string, minuteOfDay: number, timeZone: string): number {
  const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minuteOfDay * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  if (first === second) return first;
  // Around a change: prefer the earlier reading that maps back to the wall time, else the later.
  const earlier = Math.min(first, second);
  const later = Math.max(first, second);
  if (earlier + offsetAt(earlier, timeZone) === wall) return earlier;
  if (later + offsetAt(later, timeZone) === wall) return later;
  return wall - Math.min(offsetAt(first, timeZone), offsetAt(second, timeZone));
}

export function localDateOf(instant: number, timeZone: string): string {
  const p = localPartsOf(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The next calendar date ("2026-03-08" → "2026-03-09"). */
export function nextLocalDate(localDate: string): string {
  const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday of a calendar date. */
export function weekdayOf(localDate: string): number {
  const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
