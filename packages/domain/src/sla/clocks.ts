import { addBusinessMinutes, type BusinessCalendar, type Pause } from "./business-calendar.ts";

/** The three clocks of an order: vendor accepted, first check-in (or on-site date), completed. */
export const SLA_CLOCKS = ["respond", "onsite", "complete"] as const;
export type SlaClockKind = (typeof SLA_CLOCKS)[number];

export const SLA_CLOCK_LABELS: Readonly<Record<SlaClockKind, string>> = {
  respond: "Respond By",
  onsite: "On Site By",
  complete: "Complete By",
};

/** Breach within this many minutes = at risk, unless configured. */
export const DEFAULT_AT_RISK_MINUTES = 60;

export type SlaClockState = "none" | "paused" | "running" | "at_risk" | "breached" | "met" | "missed";

export interface SlaTargets {
  respond: number | null;
  onsite: number | null;
  complete: number | null;
}

/**
 * When a clock falls due: `minutes` clock minutes after `start` in the calendar, not counting pauses. Null
 * when there is no target, or while a pause is open (a paused clock has no due time until it resumes).
 */
export function dueAtOf(
  calendar: BusinessCalendar,
  start: number,
  minutes: number | null,
  pauses: readonly Pause[],
): number | null {
  if (minutes === null) return null;
  if (pauses.some((p) => p.to === null)) return null;
  return addBusinessMinutes(calendar, start, minutes, pauses);
}

export interface ClockReading {
  state: SlaClockState;
  /** Real minutes until due (negative once breached); null without a due time or once met. */
  remainingMinutes: number | null;
}

/** A clock as read at `now` from its stored due time and the event that stops it. */
export function readClock(
  dueAt: number | null,
  metAt: number | null,
  paused: boolean,
  now: number,
  atRiskMinutes: number = DEFAULT_AT_RISK_MINUTES,
): ClockReading {
  if (metAt !== null) {
    if (dueAt === null) return { state: paused ? "paused" : "none", remainingMinutes: null };
    return { state: metAt <= dueAt ? "met" : "missed", remainingMinutes: null };
  }
  if (dueAt === null) return { state: paused ? "paused" : "none", remainingMinutes: null };
  const remainingMinutes = Math.floor((dueAt - now) / 60_000);
  if (now >= dueAt) return { state: "breached", remainingMinutes };
  if (dueAt - now <= atRiskMinutes * 60_000) return { state: "at_risk", remainingMinutes };
  return { state: "running", remainingMinutes };
}
