import { NOTICE_LABELS, statusNotices } from "@fm/domain";
import type { NoticeAction } from "../workorder-api.ts";

export interface NoticeItem {
  action: NoticeAction;
  label: string;
}

/** The per-status notice items of the staff row menu (spec 1 §4): the domain's one list (statusNotices). */
export const noticesForStatus = (statusid: number): NoticeItem[] =>
  statusNotices(statusid).map((action) => ({ action, label: NOTICE_LABELS[action] }));
