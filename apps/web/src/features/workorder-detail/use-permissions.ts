import {
  can,
  canCreateWorkOrder,
  canReopen,
  isExternal,
  type Permission,
  WORK_ORDER_TAB_PERMISSIONS,
  type WorkOrderTab,
} from "@fm/domain";
import { useCurrentUser } from "../../auth/use-session.ts";

/** What the signed-in user may do on the work-order detail (spec 2 §6). */
export const useDetailPermissions = () => {
  const user = useCurrentUser();
  const may = (p: Permission) => can(user, p);
  const restricted = isExternal(user);
  return {
    restricted,
    update: may("update:workorder") && !restricted,
    addWorkOrders: canReopen(user) && !restricted,
    create: canCreateWorkOrder(user) && !restricted,
    tabs: Object.fromEntries(
      Object.entries(WORK_ORDER_TAB_PERMISSIONS).map(([tab, permission]) => [tab, may(permission)]),
    ) as Record<WorkOrderTab, boolean>,
  };
};
