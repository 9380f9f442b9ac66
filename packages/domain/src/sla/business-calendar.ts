import { instantOfLocal, localDateOf, nextLocalDate, weekdayOf } from "./zoned-time.ts";

/** Opening hours of one weekday in minutes of the local day (open < close ≤ 1440), or null = closed. */
export interface DayHours {
  open: number;
  close: number;
}

/**
 * When an SLA clock ticks: around the clock, or the weekly hours (index 0 = Sunday … 6 = Saturday) on every
 * local date that is not a holiday, in the job site's IANA zone.
 */
export interface BusinessCalendar {
  timeZone: string;
  twentyFourSeven: boolean;
  week: readonly (DayHours | null)[];
  /** Local dates "YYYY-MM-DD" the clock does not tick. */
  holidays: readonly string[];
}

/** A paused interval [from, to); `to` null = still paused. Epoch milliseconds. */
export interface Pause {
  from: number;
  to: number | null;
}

const MINUTE = 60_000;
/** A calendar without an open minute in this many days never reaches a target. */
const MAX_DAYS = 3700;

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Monday–Friday 08:00–17:00. */
export const DEFAULT_WEEK: readonly (DayHours | null)[] = [
  null,
  { open: 480, close: 1020 },
  { open: 480, close: 1020 },
  { open: 480, close: 1020 },
  { open: 480, close: 1020 },
  { open: 480, close: 1020 },
  null,
];

export function hasOpenHours(calendar: BusinessCalendar): boolean {
  return calendar.twentyFourSeven || calendar.week.some((d) => d !== null && d.close > d.open);
}

/**
 * The open intervals [start, end) from `from` onwards, in order, as instants. Around the clock yields one
 * endless interval; otherwise one per open local day (a DST change makes that day's interval an hour shorter
 * or longer in real time, which is what the site lives by).
 */
export function* openIntervals(calendar: BusinessCalendar, from: number): Generator<[number, number]> {
  if (calendar.twentyFourSeven) {
    yield [from, Number.POSITIVE_INFINITY];
    return;
  }
  const holidays = new Set(calendar.holidays);
  // Start a day early: the site's local date can be behind the UTC date.
  let date = localDateOf(from - 86_400_000, calendar.timeZone);
  for (let i = 0; i < MAX_DAYS; i++, date = nextLocalDate(date)) {
    const hours = calendar.week[weekdayOf(date)];
    if (!hours || hours.close <= hours.open || holidays.has(date)) continue;
    const start = instantOfLocal(date, hours.open, calendar.timeZone);
    const end = instantOfLocal(date, hours.close, calendar.timeZone);
    if (end <= from) continue;
    yield [Math.max(start, from), end];
  }
}

/** Open intervals minus the pauses (sorted, possibly overlapping), from `from` onwards. */
function* tickingIntervals(
  calendar: BusinessCalendar,
  from: number,
  pauses: readonly Pause[],
): Generator<[number, number]> {
  const sorted = pauses
    .map((p) => [p.from, p.to ?? Number.POSITIVE_INFINITY] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  for (const [open, close] of openIntervals(calendar, from)) {
    let start = open;
    for (const [pa, pb] of sorted) {
      if (pb <= start || pa >= close) continue;
      if (pa > start) yield [start, pa];
      start = Math.max(start, pb);
      if (start >= close) break;
    }
    if (start < close) yield [start, close];
    if (start === Number.POSITIVE_INFINITY) return;
  }
}

/**
 * The instant at which `minutes` clock minutes have run from `start` (business minutes, or every minute
 * around the clock), not counting paused time. Null when the clock never gets there (no open hours, or
 * paused for good).
 */
export function addBusinessMinutes(
  calendar: BusinessCalendar,
  start: number,
  minutes: number,
  pauses: readonly Pause[] = [],
): number | null {
  let left = minutes * MINUTE;
  if (!hasOpenHours(calendar)) return null;
  for (const [a, b] of tickingIntervals(calendar, start, pauses)) {
    if (b - a >= left) return a + left;
    left -= b - a;
  }
  return null;
}

/** Clock minutes (business or all) between two instants, minus paused time; 0 when `to` ≤ `from`. */
export function businessMinutesBetween(
  calendar: BusinessCalendar,
  from: number,
  to: number,
  pauses: readonly Pause[] = [],
): number {
  if (to <= from || !hasOpenHours(calendar)) return 0;
  let total = 0;
  for (const [a, b] of tickingIntervals(calendar, from, pauses)) {
    if (a >= to) break;
    total += Math.min(b, to) - a;
  }
  return Math.floor(total / MINUTE);
}
