import { isStaff, isVendorUser } from "@fm/domain";
import type { WorkOrderListQuery } from "@fm/domain/contracts";
import { eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { forbidden } from "../../platform/errors.ts";
import { attachedToVendor, listWorkOrders } from "../workorders/index.ts";

/** A home popup's query: the grid's paging/sort/filter plus the status the count was clicked on. */
export type PopupQuery = Omit<WorkOrderListQuery, "status" | "flagged" | "mine" | "overdue"> & {
  statusid?: number | undefined;
};

const noQuickFilters = { flagged: false, mine: false, overdue: false } as const;

/** One popup page, read through the caller's scope (listWorkOrders), optionally narrowed further. */
const popupPage = (db: DbOrTx, user: AuthUser, { statusid, ...grid }: PopupQuery, narrow?: SQL) =>
  listWorkOrders(
    db,
    user,
    { ...grid, ...noQuickFilters, status: statusid ?? "active" },
    { narrow: [narrow] },
  );

/** Staff quick-action popup: the orders behind one status count. */
export const quickActionWorkOrders = (db: DbOrTx, user: AuthUser, q: PopupQuery) => popupPage(db, user, q);

/** A vendor's open orders: vendors and techs their own vendor's only; staff may pick any vendor. */
export const vendorOpenWorkOrders = (db: DbOrTx, user: AuthUser, q: PopupQuery, vendorid?: number) => {
  if (isVendorUser(user) && vendorid && vendorid !== user.vendorid)
    throw forbidden("You can only see your own work orders.");
  return popupPage(db, user, q, isStaff(user) && vendorid ? attachedToVendor(vendorid) : undefined);
};

/** A customer's open orders: customers their own only; staff may pick any customer. */
export const customerOpenWorkOrders = (db: DbOrTx, user: AuthUser, q: PopupQuery, customerid?: number) => {
  if (!isStaff(user) && customerid && customerid !== user.customerid)
    throw forbidden("You can only see your own work orders.");
  return popupPage(
    db,
    user,
    q,
    isStaff(user) && customerid ? eq(workOrders.customerid, customerid) : undefined,
  );
};
