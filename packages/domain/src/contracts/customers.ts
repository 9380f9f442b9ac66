import { z } from "zod";
import { CustomerRecordAbilities } from "./abilities.ts";
import { gridQueryString, pageOf } from "./grid-query.ts";
import { patchOf } from "./patch.ts";
import { id, money, nullableId, optionalId, optionalText, requiredText, version } from "./primitives.ts";
import { optionalEmail, optionalUsPhone, postalCode, stateCode } from "./us-phone.ts";

/** GET /api/customer/getcustomers: inactive=true lists the inactive customers too. */
export const CustomersQuery = z.object({
  inactive: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
});
export type CustomersQuery = z.infer<typeof CustomersQuery>;

export const CustomerRow = z.object({
  id: z.number(),
  customername: z.string(),
  customerprefix: z.string().nullable(),
  city: z.string(),
  statecode: z.string(),
  isactive: z.boolean(),
  termid: z.number().nullable(),
  dispatcherid: z.number().nullable(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;
export const CustomerRows = z.array(CustomerRow);

// ---- Customers list, details and new customer (spec 3 §2.4, §2.5, §3, §5, §7.1) ----

/** GET /api/customer/grid: the server-paged Customers list (page type c) with the inactive toggle. */
export const CustomerGridQuery = gridQueryString(100).extend({
  inactive: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
});
export type CustomerGridQuery = z.infer<typeof CustomerGridQuery>;

export const CustomerGridRow = z.object({
  id: z.number(),
  customername: z.string(),
  customerprefix: z.string().nullable(),
  streetaddress: z.string(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  contactname: z.string().nullable(),
  contactphone: z.string().nullable(),
  contactemail: z.string().nullable(),
  dispatcher: z.string().nullable(),
  salesrep: z.string().nullable(),
  managementprovider: z.string().nullable(),
  nte: z.number().nullable(),
  termid: z.number().nullable(),
  isactive: z.boolean(),
  jobsitecount: z.number(),
});
export type CustomerGridRow = z.infer<typeof CustomerGridRow>;
export const CustomerGridPage = pageOf(CustomerGridRow);
export type CustomerGridPage = z.infer<typeof CustomerGridPage>;

/** Term options for customers (spec 3 §9): 10, 15, 30, 45, 60, 75, 90 days. */
export const CUSTOMER_TERM_DAYS = [10, 15, 30, 45, 60, 75, 90] as const;

/** The three notice flags of the Notifications tab (spec 3 §3 Customer notifications). */
export const CustomerNotifications = z.object({
  proposaladded: z.boolean().default(false),
  invoiceadded: z.boolean().default(false),
  statuschange: z.boolean().default(false),
});
export type CustomerNotifications = z.infer<typeof CustomerNotifications>;

/** The Details tab fields (spec 3 §3, §5): name and address required, phones masked, e-mails checked. */
const customerFields = {
  customername: requiredText("Customer Name", 200),
  customerprefix: optionalText("Customer Prefix", 10),
  dispatcherauthid: nullableId("Dispatcher"),
  salesrepauthid: nullableId("Sales Rep"),
  isactive: z.boolean().default(true),
  contactfirstname: optionalText("Contact First Name", 100),
  contactlastname: optionalText("Contact Last Name", 100),
  streetaddress: requiredText("Street Address", 200),
  streetaddress2: optionalText("Street Address 2", 200),
  city: requiredText("City", 100),
  statecode: stateCode("State"),
  postalcode: postalCode("Zip Code"),
  contactphone: optionalUsPhone(),
  contactcellphone: optionalUsPhone(),
  contactfax: optionalUsPhone(),
  contactemail: optionalEmail("Contact Email"),
  ccemails: z
    .string()
    .trim()
    .max(2000, "CC Emails must be at most 2000 characters.")
    .refine(
      (s) => s === "" || s.split(",").every((e) => z.email().safeParse(e.trim()).success),
      "CC Emails must be e-mail addresses separated by commas.",
    )
    .nullish()
    .transform((s) => (s ? s : null)),
  billingfirstname: optionalText("Billing First Name", 100),
  billinglastname: optionalText("Billing Last Name", 100),
  billingphone: optionalUsPhone(),
  billingcellphone: optionalUsPhone(),
  billingfax: optionalUsPhone(),
  billingemail: optionalEmail("Billing Email"),
  termid: nullableId("Term").refine(
    (v) => v == null || (CUSTOMER_TERM_DAYS as readonly number[]).includes(v),
    "Term must be one of 10, 15, 30, 45, 60, 75 or 90 days.",
  ),
  nte: z.preprocess((v) => (v === "" ? null : v), money("NTE").nullish()),
  managementproviderid: nullableId("Management Provider"),
  servicechannelsubscriberid: optionalText("ServiceChannel Subscriber Id", 50),
  notifications: CustomerNotifications.default({
    proposaladded: false,
    invoiceadded: false,
    statuschange: false,
  }),
};

/** POST /api/customer/save: a new customer (isactive true unless sent). */
export const CustomerSaveBody = z.object(customerFields);
export type CustomerSaveBody = z.infer<typeof CustomerSaveBody>;
export type CustomerSaveInput = z.input<typeof CustomerSaveBody>;

/** A customer's whole form at a version (the stored customer with a save's changes on top). */
export const CustomerUpdateBody = z.object({ id: id("id"), version, ...customerFields });
export type CustomerUpdateBody = z.infer<typeof CustomerUpdateBody>;

/**
 * PUT /api/customer/update: the version the page was loaded at and only the fields the user changed (the prefix
 * no longer changes); a field left out keeps its stored value.
 */
export const CustomerUpdatePatch = z.object({ id: id("id"), version, ...patchOf(customerFields) });
export type CustomerUpdatePatch = z.infer<typeof CustomerUpdatePatch>;
export type CustomerUpdateInput = z.input<typeof CustomerUpdatePatch>;

export const CustomerIdParams = z.object({ id: id("id") });
export const OneCustomerQuery = z.object({ customerid: id("customerid") });
export type OneCustomerQuery = z.infer<typeof OneCustomerQuery>;

/**
 * The management provider shown read-only on the tab (staff only). The password never travels with it: the tab
 * reveals it through GET /api/customer/providerpassword (logged, not cached).
 */
export const ManagementProviderView = z.object({
  id: z.number(),
  managementprovider: z.string(),
  webaddress: z.string().nullable(),
  userid: z.string().nullable(),
  haspassword: z.boolean(),
});
export type ManagementProviderView = z.infer<typeof ManagementProviderView>;

/** GET /api/customer/{id}: the customer as the details page edits it. */
export const CustomerDetail = z.object({
  id: z.number(),
  version: z.number(),
  customername: z.string(),
  customerprefix: z.string().nullable(),
  dispatcherauthid: z.number().nullable(),
  salesrepauthid: z.number().nullable(),
  isactive: z.boolean(),
  contactfirstname: z.string().nullable(),
  contactlastname: z.string().nullable(),
  streetaddress: z.string(),
  streetaddress2: z.string().nullable(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  contactphone: z.string().nullable(),
  contactcellphone: z.string().nullable(),
  contactfax: z.string().nullable(),
  contactemail: z.string().nullable(),
  ccemails: z.string().nullable(),
  billingfirstname: z.string().nullable(),
  billinglastname: z.string().nullable(),
  billingphone: z.string().nullable(),
  billingcellphone: z.string().nullable(),
  billingfax: z.string().nullable(),
  billingemail: z.string().nullable(),
  termid: z.number().nullable(),
  nte: z.number().nullable(),
  managementproviderid: z.number().nullable(),
  servicechannelsubscriberid: z.string().nullable(),
  notifications: CustomerNotifications,
  managementprovider: ManagementProviderView.nullable(),
  /** What the caller may do on the record page and its tabs (the party policies). */
  abilities: CustomerRecordAbilities,
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

const PersonOption = z.object({ id: z.number(), name: z.string() });

/** GET /api/customer/getlists: the pick lists of the details form. */
export const CustomerLists = z.object({
  states: z.array(z.object({ statecode: z.string(), statename: z.string() })),
  salesreps: z.array(PersonOption),
  dispatchers: z.array(PersonOption),
  terms: z.array(z.object({ termid: z.number(), termdescription: z.string() })),
  trades: z.array(z.object({ tradeid: z.number(), tradename: z.string() })),
  managementproviders: z.array(ManagementProviderView),
});
export type CustomerLists = z.infer<typeof CustomerLists>;
export const CustomerListsQuery = z.object({ customerid: optionalId("customerid") });

/** POST /api/jobsites/updateallspecialprocedures (spec 3 §2.5 Update Special Instructions). */
export const SpecialProceduresBody = z.object({
  customerid: id("customerid"),
  specialprocedure: requiredText("Special Procedure", 4000, "Special procedure text is required."),
});
export type SpecialProceduresBody = z.infer<typeof SpecialProceduresBody>;
export const UpdatedCount = z.object({ updated: z.number() });
