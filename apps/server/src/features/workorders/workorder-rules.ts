import { canReopen, isLockedStatus, type StatusChangeRequest, statusChangeRefusal } from "@fm/domain";
import type { DbOrTx } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { forbidden, locked, validation } from "../../platform/errors.ts";
import { lockWorkOrder } from "./workorder-access.ts";
import type { WorkOrderReader } from "./workorder-scope.ts";

/**
 * The work order, locked for the rest of the transaction, when it may be edited: 404 when it does not exist
 * or is outside the reader's scope,
 * `locked` (400) when it is Invoiced or Cancelled (spec 2 §4: read-only for everyone until Re-Open). Every
 * write to a work order or to one of its rows (vendor lines, proposals, invoices, attachments) starts here;
 * see "Lock order" in AGENTS.md.
 */
export const requireEditableWorkOrder = async (
  tx: DbOrTx,
  reader: WorkOrderReader,
  id: number,
  message?: string,
) => {
  const wo = await lockWorkOrder(tx, reader, id);
  if (isLockedStatus(wo.statusid)) throw locked(message);
  return wo;
};

/** Re-Open needs add:workorders (or Admin) (spec 2 §4, §6). */
export const assertCanReopen = (user: AuthUser) => {
  if (!canReopen(user)) throw forbidden("Re-Open needs the add:workorders permission.");
};

/**
 * The status rules (packages/domain statusChangeRefusal) as an API error: every path that can change a
 * work order's status (updateworkorderstatus, updateworkorder, Re-Open) calls this before writing.
 */
export const assertStatusChange = (user: AuthUser, req: StatusChangeRequest) => {
  const refusal = statusChangeRefusal(user, req);
  if (!refusal) return;
  if (refusal.code === "forbidden") throw forbidden(refusal.message);
  if (refusal.code === "locked")
    throw locked(refusal.message, { [refusal.field]: "work order is read-only" });
  throw validation(refusal.message, { [refusal.field]: refusal.message });
};
