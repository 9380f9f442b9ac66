import { type GridQuery, STATUS } from "@fm/domain";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { listWorkOrders } from "../workorders/index.ts";

/** open = every status but Invoiced and Cancelled (the portal lists' default, spec 1 §2). */
export const PORTAL_STATUS = {
  open: "active",
  all: "all",
  invoiced: STATUS.Invoiced,
  cancelled: STATUS.Cancelled,
} as const;

export type PortalStatus = keyof typeof PORTAL_STATUS;

/**
 * "My Work Orders" of the vendor and customer portals: the caller's own orders in one status group.
 * listWorkOrders scopes and redacts every row for the caller.
 */
export const listPortalWorkOrders = (
  db: Db,
  user: AuthUser,
  status: PortalStatus,
  query: GridQuery & { flagged: boolean },
) => listWorkOrders(db, user, { ...query, status: PORTAL_STATUS[status], mine: false, overdue: false });
