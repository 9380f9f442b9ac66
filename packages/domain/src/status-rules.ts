import { canReopen } from "./access.ts";
import type { Principal } from "./roles.ts";
import { isLockedStatus, STATUS } from "./statuses.ts";

/** A requested status change with what the user gave along (spec 2 §2 status popups). */
export interface StatusChangeRequest {
  from: number;
  to: number;
  note?: string | null | undefined;
  cancelreason?: string | null | undefined;
}

export interface StatusRefusal {
  code: "locked" | "forbidden" | "validation";
  message: string;
  field: string;
  detail?: string;
}

export const STATUS_MESSAGES = {
  locked: "Invoiced and Cancelled work orders are read-only. Re-Open it first.",
  reopenForbidden: "Re-Open needs the add:workorders permission.",
  reasonRequired: "Reason is required.",
  noteRequired: "Note is required.",
} as const;

const blank = (s: string | null | undefined) => !s || s.trim() === "";

/** Re-Open (spec 2 §4): an Invoiced or Cancelled order set to In Process. */
export const isReopen = (from: number, to: number): boolean =>
  isLockedStatus(from) && to === STATUS.InProcess;

/**
 * What the Status Change popup must carry for the new status (spec 2 §2): a reason for Cancelled, a note for
 * any other status. The popup validates with it, statusChangeRefusal applies it.
 */
export const statusInputRefusal = (
  to: number,
  req: Pick<StatusChangeRequest, "note" | "cancelreason">,
): StatusRefusal | null => {
  if (to === STATUS.Cancelled)
    return blank(req.cancelreason)
      ? { code: "validation", message: STATUS_MESSAGES.reasonRequired, field: "cancelreason" }
      : null;
  return blank(req.note)
    ? { code: "validation", message: STATUS_MESSAGES.noteRequired, field: "note" }
    : null;
};

/**
 * The status rules (spec 2 §2, §4), the one place every status-changing path asks: an Invoiced or Cancelled
 * order only goes to In Process (Re-Open), which needs add:workorders (or Admin) and nothing else; Cancelled
 * needs a reason; any other new status needs a note. Null when the change is allowed (or is no change).
 */
export const statusChangeRefusal = (user: Principal, req: StatusChangeRequest): StatusRefusal | null => {
  if (req.from === req.to) return null;
  if (isLockedStatus(req.from)) {
    if (req.to !== STATUS.InProcess)
      return {
        code: "locked",
        message: STATUS_MESSAGES.locked,
        field: "statusid",
        detail: "work order is read-only",
      };
    if (!canReopen(user))
      return { code: "forbidden", message: STATUS_MESSAGES.reopenForbidden, field: "statusid" };
    return null;
  }
  return statusInputRefusal(req.to, req);
};
