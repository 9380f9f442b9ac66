import { z } from "zod";
import { VendorRecordAbilities } from "./abilities.ts";
import { gridQueryString, pageOf } from "./grid-query.ts";
import { html } from "./html.ts";
import { partyContactContracts, UpdatePartyContactBody } from "./party-records.ts";
import { patchOf } from "./patch.ts";
import {
  decimal,
  id,
  money,
  nullableId,
  optionalDate,
  optionalText,
  requiredText,
  version,
} from "./primitives.ts";
import {
  optionalEmail,
  optionalUsPhone,
  postalCode,
  requiredEmail,
  requiredUsPhone,
  stateCode,
} from "./us-phone.ts";

// ---- Vendors list (spec 3 §2.7): server-paged, page size 20, saved views of page type "v" ----

export const VendorGridQuery = gridQueryString(20);
export type VendorGridQuery = z.infer<typeof VendorGridQuery>;

export const VendorGridRow = z.object({
  id: z.number(),
  name: z.string(),
  vendorstatustypeid: z.number().nullable(),
  vendorstatus: z.string().nullable(),
  isactive: z.boolean(),
  /** Average of the ratings (1 … 5), null without any. */
  rating: z.number().nullable(),
  numberofratings: z.number(),
  autoattachenabled: z.boolean(),
  minnte: z.number().nullable(),
  tierid: z.number().nullable(),
  paperworkcomplete: z.boolean(),
  backgroundchecksrun: z.boolean(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  primaryphone: z.string().nullable(),
  secondaryphone: z.string().nullable(),
  primaryemail: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  workordercount: z.number(),
  wcexempt: z.boolean(),
  wcexpirationdate: z.string().nullable(),
  glexpirationdate: z.string().nullable(),
  w9date: z.string().nullable(),
  trades: z.string().nullable(),
  /** General liability, workers' comp or W9 expiring within 30 days or expired (hasComplianceAlert). */
  compliancealert: z.boolean(),
});
export type VendorGridRow = z.infer<typeof VendorGridRow>;
export const VendorGridPage = pageOf(VendorGridRow);
export type VendorGridPage = z.infer<typeof VendorGridPage>;

// ---- lookups ----

export const VendorLookupRow = z.object({ id: z.number(), name: z.string(), isactive: z.boolean() });
export const VendorLookupRows = z.array(VendorLookupRow);
export type VendorLookupRow = z.infer<typeof VendorLookupRow>;
export const VendorStatusTypeRow = z.object({ statusid: z.number(), type: z.string() });
export const VendorStatusTypeRows = z.array(VendorStatusTypeRow);
export type VendorStatusTypeRow = z.infer<typeof VendorStatusTypeRow>;
export const VendorTierRow = z.object({ id: z.number(), description: z.string() });
export const VendorTierRows = z.array(VendorTierRow);
export type VendorTierRow = z.infer<typeof VendorTierRow>;

/** GET /api/vendor/getlists: the pick lists of the vendor form (states, terms, tiers, status types). */
export const VendorFormLists = z.object({
  states: z.array(z.object({ id: z.number(), statecode: z.string(), statename: z.string() })),
  terms: z.array(z.object({ termid: z.number(), termdescription: z.string() })),
  tiers: VendorTierRows,
  statustypes: VendorStatusTypeRows,
});
export type VendorFormLists = z.infer<typeof VendorFormLists>;

// ---- History (spec 3 §3 Vendor history row) ----

export const VendorHistoryQuery = z.object({ vendorid: id("vendorid") });
export const VendorHistoryRow = z.object({
  workorderid: z.number(),
  wonumber: z.string(),
  customername: z.string(),
  jobsite: z.object({ jobsite: z.string(), jobsitedescription: z.string() }),
  dispatcher: z.string().nullable(),
  promisedate: z.iso.datetime().nullable(),
  createddate: z.iso.datetime(),
  completedate: z.iso.datetime().nullable(),
  status: z.string(),
  statusid: z.number(),
});
export type VendorHistoryRow = z.infer<typeof VendorHistoryRow>;
export const VendorHistoryRows = z.array(VendorHistoryRow);

// ---- The vendor form (spec 3 §2.8, §3, §5; spec 2 "Add New Vendor screen") ----

/** The new-vendor form and the address part of the details form: the spec's required fields and messages. */
const newVendorFields = {
  name: requiredText("Name", 200),
  firstname: optionalText("First Name", 100),
  lastname: optionalText("Last Name", 100),
  address: requiredText("Address", 200),
  address2: optionalText("Address 2", 200),
  city: requiredText("City", 100),
  statecode: stateCode("State"),
  postalcode: postalCode("Zip Code"),
  county: optionalText("County", 100),
  country: optionalText("Country", 50),
  primaryphone: requiredUsPhone("Primary Phone"),
  primaryext: optionalText("Primary Ext", 10),
  secondaryphone: optionalUsPhone(),
  secondaryext: optionalText("Secondary Ext", 10),
  primaryemail: requiredEmail("Primary Email"),
  secondaryemail: optionalEmail("Secondary Email"),
  dispatchemail: optionalEmail("Dispatch Email"),
  tierid: id("Tier", "Tier is required."),
  termid: id("Term", "Term is required."),
};

/** POST /api/vendor/validateaddress and POST /api/vendor/save: the new-vendor form. */
export const VendorNewBody = z.object(newVendorFields);
export type VendorNewBody = z.infer<typeof VendorNewBody>;
export type VendorNewInput = z.input<typeof VendorNewBody>;

/** A masked tax id as the details page shows it (left unchanged when sent back). */
export const SSN_MASK = /^\*{3}-\*{2}-\d{4}$/;

export const VendorServiceState = z.object({ id: z.number(), statecode: z.string() });
export type VendorServiceState = z.infer<typeof VendorServiceState>;

/** The details form's fields (spec 3 §2.8). */
const vendorFormFields = {
  ...newVendorFields,
  glexpirationdate: optionalDate("General Liability End Date"),
  wcexpirationdate: optionalDate("Workers Comp End Date"),
  wcexempt: z.boolean().default(false),
  w9date: optionalDate("W9 Date"),
  profiledate: optionalDate("Profile Date"),
  minnte: z.preprocess((v) => (v === "" ? null : v), money("Min NTE").nullish()),
  vendorstatustypeid: nullableId("Status"),
  paperworkcomplete: z.boolean().default(false),
  backgroundchecksrun: z.boolean().default(false),
  allowlogin: z.boolean().default(false),
  billingvendorid: optionalText("Billing Vendor Id", 50),
  isactive: z.boolean().default(true),
  autoattachenabled: z.boolean().default(false),
  isnationwide: z.boolean().default(false),
  isstatewide: z.boolean().default(false),
  isbadgerequired: z.boolean().default(false),
  isQuoteOnly: z.boolean().default(false),
  ispreferredvendor: z.boolean().default(false),
  servicestates: z
    .object({
      states: z
        .array(z.object({ id: id("State"), statecode: z.string().max(2).optional() }))
        .max(60, "States Serviced: at most 60."),
    })
    .default({ states: [] }),
  /**
   * The tax id: left out, null or sent back masked ("***-**-1234") keeps it; "" clears it; nine digits (dashes
   * allowed) replace it (sealed at rest, only the last four in clear).
   */
  ssn: z
    .string()
    .trim()
    .max(11, "SSN must be 9 digits.")
    .refine((s) => s === "" || SSN_MASK.test(s) || /^\d{3}-?\d{2}-?\d{4}$/.test(s), "SSN must be 9 digits.")
    .nullish(),
};

/** The whole details form at a version (the stored vendor with a save's changes on top). */
export const VendorUpdateBody = z.object({ id: id("id"), version, ...vendorFormFields });
export type VendorUpdateBody = z.infer<typeof VendorUpdateBody>;

/**
 * PUT /api/vendor/update: the version the page was loaded at and only the fields the user changed (a stale
 * version answers 409); a field left out keeps its stored value.
 */
export const VendorUpdatePatch = z.object({ id: id("id"), version, ...patchOf(vendorFormFields) });
export type VendorUpdatePatch = z.infer<typeof VendorUpdatePatch>;
export type VendorUpdateInput = z.input<typeof VendorUpdatePatch>;

export const VendorIdParams = z.object({ id: id("id") });
export const VendorIdQuery = z.object({ vendorid: id("vendorid") });
export type VendorIdQuery = z.infer<typeof VendorIdQuery>;

/** GET /api/vendor/{id}: the shared loader of the details page (every field of §2.8). */
export const VendorDetail = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  county: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  primaryphone: z.string().nullable(),
  primaryext: z.string().nullable(),
  secondaryphone: z.string().nullable(),
  secondaryext: z.string().nullable(),
  primaryemail: z.string().nullable(),
  secondaryemail: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  glexpirationdate: z.string().nullable(),
  wcexpirationdate: z.string().nullable(),
  wcexempt: z.boolean(),
  w9date: z.string().nullable(),
  profiledate: z.string().nullable(),
  minnte: z.number().nullable(),
  tierid: z.number().nullable(),
  termid: z.number().nullable(),
  vendorstatustypeid: z.number().nullable(),
  vendorstatus: z.string().nullable(),
  paperworkcomplete: z.boolean(),
  backgroundchecksrun: z.boolean(),
  allowlogin: z.boolean(),
  billingvendorid: z.string().nullable(),
  isactive: z.boolean(),
  autoattachenabled: z.boolean(),
  isnationwide: z.boolean(),
  isstatewide: z.boolean(),
  isbadgerequired: z.boolean(),
  isQuoteOnly: z.boolean(),
  ispreferredvendor: z.boolean(),
  servicestates: z.object({ states: z.array(VendorServiceState) }),
  /** "***-**-1234" for staff, the whole number for Admin, null when none is stored. */
  ssn: z.string().nullable(),
  rating: z.number().nullable(),
  numberofratings: z.number(),
  workordercount: z.number(),
  compliancealert: z.boolean(),
  /** What the caller may do on the record page and its tabs (the party policies). */
  abilities: VendorRecordAbilities,
});
export type VendorDetail = z.infer<typeof VendorDetail>;

// ---- Address validation (spec 2 §7, spec 3 §7.2) ----

/** POST /api/vendor/validateaddress: the validated address and whether an existing vendor matches. */
export const VendorAddressValidation = z.object({
  existingAddress: z.boolean(),
  existingVendorName: z.string().nullable(),
  existingVendorId: z.number().nullable(),
  /** Why the existing vendor matched: the same address, primary e-mail or primary phone. */
  matchedOn: z.enum(["address", "email", "phone"]).nullable(),
  /** True when the validated address differs from the one typed. */
  corrected: z.boolean(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  county: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type VendorAddressValidation = z.infer<typeof VendorAddressValidation>;

// ---- Rating (spec 3 §2.8: 1 to 5 stars with half steps) ----

export const VendorRatingParams = z.object({
  vendorId: id("vendorId"),
  rating: decimal("Rating", 1, 5, 1).refine((n) => Number.isInteger(n * 2), "Rating must be in half steps."),
});
export const VendorRatingResult = z.object({ rating: z.number(), numberofratings: z.number() });
export type VendorRatingResult = z.infer<typeof VendorRatingResult>;

// ---- Contacts (same shape as a customer contact) ----

const vendorContacts = partyContactContracts("vendorid");
export const VendorContactAddBody = vendorContacts.add;
export type VendorContactAddBody = z.infer<typeof VendorContactAddBody>;
export const VendorContactUpdateBody = UpdatePartyContactBody;
export type VendorContactUpdateBody = z.infer<typeof VendorContactUpdateBody>;
export const VendorContact = vendorContacts.row;
export type VendorContact = z.infer<typeof VendorContact>;
export const VendorContacts = vendorContacts.list;

// ---- Notes (spec 3 §3 Vendor note: rich text, canvendorsee / cancustomersee) ----

export const VendorNoteAddBody = z.object({
  vendorid: id("vendorid"),
  note: html("Note", 20_000, { required: true }),
  canvendorsee: z.boolean().default(false),
  cancustomersee: z.boolean().default(false),
});
export type VendorNoteAddBody = z.infer<typeof VendorNoteAddBody>;
export const VendorNoteUpdateBody = z.object({
  id: id("id"),
  version,
  note: html("Note", 20_000, { required: true }),
  canvendorsee: z.boolean().default(false),
  cancustomersee: z.boolean().default(false),
});
export type VendorNoteUpdateBody = z.infer<typeof VendorNoteUpdateBody>;
export const VendorNote = z.object({
  id: z.number(),
  version: z.number(),
  vendorid: z.number(),
  note: z.string(),
  canvendorsee: z.boolean(),
  cancustomersee: z.boolean(),
  createdbyname: z.string(),
  createddate: z.iso.datetime(),
  updateddate: z.iso.datetime(),
});
export type VendorNote = z.infer<typeof VendorNote>;
export const VendorNotes = z.array(VendorNote);

export const VendorRowParams = z.object({ id: id("id") });
export const VendorRowVersionQuery = z.object({ version });
