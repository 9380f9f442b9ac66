/** A scorecard rate as a page shows it: "92.5 %", or a dash before anything was measured. */
export const formatRate = (v: number | null | undefined): string =>
  v === null || v === undefined ? "—" : `${v} %`;

/** Minutes to accept as "45 min" / "3 h 10 min". */
export const formatMinutes = (v: number | null | undefined): string => {
  if (v === null || v === undefined) return "—";
  if (v < 60) return `${v} min`;
  const h = Math.floor(v / 60);
  const m = v % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
};
