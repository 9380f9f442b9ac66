import { z } from "zod";
import { ABILITY_VALUES } from "../policies/row-abilities.ts";

/** One row action as the server's policies answer it (packages/domain/src/policies/row-abilities.ts). */
export const Ability = z.enum(ABILITY_VALUES);
export type Ability = z.infer<typeof Ability>;

/** An abilities record: for each of `actions`, whether the caller may take it and why not (an Ability). */
const abilitiesOf = <const K extends string>(...actions: K[]) =>
  z.object(Object.fromEntries(actions.map((a) => [a, Ability])) as { [A in K]: typeof Ability });

/** A record page's action flags: for each of `actions`, whether the caller may take it. */
const flagsOf = <const K extends string>(...actions: K[]) =>
  z.object(Object.fromEntries(actions.map((a) => [a, z.boolean()])) as { [A in K]: z.ZodBoolean });

/** The Contacts, Notes and Attachments tabs a customer's and a vendor's record page share (party records). */
const PARTY_RECORD_ACTIONS = [
  "addContact",
  "editContact",
  "removeContact",
  "addNote",
  "editNote",
  "removeNote",
  "addAttachment",
  "editAttachment",
  "removeAttachment",
] as const;

/** What the caller may do on a customer proposal (Customer Proposals tab's row menu). */
export const ProposalAbilities = abilitiesOf(
  "edit",
  "complete",
  "approve",
  "reject",
  "createInvoice",
  "clone",
  "remove",
);
export type ProposalAbilities = z.infer<typeof ProposalAbilities>;

/** What the caller may do on a customer invoice (Invoice & Payments tab's row menu and Edit popup). */
export const InvoiceAbilities = abilitiesOf(
  "edit",
  "editItems",
  "approve",
  "unapprove",
  "reject",
  "remove",
  "pdf",
);
export type InvoiceAbilities = z.infer<typeof InvoiceAbilities>;

/** A vendor proposal on the staff's Vendor Submitted Proposals tab (policies/row-abilities.ts). */
export const VendorProposalAbilities = abilitiesOf("approve", "reject", "convert");
export type VendorProposalAbilities = z.infer<typeof VendorProposalAbilities>;

/** A vendor's own proposal or invoice in the portal (policies/abilities.ts `vendorDocumentAbilities`). */
export const VendorDocumentAbilities = flagsOf("edit", "submit", "createInvoice", "clone", "remove");
export type VendorDocumentAbilities = z.infer<typeof VendorDocumentAbilities>;

/** What the caller may do on a file of the Attachments tab (policies/abilities.ts `attachmentAbilities`). */
export const AttachmentAbilities = flagsOf("edit", "remove");
export type AttachmentAbilities = z.infer<typeof AttachmentAbilities>;

/** The customer record page (policies/party-abilities.ts `customerRecordAbilities`). */
export const CustomerRecordAbilities = flagsOf(
  "edit",
  ...PARTY_RECORD_ACTIONS,
  "addJobSite",
  "editJobSite",
  "addTrade",
  "removeTrade",
  "editRate",
  "editManagementProvider",
);
export type CustomerRecordAbilities = z.infer<typeof CustomerRecordAbilities>;

/** The vendor record page (policies/party-abilities.ts `vendorRecordAbilities`). */
export const VendorRecordAbilities = flagsOf(
  "edit",
  "rate",
  ...PARTY_RECORD_ACTIONS,
  "addTrade",
  "removeTrade",
  "copyTrade",
  "editRate",
  "refreshPayments",
);
export type VendorRecordAbilities = z.infer<typeof VendorRecordAbilities>;

/** A work-order list row's menu (staff list, spec 1 §4): policies/list-abilities.ts `workOrderRowAbilities`. */
export const WorkOrderRowAbilities = abilitiesOf(
  "takeOwnership",
  "flag",
  "reassignDispatcher",
  "scheduleDate",
  "followUpDate",
  "geofencing",
  "addNote",
  "sendNotice",
);
export type WorkOrderRowAbilities = z.infer<typeof WorkOrderRowAbilities>;

/** The list's own actions for the caller: Add Work Order, bulk Reassign Dispatcher, exports. */
export const WorkOrderListAbilities = flagsOf("addWorkOrder", "reassignDispatcher", "export");
export type WorkOrderListAbilities = z.infer<typeof WorkOrderListAbilities>;
