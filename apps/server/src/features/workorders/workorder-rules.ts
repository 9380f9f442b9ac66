import { isLockedStatus } from "@fm/domain";
import type { DbOrTx } from "../../db/client.ts";
import { locked } from "../../platform/errors.ts";
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
