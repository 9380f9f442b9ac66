import { z } from "zod";
import { attachmentTypeName, storedFileFields } from "./attachments.ts";
import { html } from "./html.ts";
import { partyContactContracts, UpdatePartyContactBody } from "./party-records.ts";
import { id, requiredText, version } from "./primitives.ts";

// ---- Contacts (spec 3 §3 Customer contact; title at most 50) ----

const customerContacts = partyContactContracts("customerid");
export const AddContactBody = customerContacts.add;
export type AddContactBody = z.infer<typeof AddContactBody>;
export const UpdateContactBody = UpdatePartyContactBody;
export type UpdateContactBody = z.infer<typeof UpdateContactBody>;
export const CustomerContact = customerContacts.row;
export type CustomerContact = z.infer<typeof CustomerContact>;
export const CustomerContacts = customerContacts.list;

// ---- Notes (spec 3 §3 Customer note: rich text, visible-to-customer flag off by default) ----

export const AddCustomerNoteBody = z.object({
  customerid: id("customerid"),
  note: html("Note", 20_000, { required: true }),
  isvisibletocustomer: z.boolean().default(false),
});
export type AddCustomerNoteBody = z.infer<typeof AddCustomerNoteBody>;
export const UpdateCustomerNoteBody = z.object({
  id: id("id"),
  version,
  note: html("Note", 20_000, { required: true }),
  isvisibletocustomer: z.boolean().default(false),
});
export type UpdateCustomerNoteBody = z.infer<typeof UpdateCustomerNoteBody>;
export const CustomerNote = z.object({
  id: z.number(),
  version: z.number(),
  customerid: z.number(),
  note: z.string(),
  isvisibletocustomer: z.boolean(),
  createdByUser: z.string(),
  createddate: z.iso.datetime(),
  updateddate: z.iso.datetime(),
});
export type CustomerNote = z.infer<typeof CustomerNote>;
export const CustomerNotes = z.array(CustomerNote);

/** A delete that names the row and the version the user saw. */
export const DeleteRowParams = z.object({ id: id("id") });
export const DeleteRowQuery = z.object({ version });

// ---- Attachments (spec 3 §2.10, §9 customer document types) ----

export const CUSTOMER_ATTACHMENT_TYPES = [
  { id: 27, name: "Client Onboarding Doc" },
  { id: 28, name: "Customer Rates" },
  { id: 29, name: "Jobsite List" },
  { id: 30, name: "MSA Agreement" },
  { id: 31, name: "Territory Map" },
  { id: 11, name: "Other" },
] as const;
export const customerAttachmentTypeName = (typeid: number) =>
  attachmentTypeName(CUSTOMER_ATTACHMENT_TYPES, typeid);

export const CustomerAttachment = z.object({
  id: z.number(),
  version: z.number(),
  customerid: z.number(),
  ...storedFileFields,
  createdbyuser: z.string(),
  createddate: z.iso.datetime(),
});
export type CustomerAttachment = z.infer<typeof CustomerAttachment>;
export const CustomerAttachments = z.array(CustomerAttachment);

/** The multipart fields of POST /api/customer/attachfile (the file itself is the part named "file"). */
export const CustomerAttachFields = z.object({
  customerid: id("customerid"),
  attachmenttypeid: id("Attachment type", "Choose an attachment type first."),
});
export const UpdateCustomerAttachmentBody = z.object({
  id: id("id"),
  version,
  attachmenttypeid: id("Attachment type"),
  displayname: requiredText("File Name", 255),
});
export type UpdateCustomerAttachmentBody = z.infer<typeof UpdateCustomerAttachmentBody>;
