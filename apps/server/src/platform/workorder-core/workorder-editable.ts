import type { OrderAction } from "@fm/domain";
import type { DbOrTx } from "../../db/client.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { assertAllowed } from "../policy/assert-allowed.ts";
import { lockWorkOrder } from "./workorder-access.ts";

/**
 * The work order, locked for the rest of the transaction, once the action's policy allows it (packages/domain
 * policies: who may, and the locked-order list — Invoiced and Cancelled orders refuse every write but the
 * listed ones with `locked`, 400). 404 when it does not exist or is outside the user's scope. Every write to a
 * work order or to one of its rows starts here or at lockWorkOrderChild; see "Lock order" in AGENTS.md.
 */
export const requireEditableWorkOrder = async (
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  action: OrderAction,
  lockedMessage?: string,
) => {
  const wo = await lockWorkOrder(tx, user, id);
  assertAllowed(user, action, { order: wo }, { lockedMessage });
  return wo;
};
