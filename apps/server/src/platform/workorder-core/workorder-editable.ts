import { isVendorOrderAction, type OrderAction, type VendorOrderAction } from "@fm/domain";
import type { DbOrTx } from "../../db/client.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { assertAllowed } from "../policy/assert-allowed.ts";
import { callerDeclined } from "./order-vendors.ts";
import { lockWorkOrder } from "./workorder-access.ts";

/**
 * The policy of an action on an order already read: for a vendor-side write, with the caller's decline.
 */
export const assertAllowedOnOrder = async (
  db: DbOrTx,
  user: AuthUser,
  action: OrderAction | VendorOrderAction,
  wo: { id: number; statusid: number },
  lockedMessage?: string,
) => {
  if (isVendorOrderAction(action))
    assertAllowed(
      user,
      action,
      { order: wo, declined: await callerDeclined(db, user, wo.id) },
      { lockedMessage },
    );
  else assertAllowed(user, action, { order: wo }, { lockedMessage });
};

/**
 * The work order, locked for the rest of the transaction, once the action's policy allows it (packages/domain
 * policies: who may, and the locked-order list — Invoiced and Cancelled orders refuse every write but the
 * listed ones with `locked`, 400; a vendor that declined the order refuses its vendor-side writes). 404 when it
 * does not exist or is outside the user's scope. Every write to a work order or to one of its rows starts here
 * or at lockWorkOrderChild; see "Lock order" in AGENTS.md.
 */
export const requireEditableWorkOrder = async (
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  action: OrderAction | VendorOrderAction,
  lockedMessage?: string,
) => {
  const wo = await lockWorkOrder(tx, user, id);
  await assertAllowedOnOrder(tx, user, action, wo, lockedMessage);
  return wo;
};
