import { z } from "zod";
import { newPassword, PASSWORD_MAX_LENGTH } from "./auth.ts";
import { controlCharactersMessage, hasControlCharacters } from "./control-chars.ts";
import { html } from "./html.ts";
import { noteEmailList } from "./notes.ts";
import {
  id,
  nullableId,
  occurredAt,
  optionalDate,
  optionalText,
  requiredText,
  version,
} from "./primitives.ts";
import { LineAcceptance } from "./vendor-acceptance.ts";
import { VendorDetail } from "./vendors.ts";

/**
 * The vendor portal (issue 12): a Vendor or Tech user's own work orders, notes, files, technicians and
 * compliance documents. Every call is scoped to the caller's vendor on the server.
 */

/** "Vendor Updated." — the note a vendor's change of schedule date, technician or note writes (spec 2 §4). */
export const VENDOR_UPDATED_NOTE = "Vendor Updated.";
/** Shown after a compliance document upload (spec 3 §2.8; the product's spelling). */
export const DOCUMENT_UPLOADED_MESSAGE = "A new document has been uplaoded for review." as const;

export const VendorWorkOrderParams = z.object({ id: id("Work Order") });
export const VendorNotesParams = z.object({ workOrderId: id("workOrderId") });

/** The vendor-facing detail: the read-only header of spec 2 §2 Portals and the Work Order tab. */
export const VendorWorkOrderDetail = z.object({
  id: z.number(),
  wonumber: z.string(),
  version: z.number(),
  ponumber: z.string().nullable(),
  customername: z.string(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  dispatchdate: z.string().nullable(),
  dispatcher: z.string().nullable(),
  priority: z.string().nullable(),
  briefdescription: z.string(),
  statusid: z.number(),
  status: z.string(),
  /** Invoiced or Cancelled: Save and Add Note are disabled (spec 2 §4). */
  locked: z.boolean(),
  jobsite: z.string().nullable(),
  streetaddress: z.string().nullable(),
  postalcode: z.string().nullable(),
  sitephone: z.string().nullable(),
  specialprocedure: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  trades: z.array(z.string()),
  duedate: z.string().nullable(),
  scheduledate: z.string().nullable(),
  completedate: z.string().nullable(),
  techid: z.number().nullable(),
  techname: z.string().nullable(),
  /** The caller's own vendor line on the order. */
  workordervendorid: z.number(),
  vendornote: z.string().nullable(),
  /** Issue 32: Accept / Decline of the dispatch on the caller's line. */
  acceptance: LineAcceptance,
});
export type VendorWorkOrderDetail = z.infer<typeof VendorWorkOrderDetail>;

/** Save on the vendor detail: schedule date, assigned technician and the vendor's note (spec 2 §6). */
export const VendorUpdateWorkOrderBody = z.object({
  id: id("Work Order"),
  version,
  scheduledate: optionalDate("Schedule Date"),
  techid: nullableId("Technician"),
  // Left out = unchanged (the web sends only what the vendor changed, issue 30 #1); "" or null clears it.
  note: optionalText("Note", 2000).optional(),
});
export type VendorUpdateWorkOrderBody = z.infer<typeof VendorUpdateWorkOrderBody>;

/** Assign Tech popup of My Work Orders (spec 1 §2): one of the vendor's technicians, or none. */
export const AssignTechBody = z.object({
  workorderid: id("Work Order"),
  techid: nullableId("Technician"),
  version,
});
export type AssignTechBody = z.infer<typeof AssignTechBody>;

/** The portal Add Note popup (spec 1 §5): Note required, extra e-mails comma separated. */
export const VendorSaveNoteBody = z.object({
  workorderid: id("Work Order"),
  note: html("Note", 20_000, { required: true }),
  emails: noteEmailList,
  /** A technician's note queued offline: the time it was written on the phone (issue 31). */
  occurredat: occurredAt,
});
export type VendorSaveNoteBody = z.infer<typeof VendorSaveNoteBody>;

/**
 * The vendor's own record, read-only (GET /vendorprofile/currentvendor answers data.vendor, spec 3 §7.2): these
 * fields of the staff's VendorDetail, so the two cannot drift.
 */
export const VendorProfile = VendorDetail.pick({
  id: true,
  name: true,
  firstname: true,
  lastname: true,
  address: true,
  address2: true,
  city: true,
  statecode: true,
  postalcode: true,
  primaryphone: true,
  secondaryphone: true,
  primaryemail: true,
  secondaryemail: true,
  dispatchemail: true,
  glexpirationdate: true,
  wcexpirationdate: true,
  wcexempt: true,
  w9date: true,
  profiledate: true,
  paperworkcomplete: true,
  version: true,
});
export type VendorProfile = z.infer<typeof VendorProfile>;
/**
 * A vendor-level note on My Profile (GET /api/vendorprofile/vendornotes): only the notes staff flagged canvendorsee
 * on the caller's own vendor, and only what the vendor may read (no flags, version or vendor id).
 */
export const VendorProfileNote = z.object({
  id: z.number(),
  note: z.string(),
  createdbyname: z.string(),
  createddate: z.iso.datetime(),
});
export type VendorProfileNote = z.infer<typeof VendorProfileNote>;
export const VendorProfileNotes = z.array(VendorProfileNote);

export const CurrentVendor = z.object({ vendor: VendorProfile });
export type CurrentVendor = z.infer<typeof CurrentVendor>;

/** A technician (spec 3 §3 Tech user, in the identity provider's field names). */
export const Tech = z.object({
  user_id: z.number(),
  given_name: z.string(),
  family_name: z.string(),
  name: z.string(),
  email: z.string(),
  blocked: z.boolean(),
  isactive: z.boolean(),
  logins_count: z.number(),
});
export type Tech = z.infer<typeof Tech>;
export const Techs = z.array(Tech);

const email = z
  .string({ error: "email is required." })
  .trim()
  .min(1, "email is required.")
  .max(254, "email must be at most 254 characters.")
  .pipe(z.email("email must be an e-mail address."));

const password = newPassword;

/** Tech Information popup, new tech (spec 3 §5: First Name, Last Name, email required). */
export const CreateTechBody = z.object({
  given_name: requiredText("First Name", 100),
  family_name: requiredText("Last Name", 100),
  email,
  blocked: z.boolean().default(false),
  /** Ours: a first password, so the new tech can sign in at once (Change Password sets it later too). */
  password: password("Password").optional(),
});
export type CreateTechBody = z.infer<typeof CreateTechBody>;

export const UpdateTechBody = z.object({
  user_id: id("user_id"),
  given_name: requiredText("First Name", 100),
  family_name: requiredText("Last Name", 100),
  email,
  blocked: z.boolean(),
});
export type UpdateTechBody = z.infer<typeof UpdateTechBody>;

/** Change Password popup (spec 3 §2.8): sets the tech's password in the built-in identity provider. */
export const ChangeTechPasswordBody = z
  .object({
    user_id: id("user_id"),
    password: password("New Password"),
    confirmpassword: z
      .string({ error: "Confirm Password is required." })
      .max(PASSWORD_MAX_LENGTH)
      .refine((s) => !hasControlCharacters(s), controlCharactersMessage("Confirm Password")),
  })
  .refine((b) => b.password === b.confirmpassword, {
    message: "Use same password",
    path: ["confirmpassword"],
  });
export type ChangeTechPasswordBody = z.infer<typeof ChangeTechPasswordBody>;
export const ChangeTechPasswordResult = z.object({ user_id: z.number(), revokedsessions: z.number() });

/** Compliance documents of spec 3 §2.8: W9, G/L, WC and Profile, each with its date on the vendor. */
export const VENDOR_DOCUMENT_TYPES = ["W9", "GL", "WC", "Profile"] as const;
export type VendorDocumentType = (typeof VENDOR_DOCUMENT_TYPES)[number];
export const VENDOR_DOCUMENT_LABELS: Record<VendorDocumentType, string> = {
  W9: "W9",
  GL: "G/L",
  WC: "WC",
  Profile: "Profile",
};

/** The form fields of POST /vendorprofile/uploaddocument (the file travels beside them). */
export const UploadDocumentFields = z.object({
  doctype: z.enum(VENDOR_DOCUMENT_TYPES, { error: "Document type must be one of W9, GL, WC, Profile." }),
  date: optionalDate("Date"),
});
export type UploadDocumentFields = z.infer<typeof UploadDocumentFields>;

export const VendorDocument = z.object({
  id: z.number(),
  doctype: z.enum(VENDOR_DOCUMENT_TYPES),
  filename: z.string(),
  displayname: z.string(),
  size: z.number(),
  createdbyuser: z.string(),
  createddate: z.string(),
});
export type VendorDocument = z.infer<typeof VendorDocument>;
export const VendorDocuments = z.array(VendorDocument);
export const UploadDocumentResult = z.object({
  message: z.literal(DOCUMENT_UPLOADED_MESSAGE),
  document: VendorDocument,
  vendor: VendorProfile,
});
export const VendorDocumentParams = z.object({ id: id("Document") });
