import { isStaff, isVendorUser } from "@fm/domain";
import type { WorkOrderListQuery } from "@fm/domain/contracts";
import type { DbOrTx } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { forbidden } from "../../platform/errors.ts";
import { listWorkOrders, type PartyNarrowing } from "../workorders/index.ts";

/** A home popup's query: the grid's paging/sort/filter plus the status the count was clicked on. */
export type PopupQuery = Omit<WorkOrderListQuery, "status" | "flagged" | "mine" | "overdue"> & {
  statusid?: number | undefined;
};

const noQuickFilters = { flagged: false, mine: false, overdue: false } as const;

/** One popup page, read through the caller's scope (listWorkOrders), optionally narrowed to one party. */
const popupPage = (db: DbOrTx, user: AuthUser, { statusid, ...grid }: PopupQuery, party?: PartyNarrowing) =>
  listWorkOrders(db, user, { ...grid, ...noQuickFilters, status: statusid ?? "active" }, { party });

/** Staff quick-action popup: the orders behind one status count. */
export const quickActionWorkOrders = (db: DbOrTx, user: AuthUser, q: PopupQuery) => popupPage(db, user, q);

/** A vendor's open orders: vendors and techs their own vendor's only; staff may pick any vendor. */
export const vendorOpenWorkOrders = (db: DbOrTx, user: AuthUser, q: PopupQuery, vendorid?: number) => {
  if (isVendorUser(user) && vendorid && vendorid !== user.vendorid)
    throw forbidden("You can only see your own work orders.");
  return popupPage(db, user, q, isStaff(user) && vendorid ? { vendorid } : undefined);
};

/** A customer's open orders: customers their own only; staff may pick any customer. */
export const customerOpenWorkOrders = (db: DbOrTx, user: AuthUser, q: PopupQuery, customerid?: number) => {
  if (!isStaff(user) && customerid && customerid !== user.customerid)
    throw forbidden("You can only see your own work orders.");
  return popupPage(db, user, q, isStaff(user) && customerid ? { customerid } : undefined);
};
