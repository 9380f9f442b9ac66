import dayjs from "dayjs";

/** Spec 1 §9 / ARCHITECTURE: dates shown as MM/dd/yyyy hh:mm a (dates alone MM/dd/yyyy), USD with 2 decimals. */
export const formatDateTime = (v: string | null | undefined): string =>
  v ? dayjs(v).format("MM/DD/YYYY hh:mm A") : "";

export const formatDate = (v: string | null | undefined): string => (v ? dayjs(v).format("MM/DD/YYYY") : "");

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

export const formatMoney = (v: number | null | undefined): string =>
  v === null || v === undefined ? "" : usd.format(v);
