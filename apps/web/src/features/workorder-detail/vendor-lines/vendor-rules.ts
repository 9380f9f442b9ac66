import type { GridSort } from "@fm/domain";
import { NOTICE_LABELS, SCORECARD_MILES_PER_POINT, SCORECARD_NEUTRAL_SCORE } from "@fm/domain";
import { EVENT_COUNT_ACTIONS, type EventCountKey } from "@fm/domain/contracts";
import type { NoticeAction, QcForm, VendorLine, VendorSort } from "./types.ts";

/** Pure rules of the Vendor tab (spec 2 §4, §5): no React, unit-tested. */

export type LineActionKey =
  | "approve"
  | "unapprove"
  | "flagnod"
  | "edit"
  | "detach"
  | "cancel"
  | "ticket"
  | "quoteonly"
  | "attachinvoice"
  | "proposal"
  | "signoff"
  | "qc"
  | `send:${NoticeAction}`;

export interface LineAction {
  key: LineActionKey;
  label: string;
  disabled: boolean;
  /** The notice it sends (createwoemailitem), if any. */
  notice?: NoticeAction;
  /** Event count shown as a badge. */
  count?: number;
  /** Starts a new group in the menu. */
  divider?: boolean;
  danger?: boolean;
}

export type LineRuleInput = Pick<VendorLine, "nodflagged" | "isapproved" | "eventcounts" | "abilities">;

/** The badge of each conditional send (spec 2 §4). */
const NOTICE_COUNT: Partial<Record<NoticeAction, EventCountKey>> = Object.fromEntries(
  Object.entries(EVENT_COUNT_ACTIONS).map(([key, action]) => [action, key as EventCountKey]),
);

/**
 * The Actions menu of one vendor line (spec 2 §4), shown and enabled from the line's `abilities` (the
 * server's policies): approval items only for an approver; Edit, Detach, Cancel Vendor, the sends, Attach
 * Invoice, Create Proposal and QC as the policies allow; Generate SignOff Ticket (a download) always.
 */
export const lineActions = (line: LineRuleInput): LineAction[] => {
  const a = line.abilities;
  const items: LineAction[] = [];
  if (a.approver) {
    if (line.isapproved) {
      items.push({ key: "unapprove", label: "UnApprove Invoice", disabled: !a.unapproveInvoice });
    } else {
      items.push(
        { key: "approve", label: "Approve Invoice", disabled: !a.approveInvoice },
        { key: "flagnod", label: line.nodflagged ? "Remove NOD flag" : "Flag NOD", disabled: !a.flagNod },
      );
    }
  }
  items.push(
    { key: "edit", label: "Edit", disabled: !a.edit, divider: items.length > 0 },
    { key: "detach", label: "Detach", disabled: !a.detach },
    {
      key: "cancel",
      label: NOTICE_LABELS.cancel_vendor,
      disabled: !a.cancelVendor,
      notice: "cancel_vendor",
      danger: true,
    },
    {
      key: "ticket",
      label: NOTICE_LABELS.TICKET,
      disabled: !a.sendTicket,
      notice: "TICKET",
      count: line.eventcounts.woticketcount ?? 0,
      divider: true,
    },
    { key: "quoteonly", label: "Send Quote Only Request", disabled: !a.quoteOnlyRequest, notice: "PPV" },
  );
  for (const action of a.statusNotices) {
    const count = NOTICE_COUNT[action];
    items.push({
      key: `send:${action}`,
      label: NOTICE_LABELS[action],
      disabled: !a.sendableNotices.includes(action),
      notice: action,
      ...(count ? { count: line.eventcounts[count] ?? 0 } : {}),
    });
  }
  items.push(
    { key: "attachinvoice", label: "Attach Invoice", disabled: !a.attachInvoice, divider: true },
    { key: "proposal", label: "Create Proposal", disabled: !a.createProposal },
    { key: "signoff", label: "Generate SignOff Ticket", disabled: false },
    { key: "qc", label: "QC Follow-up", disabled: !a.qc },
  );
  return items;
};

/** QC follow-up messages (spec 2 §5). */
export const QC_MESSAGES = {
  reviewer: "Reviewer Name is Required.",
  total: "Total Score is Required.",
  required: "Required.",
} as const;

export const QC_QUESTIONS = [
  "techarrivedonschedule",
  "techwasprofessional",
  "repairsmade",
  "metexpectations",
] as const;

/**
 * QC form rules (spec 2 §5): reviewer name and total score are required; unless Incurred Only is ticked,
 * questions 1 to 4 must be answered and question 5 (overall rating) must be non-zero.
 */
export const validateQc = (form: QcForm): Partial<Record<keyof QcForm, string>> => {
  const errors: Partial<Record<keyof QcForm, string>> = {};
  if (!form.incurredonly) {
    for (const q of QC_QUESTIONS) if (form[q] === null) errors[q] = QC_MESSAGES.required;
    if (!form.overallrating) errors.overallrating = QC_MESSAGES.required;
  }
  if (form.totalscore === null || !Number.isInteger(form.totalscore) || form.totalscore < 0)
    errors.totalscore = QC_MESSAGES.total;
  if (form.reviewername.trim() === "") errors.reviewername = QC_MESSAGES.reviewer;
  return errors;
};

export const emptyQcForm = (): QcForm => ({
  techarrivedonschedule: null,
  techwasprofessional: null,
  repairsmade: null,
  metexpectations: null,
  expectationcomment: "",
  overallrating: 0,
  totalscore: null,
  comments: "",
  reviewername: "",
  incurredonly: false,
});

/**
 * Select Vendor sorts on the server by one key, each in one direction (priority, distance, name and tier
 * ascending; rating best first). Grid column → server sort.
 */
export const SELECTION_SORTS: Readonly<Record<string, { sort: VendorSort; desc: boolean }>> = {
  dispatchpriority: { sort: "priority", desc: false },
  distancefromjob: { sort: "distance", desc: false },
  name: { sort: "name", desc: false },
  tierid: { sort: "tier", desc: false },
  vendorrating: { sort: "rating", desc: true },
};

/** The default order: dispatch priority (then distance). */
export const DEFAULT_SELECTION_SORT: GridSort[] = [{ column: "dispatchpriority", desc: false }];

/**
 * A header click on the Select Vendor grid: a new sortable column sorts in its server direction; clicking the
 * sorted column again goes back to the default order.
 */
export const nextSelectionSort = (prev: readonly GridSort[], next: readonly GridSort[]): GridSort[] => {
  const current = prev[0]?.column;
  const clicked = next.find((s) => s.column !== current);
  if (!clicked) return [...DEFAULT_SELECTION_SORT];
  const rule = SELECTION_SORTS[clicked.column];
  return rule ? [{ column: clicked.column, desc: rule.desc }] : [...prev];
};

export const selectionSortParam = (sort: readonly GridSort[]): VendorSort =>
  SELECTION_SORTS[sort[0]?.column ?? ""]?.sort ?? "priority";

/** Select Vendor's "Rank by" switch: the two orders a dispatcher chooses between, as the grid's sort. */
export const RANKINGS = {
  priority: DEFAULT_SELECTION_SORT,
  distance: [{ column: "distancefromjob", desc: false }] as GridSort[],
} as const;
export type Ranking = keyof typeof RANKINGS;

/** Why the first vendor is first (issue 35): the order the list is in, in words. */
export const rankingNote = (sort: readonly GridSort[], tradeNames: string): string => {
  switch (selectionSortParam(sort)) {
    case "priority":
      return `Ranked by dispatch priority for ${tradeNames || "the order's trades"} (Admin → Dispatch), then by distance from the job site weighed by the vendor's Score (each point above ${SCORECARD_NEUTRAL_SCORE} counts ${SCORECARD_MILES_PER_POINT} mi nearer, each point below as much farther): a near vendor can follow a far one with a higher priority.`;
    case "distance":
      return "Ranked by distance from the job site, nearest first.";
    case "name":
      return "Ranked by vendor name.";
    case "tier":
      return "Ranked by tier.";
    default:
      return "Ranked by rating, best first.";
  }
};

/** The order's trade a candidate is attached for: its primary trade when the order has it, else none. */
export const tradeForCandidate = (
  trades: readonly { tradeid: number; tradename: string }[],
  primarytrade: string | null,
): number | null => trades.find((t) => t.tradename === primarytrade)?.tradeid ?? trades[0]?.tradeid ?? null;

/** Distance in miles, one decimal. */
export const formatDistance = (miles: number | null): string =>
  miles === null ? "" : `${miles.toFixed(1)} mi`;
