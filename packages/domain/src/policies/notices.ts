import type { NoticeAction } from "../contracts/notices.ts";
import { isNodStatusName, WORK_ORDER_STATUSES } from "../statuses.ts";

/** The spec's caption of each notice a status offers (spec 1 §4, spec 2 §4). */
export const NOTICE_LABELS: Readonly<Record<NoticeAction, string>> = {
  signoff: "Generate SignOff Ticket",
  cancel_vendor: "Cancel Vendor",
  CWOP: "Send CWOP",
  TICKET: "Send WO Ticket",
  PPV: "Send Pending Proposal",
  WAITING_ON_PARTS: "Send Waiting on Parts",
  NOD_MISSING: "Send NOD - Missing Docs",
  NOD_QUALITY: "Send NOD - Quality",
  NOD_WRONGAMOUNT: "Send NOD - Wrong Amount",
  NOD_WRONGRATES: "Send NOD - Wrong Rates",
  DISPATCHED: "Send Dispatched",
  TBS: "Send TBS",
  TOS: "Send TOS",
};

const NOD_NOTICES: readonly NoticeAction[] = [
  "NOD_MISSING",
  "NOD_QUALITY",
  "NOD_WRONGAMOUNT",
  "NOD_WRONGRATES",
];

/**
 * Which notices each status offers — the one list (spec 1 §4 per-status row menu, spec 2 §4 conditional
 * sends): the row menu, the Vendor tab and the server's createwoemailitem all read it. A name starting
 * with NOD counts as NOD.
 */
const NOTICES_BY_STATUS_NAME: Readonly<Record<string, readonly NoticeAction[]>> = {
  CWOP: ["CWOP"],
  "Pending Proposal - Vendor": ["PPV"],
  WOP: ["WAITING_ON_PARTS"],
  Dispatched: ["DISPATCHED", "cancel_vendor"],
  TBS: ["TBS", "cancel_vendor"],
  TOS: ["TOS"],
};

const noticesOfName = (name: string): readonly NoticeAction[] => {
  const s = name.trim();
  if (s === "") return [];
  return isNodStatusName(s) ? NOD_NOTICES : (NOTICES_BY_STATUS_NAME[s] ?? []);
};

export const statusNameOf = (statusid: number): string =>
  WORK_ORDER_STATUSES.find((s) => s.id === statusid)?.name ?? "";

/**
 * The notices a work order's status — and, on the Vendor tab, its vendor line's status — offer, in menu
 * order, each once. Cancel Vendor is among them at Dispatched and TBS (spec 1 §4).
 */
export const statusNotices = (statusid: number, lineStatus: string | null = null): NoticeAction[] => {
  const out = new Set<NoticeAction>([
    ...noticesOfName(statusNameOf(statusid)),
    ...noticesOfName(lineStatus ?? ""),
  ]);
  return [...out];
};
