const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A date-time as the app shows it, "MM/DD/YYYY hh:mm AM" in the device's zone — without dayjs, so the phone's
 * first paint from the page's head (features/field/today-first-paint.ts) writes the same text as the screen.
 */
export const formatDateTime = (v: string | null | undefined): string => {
  if (!v) return "";
  // A date alone is a day in the device's zone (as dayjs reads it), not UTC midnight (as Date reads it).
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(v);
  if (Number.isNaN(d.getTime())) return "Invalid Date";
  const h = d.getHours() % 12 || 12;
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(h)}:${pad(d.getMinutes())} ${d.getHours() < 12 ? "AM" : "PM"}`;
};
