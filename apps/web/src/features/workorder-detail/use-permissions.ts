import { hasPermission, isAdmin, isExternal } from "@fm/domain";
import { useCurrentUser } from "../../auth/use-session.ts";

/** What the signed-in user may do on the work-order detail (spec 2 §6). */
export const useDetailPermissions = () => {
  const user = useCurrentUser();
  const can = (p: string) => isAdmin(user) || hasPermission(user, p);
  const restricted = isExternal(user);
  return {
    restricted,
    update: can("update:workorder") && !restricted,
    addWorkOrders: can("add:workorders") && !restricted,
    create: (can("add:workorder") || can("add:workorders")) && !restricted,
    tabs: {
      workorder: can("view:workordertab"),
      notes: can("view:workordernotetab"),
      vendor: can("view:workordervendortab"),
      proposals: can("view:workorderproposaltab"),
      invoices: can("view:workorderinvoicestab"),
      attachments: can("view:workorderattachmentstab"),
      vendorproposals: can("view:workorderproposaltab"),
      followup: can("view:workorderinvoicestab"),
    },
  };
};
