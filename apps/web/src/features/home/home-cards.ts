import { STATUS } from "@fm/domain";
import type { BarGroup } from "../../components/charts/BarChart.tsx";
import type { DashboardKind } from "./dashboard-kind.ts";
import type { DailyCount, StatusCount } from "./home-api.ts";

/** One count on a portal card: the spec's caption and the status it counts. */
export interface CardItemDef {
  statusid: number;
  label: string;
  /** NOD is shown in red (spec 1 §2). */
  danger?: boolean;
}

export interface CardDef {
  key: "pending" | "inprogress" | "review";
  title: string;
  items: readonly CardItemDef[];
}

const IN_PROGRESS: CardDef = {
  key: "inprogress",
  title: "In Progress",
  items: [
    { statusid: STATUS.TechOnSite, label: "Tech on Site" },
    { statusid: STATUS.WaitingOnParts, label: "Waiting On Parts" },
  ],
};

/** Spec 1 §2: the vendor and customer dashboards' cards, in order, with their statuses. */
export const PORTAL_CARDS: Readonly<Record<"vendor" | "customer", readonly CardDef[]>> = {
  vendor: [
    { key: "pending", title: "Pending", items: [{ statusid: STATUS.Dispatched, label: "Dispatched" }] },
    IN_PROGRESS,
    {
      key: "review",
      title: "Review",
      items: [
        { statusid: STATUS.NOD, label: "NOD", danger: true },
        { statusid: STATUS.PendingProposalVendor, label: "Pending Proposal" },
        { statusid: STATUS.CWOP, label: "Waiting on Paperwork" },
      ],
    },
  ],
  customer: [
    {
      key: "pending",
      title: "Pending",
      items: [
        { statusid: STATUS.Dispatched, label: "Dispatched" },
        { statusid: STATUS.PendingProposalEDC, label: "Pending Proposal" },
      ],
    },
    IN_PROGRESS,
    {
      key: "review",
      title: "Review",
      items: [{ statusid: STATUS.WaitingOnApproval, label: "Waiting on Approval" }],
    },
  ],
};

export interface CardItem extends CardItemDef {
  count: number;
  /** The status colour from the server (swatch); NOD items are red whatever it says. */
  color: string;
}

export interface Card {
  key: CardDef["key"];
  title: string;
  total: number;
  items: CardItem[];
}

const FALLBACK_COLOR = "#868e96";

/** Fills the card definitions with the counts (a status missing from the counts counts 0). */
export const groupCounts = (defs: readonly CardDef[], counts: readonly StatusCount[]): Card[] => {
  const by = new Map(counts.map((c) => [c.statusid, c]));
  return defs.map((def) => {
    const items = def.items.map((item) => {
      const c = by.get(item.statusid);
      return { ...item, count: c?.count ?? 0, color: c?.color ?? FALLBACK_COLOR };
    });
    return { key: def.key, title: def.title, items, total: items.reduce((n, i) => n + i.count, 0) };
  });
};

/** The pie's slices: statuses with at least one active order, in the server's (legend) order. */
export const pieSlices = (counts: readonly StatusCount[]): StatusCount[] => counts.filter((c) => c.count > 0);

export const totalCount = (counts: readonly { count: number }[]): number =>
  counts.reduce((n, c) => n + c.count, 0);

/** Share of the total as a whole percent ("<1%" for tiny slices). */
export const percentOf = (count: number, total: number): string => {
  if (total <= 0 || count <= 0) return "0%";
  const p = (count / total) * 100;
  return p < 1 ? "<1%" : `${Math.round(p)}%`;
};

export const IN_RECEIVED = "In Received";
export const TOTAL_COUNT = "Total Count";

/** The bar chart's series of Today's Dispatcher Counts, in the order of each bar group's values. */
export const DISPATCHER_SERIES = [IN_RECEIVED, TOTAL_COUNT] as const;

/** Bar groups of Today's Dispatcher Counts: one per dispatcher, its In Received and Total Count. */
export const dispatcherBars = (rows: readonly DailyCount[]): BarGroup[] =>
  rows.map((r) => ({ label: r.dispatcher, values: [r.inreceived, r.totalcount] }));

/** The sums of both series (the tile's headline numbers). */
export const dispatcherTotals = (rows: readonly DailyCount[]): { inreceived: number; totalcount: number } =>
  rows.reduce(
    (t, r) => ({ inreceived: t.inreceived + r.inreceived, totalcount: t.totalcount + r.totalcount }),
    { inreceived: 0, totalcount: 0 },
  );

export type PopupAudience = "staff" | "vendor" | "customer";

/** Which list call and detail route serve a user's popup (the server scopes each call again). */
export const POPUP_SOURCE: Readonly<Record<PopupAudience, { path: string; details: string }>> = {
  staff: { path: "/api/workorder/getquickactionworkorders", details: "/workorder/details" },
  vendor: { path: "/api/vendor/getopenworkorders", details: "/vendorprofile/workorderdetails" },
  customer: { path: "/api/customer/getopenworkorders", details: "/customerprofile/workorderdetails" },
};

/** The detail page of a work order opened from the home popup (origin=home, spec 1 §2). */
export const detailsHref = (audience: PopupAudience, id: number): string =>
  `${POPUP_SOURCE[audience].details}?id=${id}&origin=home`;

/**
 * Who the popup serves. Vendor and Tech users read their vendor's list, Customer users their customer's,
 * staff the quick-action list. (A Tech sees the internal dashboard, spec 1 §2, with its vendor's orders.)
 */
export const popupAudience = (
  kind: DashboardKind,
  flags: { vendorUser: boolean; customerUser: boolean },
): PopupAudience => {
  if (kind === "vendor" || (kind === "internal" && flags.vendorUser)) return "vendor";
  if (kind === "customer" || (kind === "internal" && flags.customerUser)) return "customer";
  return "staff";
};
