import type { Principal } from "../roles.ts";
import { ADMIN_POLICIES } from "./admin-policies.ts";
import { PARTY_POLICIES, type PartyAction } from "./party-policies.ts";

/**
 * What the caller may do on a customer's or a vendor's record page (spec 3 §2.5–§2.10), computed on the server
 * from the party policies and sent as the record's `abilities`: the page and its tabs show and enable their
 * Save, add, edit and delete controls from these.
 */
/** The Contacts, Notes and Attachments tabs every party record has. */
interface PartyTabAbilities {
  addContact: boolean;
  editContact: boolean;
  removeContact: boolean;
  addNote: boolean;
  editNote: boolean;
  removeNote: boolean;
  addAttachment: boolean;
  editAttachment: boolean;
  removeAttachment: boolean;
}

export interface CustomerRecordAbilities extends PartyTabAbilities {
  edit: boolean;
  addJobSite: boolean;
  editJobSite: boolean;
  addTrade: boolean;
  removeTrade: boolean;
  editRate: boolean;
  /** The Management Provider tab's choice (Admin only, spec 3 §2.5). */
  editManagementProvider: boolean;
}

export interface VendorRecordAbilities extends PartyTabAbilities {
  edit: boolean;
  rate: boolean;
  addTrade: boolean;
  removeTrade: boolean;
  copyTrade: boolean;
  editRate: boolean;
  refreshPayments: boolean;
}

const may = (user: Principal, action: PartyAction) => PARTY_POLICIES[action](user, {}) === null;

export const customerRecordAbilities = (user: Principal): CustomerRecordAbilities => ({
  edit: may(user, "editCustomer"),
  addContact: may(user, "addCustomerContact"),
  editContact: may(user, "editCustomerContact"),
  removeContact: may(user, "removeCustomerContact"),
  addNote: may(user, "addCustomerNote"),
  editNote: may(user, "editCustomerNote"),
  removeNote: may(user, "removeCustomerNote"),
  addAttachment: may(user, "addCustomerAttachment"),
  editAttachment: may(user, "editCustomerAttachment"),
  removeAttachment: may(user, "removeCustomerAttachment"),
  addJobSite: may(user, "addJobSite"),
  editJobSite: may(user, "editJobSite"),
  addTrade: may(user, "addCustomerTrade"),
  removeTrade: may(user, "removeCustomerTrade"),
  editRate: may(user, "editCustomerRate"),
  editManagementProvider: ADMIN_POLICIES.editManagementProvider(user, {}) === null,
});

export const vendorRecordAbilities = (user: Principal): VendorRecordAbilities => ({
  edit: may(user, "editVendor"),
  rate: may(user, "rateVendor"),
  addContact: may(user, "addVendorContact"),
  editContact: may(user, "editVendorContact"),
  removeContact: may(user, "removeVendorContact"),
  addNote: may(user, "addVendorNote"),
  editNote: may(user, "editVendorNote"),
  removeNote: may(user, "removeVendorNote"),
  addAttachment: may(user, "addVendorAttachment"),
  editAttachment: may(user, "editVendorAttachment"),
  removeAttachment: may(user, "removeVendorAttachment"),
  addTrade: may(user, "addVendorTrade"),
  removeTrade: may(user, "removeVendorTrade"),
  copyTrade: may(user, "copyVendorTrade"),
  editRate: may(user, "editVendorRate"),
  refreshPayments: may(user, "refreshVendorPayments"),
});
