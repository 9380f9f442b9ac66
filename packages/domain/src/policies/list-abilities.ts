import { can, canCreateWorkOrder } from "../access.ts";
import { isStaff, type Principal } from "../roles.ts";
import { STATUS } from "../statuses.ts";
import { lockedOrderRefusal } from "./locked-orders.ts";
import { FORBIDDEN_MESSAGE, firstRefusal, forbid } from "./refusal.ts";
import { type Ability, abilityOf } from "./row-abilities.ts";
import { type OrderState, WORK_ORDER_POLICIES } from "./workorder-policies.ts";

/**
 * The work-order list's own abilities for the caller (issue 28): the toolbar's Add Work Order, the selection
 * bar's bulk Reassign Dispatcher (reassignselected asks the reassignDispatcher policy per order) and the exports.
 */
export interface WorkOrderListAbilities {
  addWorkOrder: boolean;
  reassignDispatcher: boolean;
  export: boolean;
}

const AN_OPEN_ORDER: OrderState = { statusid: STATUS.Received };

export const workOrderListAbilities = (user: Principal): WorkOrderListAbilities => ({
  addWorkOrder: isStaff(user) && canCreateWorkOrder(user),
  reassignDispatcher: WORK_ORDER_POLICIES.reassignDispatcher(user, { order: AN_OPEN_ORDER }) === null,
  export: isStaff(user) && can(user, "read:workorders"),
});

/**
 * A list row's menu (spec 1 §4 row actions): hidden when the caller may never use the item (the spec shows
 * Take Ownership, Flag, Reassign, the dates and geofencing only to their holders), disabled when the order's
 * state refuses it (Invoiced / Cancelled: read-only), enabled otherwise. Add Note and the notices are shown to
 * every staff reader and disabled without their permission, as before.
 */
export interface WorkOrderRowAbilities {
  takeOwnership: Ability;
  flag: Ability;
  reassignDispatcher: Ability;
  scheduleDate: Ability;
  followUpDate: Ability;
  geofencing: Ability;
  addNote: Ability;
  /** The vendor notices of the row menu (WO Ticket and the ones the status offers). */
  sendNotice: Ability;
}

export const workOrderRowAbilities = (user: Principal, order: OrderState): WorkOrderRowAbilities => {
  const p = WORK_ORDER_POLICIES;
  const on = { order };
  const hiddenUnlessHeld = (d: ReturnType<typeof p.flag>) => abilityOf(d, true);
  return {
    takeOwnership: hiddenUnlessHeld(p.takeOwnership(user, on)),
    flag: hiddenUnlessHeld(p.flag(user, on)),
    reassignDispatcher: hiddenUnlessHeld(p.reassignDispatcher(user, on)),
    scheduleDate: hiddenUnlessHeld(p.scheduleDate(user, on)),
    followUpDate: hiddenUnlessHeld(p.followUpDate(user, on)),
    geofencing: hiddenUnlessHeld(p.geofencing(user, on)),
    addNote: abilityOf(p.addNote(user, on)),
    // The sendNotice policy on the order alone (who + locked); the line's own rules apply when it is sent.
    sendNotice: abilityOf(
      firstRefusal(
        () => (isStaff(user) && can(user, "update:workorder") ? null : forbid(FORBIDDEN_MESSAGE)),
        () => lockedOrderRefusal("sendNotice", order),
      ),
    ),
  };
};
