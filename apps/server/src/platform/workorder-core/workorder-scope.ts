import { isCustomerUser, isStaff, isVendorUser } from "@fm/domain";
import type { WorkOrderListRow } from "@fm/domain/contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import { workOrders, workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { forbidden } from "../errors.ts";

/**
 * The server itself reading work orders with no user behind the read (a document or notice built inside a
 * write the route already authorised, a background job). Every use names its reason, so each unscoped read
 * is explicit and greppable (`systemReader(`).
 */
export interface SystemReader {
  readonly system: true;
  readonly reason: string;
}

export const systemReader = (reason: string): SystemReader => ({ system: true, reason });

/** Who reads a work order: the signed-in caller, or the server itself. Every work-order read takes one. */
export type WorkOrderReader = AuthUser | SystemReader;

const isSystemReader = (r: WorkOrderReader): r is SystemReader => "system" in r && r.system === true;

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

/** The scope condition of any reader: none for the system reader, the user's row rule otherwise. */
export const readerScope = (reader: WorkOrderReader): SQL | undefined =>
  isSystemReader(reader) ? undefined : workOrderScope(reader);

/** Who a list row is shown to: staff see everything; vendors/techs and customers each lose some fields. */
export type ListAudience = "staff" | "vendor" | "customer";

export const audienceOf = (reader: WorkOrderReader): ListAudience =>
  isSystemReader(reader) || isStaff(reader) ? "staff" : isVendorUser(reader) ? "vendor" : "customer";

/**
 * The list-row fields each audience may not see. presentForUser blanks them and the list's column allow-list
 * drops them (filters, sorts and searches on them answer 400), so a hidden value cannot leak through a
 * filter and the total either. One table for both, so they cannot drift apart.
 * `vendors` is partly hidden: a vendor sees its own line only, a customer none (no grid column filters it).
 */
export const HIDDEN_LIST_FIELDS: Readonly<Record<ListAudience, readonly (keyof WorkOrderListRow)[]>> = {
  staff: [],
  vendor: [
    "invoiceamount",
    "proposalamount",
    "nte",
    "hasnte",
    "lastnote",
    "customerdispatcher",
    "managementprovider",
  ],
  customer: ["lastnote", "managementprovider"],
};

/**
 * What a reader may see of a list row: a vendor sees only its own vendor line and none of the customer's
 * money or internal notes; a customer sees no vendors and no internal notes.
 */
export const presentForUser = (row: WorkOrderListRow, reader: WorkOrderReader): WorkOrderListRow => {
  const audience = audienceOf(reader);
  if (audience === "staff") return row;
  const blanked: WorkOrderListRow = { ...row };
  for (const field of HIDDEN_LIST_FIELDS[audience]) {
    (blanked as Record<string, unknown>)[field] = field === "hasnte" ? false : null;
  }
  const vendorid = isSystemReader(reader) ? null : reader.vendorid;
  blanked.vendors = audience === "vendor" ? row.vendors.filter((v) => v.vendorid === vendorid) : [];
  return blanked;
};
