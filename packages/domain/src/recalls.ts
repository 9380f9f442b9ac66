import { STATUS, WORK_DONE_STATUS_IDS } from "./statuses.ts";

/** A new order at a site + trade within this many days of an earlier one is a recall of it (issue 32 §6). */
export const RECALL_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** Orders that never carried work (nothing to recall, nothing to duplicate). */
export const NO_WORK_STATUS_IDS: readonly number[] = [STATUS.Cancelled, STATUS.Denied];

/** The earliest creation / completion date an earlier order may have to count as recalled by a new one. */
export const recallCutoff = (now: Date): Date => new Date(now.getTime() - RECALL_WINDOW_DAYS * DAY_MS);

export type SimilarKind = "duplicate" | "recall";

export interface SimilarCandidate {
  statusid: number;
  createddate: Date;
  completedate: Date | null;
}

/**
 * What an earlier order at the same site and trade is to a new one: a duplicate while it is still open, a
 * recall when it was created or completed within the window, else nothing (null).
 */
export const similarKind = (order: SimilarCandidate, now: Date): SimilarKind | null => {
  if (NO_WORK_STATUS_IDS.includes(order.statusid)) return null;
  if (!WORK_DONE_STATUS_IDS.includes(order.statusid)) return "duplicate";
  const cutoff = recallCutoff(now).getTime();
  const last = Math.max(order.createddate.getTime(), order.completedate?.getTime() ?? 0);
  return last >= cutoff ? "recall" : null;
};
