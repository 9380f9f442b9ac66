import type { SlaClock } from "@fm/domain/contracts";

/** "2 h 30 min", "45 min", "3 d 1 h" for a number of minutes (targets, remaining time). */
export const formatMinutes = (minutes: number | null | undefined): string => {
  if (minutes === null || minutes === undefined) return "";
  const sign = minutes < 0 ? "−" : "";
  let m = Math.abs(minutes);
  const d = Math.floor(m / 1440);
  m -= d * 1440;
  const h = Math.floor(m / 60);
  m -= h * 60;
  const parts = [d ? `${d} d` : "", h ? `${h} h` : "", m || (!d && !h) ? `${m} min` : ""].filter(Boolean);
  return sign + parts.join(" ");
};

/** "08:00" for a minute of the day. */
export const formatClockTime = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** "08:00" → 480; null when not a time. */
export const parseClockTime = (text: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const minute = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minute <= 1440 ? minute : null;
};

export const SLA_STATE_LABELS: Readonly<Record<SlaClock["state"], string>> = {
  none: "",
  paused: "Paused",
  running: "On track",
  at_risk: "At risk",
  breached: "Breached",
  met: "Met",
  missed: "Missed",
};

export const SLA_STATE_COLORS: Readonly<Record<SlaClock["state"], string>> = {
  none: "gray",
  paused: "gray",
  running: "green",
  at_risk: "orange",
  breached: "red",
  met: "green",
  missed: "red",
};
