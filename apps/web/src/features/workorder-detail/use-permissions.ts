import { can, canCreateWorkOrder, canReopen, isExternal, type Permission } from "@fm/domain";
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
    tabs: {
      workorder: may("view:workordertab"),
      notes: may("view:workordernotetab"),
      vendor: may("view:workordervendortab"),
      proposals: may("view:workorderproposaltab"),
      invoices: may("view:workorderinvoicestab"),
      attachments: may("view:workorderattachmentstab"),
      vendorproposals: may("view:workorderproposaltab"),
      followup: may("view:workorderinvoicestab"),
    },
  };
};
