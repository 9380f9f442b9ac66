import { isCustomerUser, isStaff, isVendorUser } from "@fm/domain";
import type { WorkOrderListRow } from "@fm/domain/contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import { workOrders, workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { forbidden } from "../../platform/errors.ts";

/** Orders a vendor is attached to. */
export const attachedToVendor = (vendorid: number): SQL =>
  sql`exists (select 1 from ${workOrderVendors} where ${workOrderVendors.workorderid} = ${workOrders.id} and ${workOrderVendors.vendorid} = ${vendorid})`;

/**
 * The row-level rule (ARCHITECTURE.md): staff see every work order, a vendor or tech only those its vendor is
 * attached to, a customer only its own customer's. Returns the condition to add, or undefined for staff.
 */
export const workOrderScope = (user: AuthUser): SQL | undefined => {
  if (isStaff(user)) return undefined;
  if (isVendorUser(user)) {
    if (!user.vendorid) throw forbidden("Your account is not linked to a vendor.");
    return attachedToVendor(user.vendorid);
  }
  if (isCustomerUser(user)) {
    if (!user.customerid) throw forbidden("Your account is not linked to a customer.");
    return eq(workOrders.customerid, user.customerid);
  }
  throw forbidden();
};

/**
 * What an external user may see of a list row: a vendor sees only its own vendor line and none of the
 * customer's money or internal notes; a customer sees no vendors and no internal notes.
 */
export const presentForUser = (row: WorkOrderListRow, user: AuthUser): WorkOrderListRow => {
  if (isStaff(user)) return row;
  if (isVendorUser(user)) {
    return {
      ...row,
      vendors: row.vendors.filter((v) => v.vendorid === user.vendorid),
      invoiceamount: null,
      proposalamount: null,
      nte: null,
      hasnte: false,
      lastnote: null,
      customerdispatcher: null,
    };
  }
  return { ...row, vendors: [], lastnote: null };
};
