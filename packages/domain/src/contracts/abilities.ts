import { z } from "zod";
import { ABILITY_VALUES } from "../policies/row-abilities.ts";

/** One row action as the server's policies answer it (packages/domain/src/policies/row-abilities.ts). */
export const Ability = z.enum(ABILITY_VALUES);
export type Ability = z.infer<typeof Ability>;

/** What the caller may do on a customer proposal (Customer Proposals tab's row menu). */
export const ProposalAbilities = z.object({
  edit: Ability,
  complete: Ability,
  approve: Ability,
  reject: Ability,
  createInvoice: Ability,
  clone: Ability,
  remove: Ability,
});
export type ProposalAbilities = z.infer<typeof ProposalAbilities>;

/** What the caller may do on a customer invoice (Invoice & Payments tab's row menu and Edit popup). */
export const InvoiceAbilities = z.object({
  edit: Ability,
  editItems: Ability,
  approve: Ability,
  unapprove: Ability,
  reject: Ability,
  remove: Ability,
  pdf: Ability,
});
export type InvoiceAbilities = z.infer<typeof InvoiceAbilities>;

/** A vendor proposal on the staff's Vendor Submitted Proposals tab (policies/row-abilities.ts). */
export const VendorProposalAbilities = z.object({ approve: Ability, reject: Ability, convert: Ability });
export type VendorProposalAbilities = z.infer<typeof VendorProposalAbilities>;

/** A vendor's own proposal or invoice in the portal (policies/abilities.ts `vendorDocumentAbilities`). */
export const VendorDocumentAbilities = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  createInvoice: z.boolean(),
  clone: z.boolean(),
  remove: z.boolean(),
});
export type VendorDocumentAbilities = z.infer<typeof VendorDocumentAbilities>;

/** What the caller may do on a file of the Attachments tab (policies/abilities.ts `attachmentAbilities`). */
export const AttachmentAbilities = z.object({ edit: z.boolean(), remove: z.boolean() });
export type AttachmentAbilities = z.infer<typeof AttachmentAbilities>;

/** The customer record page (policies/party-abilities.ts `customerRecordAbilities`). */
export const CustomerRecordAbilities = z.object({
  edit: z.boolean(),
  addContact: z.boolean(),
  editContact: z.boolean(),
  removeContact: z.boolean(),
  addNote: z.boolean(),
  editNote: z.boolean(),
  removeNote: z.boolean(),
  addAttachment: z.boolean(),
  editAttachment: z.boolean(),
  removeAttachment: z.boolean(),
  addJobSite: z.boolean(),
  editJobSite: z.boolean(),
  addTrade: z.boolean(),
  removeTrade: z.boolean(),
  editRate: z.boolean(),
  editManagementProvider: z.boolean(),
});
export type CustomerRecordAbilities = z.infer<typeof CustomerRecordAbilities>;

/** The vendor record page (policies/party-abilities.ts `vendorRecordAbilities`). */
export const VendorRecordAbilities = z.object({
  edit: z.boolean(),
  rate: z.boolean(),
  addContact: z.boolean(),
  editContact: z.boolean(),
  removeContact: z.boolean(),
  addNote: z.boolean(),
  editNote: z.boolean(),
  removeNote: z.boolean(),
  addAttachment: z.boolean(),
  editAttachment: z.boolean(),
  removeAttachment: z.boolean(),
  addTrade: z.boolean(),
  removeTrade: z.boolean(),
  copyTrade: z.boolean(),
  editRate: z.boolean(),
  refreshPayments: z.boolean(),
});
export type VendorRecordAbilities = z.infer<typeof VendorRecordAbilities>;

/** A work-order list row's menu (staff list, spec 1 §4): policies/list-abilities.ts `workOrderRowAbilities`. */
export const WorkOrderRowAbilities = z.object({
  takeOwnership: Ability,
  flag: Ability,
  reassignDispatcher: Ability,
  scheduleDate: Ability,
  followUpDate: Ability,
  geofencing: Ability,
  addNote: Ability,
  sendNotice: Ability,
});
export type WorkOrderRowAbilities = z.infer<typeof WorkOrderRowAbilities>;

/** The list's own actions for the caller: Add Work Order, bulk Reassign Dispatcher, exports. */
export const WorkOrderListAbilities = z.object({
  addWorkOrder: z.boolean(),
  reassignDispatcher: z.boolean(),
  export: z.boolean(),
});
export type WorkOrderListAbilities = z.infer<typeof WorkOrderListAbilities>;
