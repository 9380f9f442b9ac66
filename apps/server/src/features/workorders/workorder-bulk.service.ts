import type { SelectedReassignBody, SelectedReassignResult } from "@fm/domain/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { AppError } from "../../platform/errors.ts";
import { activeDispatcher, reassignDispatcher } from "./workorder-actions.service.ts";

/**
 * Reassign Dispatcher on the rows selected in the list (issue 30, decision 0044-a30grid): the single-row
 * action once per order, each in its own transaction, so the same policy refuses a locked (Invoiced,
 * Cancelled) or unseen order and the others still go through. The refusals come back per row.
 */
export const reassignSelected = async (
  db: Db,
  user: AuthUser,
  input: SelectedReassignBody,
): Promise<SelectedReassignResult> => {
  // A wrong dispatcher is the request's fault, not a row's: 400 before any row is touched.
  await activeDispatcher(db, input.userid);
  const result: SelectedReassignResult = { done: [], refused: [] };
  for (const workorderid of new Set(input.workorderids)) {
    try {
      await reassignDispatcher(db, user, { workorderid, userid: input.userid });
      result.done.push(workorderid);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.refused.push({ workorderid, error: err.code, message: err.userMessage });
    }
  }
  return result;
};
