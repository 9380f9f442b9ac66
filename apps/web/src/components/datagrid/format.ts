import dayjs from "dayjs";

/** Spec 1 §9 / ARCHITECTURE: dates shown as MM/dd/yyyy hh:mm a (dates alone MM/dd/yyyy), USD with 2 decimals. */
export { formatDateTime } from "./format-date-time.ts";

export const formatDate = (v: string | null | undefined): string => (v ? dayjs(v).format("MM/DD/YYYY") : "");

// Made on first use: a formatter made when the module loads would load the locale data on the way to screens
// that show no money (the phone's Today).
let usd: Intl.NumberFormat | undefined;

export const formatMoney = (v: number | null | undefined): string => {
  if (v === null || v === undefined) return "";
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
  return usd.format(v);
};
