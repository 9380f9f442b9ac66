import { can } from "../access.ts";
import type { Permission } from "../permissions.ts";
import { isStaff, type Principal } from "../roles.ts";
import type { NoRecord } from "./admin-policies.ts";
import { type Decision, forbid } from "./refusal.ts";

/**
 * The writes of customer and vendor management (spec 3 §2.5–§2.10): the customer record and its contacts,
 * notes, attachments, job sites, trades and rates; the vendor record and its contacts, notes, attachments,
 * trades and rates, payments and rating. Staff only, with the party's permission (or Admin): the route's
 * access rule asks the same, the policy repeats it so abilities can be computed from it alone.
 */
export interface PartyActionContexts {
  createCustomer: NoRecord;
  editCustomer: NoRecord;
  addCustomerContact: NoRecord;
  editCustomerContact: NoRecord;
  removeCustomerContact: NoRecord;
  addCustomerNote: NoRecord;
  editCustomerNote: NoRecord;
  removeCustomerNote: NoRecord;
  addCustomerAttachment: NoRecord;
  editCustomerAttachment: NoRecord;
  removeCustomerAttachment: NoRecord;
  addJobSite: NoRecord;
  editJobSite: NoRecord;
  editSpecialProcedures: NoRecord;
  addCustomerTrade: NoRecord;
  removeCustomerTrade: NoRecord;
  editCustomerRate: NoRecord;
  createVendor: NoRecord;
  editVendor: NoRecord;
  rateVendor: NoRecord;
  addVendorContact: NoRecord;
  editVendorContact: NoRecord;
  removeVendorContact: NoRecord;
  addVendorNote: NoRecord;
  editVendorNote: NoRecord;
  removeVendorNote: NoRecord;
  addVendorAttachment: NoRecord;
  editVendorAttachment: NoRecord;
  removeVendorAttachment: NoRecord;
  addVendorTrade: NoRecord;
  removeVendorTrade: NoRecord;
  copyVendorTrade: NoRecord;
  editVendorRate: NoRecord;
  refreshVendorPayments: NoRecord;
}
export type PartyAction = keyof PartyActionContexts;

const staffWith =
  (permission: Permission) =>
  (user: Principal): Decision =>
    isStaff(user) && can(user, permission) ? null : forbid();

const customerStaff = staffWith("read:customers");
const vendorStaff = staffWith("read:vendors");

/** One policy per customer / vendor management write. */
export const PARTY_POLICIES: {
  [A in PartyAction]: (user: Principal, ctx: PartyActionContexts[A]) => Decision;
} = {
  createCustomer: customerStaff,
  editCustomer: customerStaff,
  addCustomerContact: customerStaff,
  editCustomerContact: customerStaff,
  removeCustomerContact: customerStaff,
  addCustomerNote: customerStaff,
  editCustomerNote: customerStaff,
  removeCustomerNote: customerStaff,
  addCustomerAttachment: customerStaff,
  editCustomerAttachment: customerStaff,
  removeCustomerAttachment: customerStaff,
  // Add / edit a job site is a tab of the customer (spec 3 §2.5, route rule read:customers); the job-site
  // list's Special Procedures bulk edit too.
  addJobSite: customerStaff,
  editJobSite: customerStaff,
  editSpecialProcedures: customerStaff,
  addCustomerTrade: customerStaff,
  removeCustomerTrade: customerStaff,
  editCustomerRate: customerStaff,
  createVendor: vendorStaff,
  editVendor: vendorStaff,
  rateVendor: vendorStaff,
  addVendorContact: vendorStaff,
  editVendorContact: vendorStaff,
  removeVendorContact: vendorStaff,
  addVendorNote: vendorStaff,
  editVendorNote: vendorStaff,
  removeVendorNote: vendorStaff,
  addVendorAttachment: vendorStaff,
  editVendorAttachment: vendorStaff,
  removeVendorAttachment: vendorStaff,
  addVendorTrade: vendorStaff,
  removeVendorTrade: vendorStaff,
  copyVendorTrade: vendorStaff,
  editVendorRate: vendorStaff,
  refreshVendorPayments: vendorStaff,
};
