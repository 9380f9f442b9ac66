import { z } from "zod";
import { gridQueryString, pageOf } from "./grid-query.ts";
import { id, optionalId, optionalText, requiredText, version } from "./primitives.ts";
import { timeZoneName } from "./sla.ts";
import { optionalEmail, optionalUsPhone, postalCode, stateCode } from "./us-phone.ts";

/**
 * The job-site form (spec 3 §5): jobsite, description, street, city, state and ZIP required with
 * '{label} is required.'; phone +1 (X00) 000-0000 ('The phone must have a correct USA phone format'); e-mail
 * '{label} is invalid.'. The import checks each row with the same schema.
 */
export const jobSiteFields = {
  jobsite: requiredText("Job Site", 200),
  jobsitedescription: requiredText("Job Site Description", 500),
  streetaddress: requiredText("Street Address", 200),
  streetaddress2: optionalText("Street Address 2", 200),
  city: requiredText("City", 100),
  statecode: stateCode("State"),
  postalcode: postalCode("Zip Code"),
  phone: optionalUsPhone(),
  contactperson: optionalText("Contact Person", 200),
  email: optionalEmail("Email"),
  specialprocedure: optionalText("Special Procedure", 4000),
  /** Issue 32: the site's IANA zone for SLA business hours; absent = its state's. */
  timezone: timeZoneName.optional(),
};
export const JobSiteFields = z.object(jobSiteFields);
export type JobSiteFields = z.infer<typeof JobSiteFields>;

/** Most procedures one job site keeps. */
export const MAX_JOB_SITE_PROCEDURES = 50;
/**
 * The job site's list of procedures (spec 3 §3 "procedures (list with procedure text)"), in order; the whole
 * list is sent on every save: an item with the `id` of a stored procedure keeps it, one without is new, a stored
 * one not sent is removed.
 */
export const JobSiteProceduresInput = z
  .array(z.object({ id: optionalId("Procedure"), procedure: requiredText("Procedure", 1000) }))
  .max(MAX_JOB_SITE_PROCEDURES, `A job site may have at most ${MAX_JOB_SITE_PROCEDURES} procedures.`)
  .default([]);
export type JobSiteProceduresInput = z.infer<typeof JobSiteProceduresInput>;

/** POST /api/customer/addjobsite. */
export const AddJobSiteBody = z.object({
  customerid: id("customerid"),
  ...jobSiteFields,
  procedures: JobSiteProceduresInput,
});
export type AddJobSiteBody = z.infer<typeof AddJobSiteBody>;
export type AddJobSiteInput = z.input<typeof AddJobSiteBody>;

/** PUT /api/customer/updatejobsite: the whole form with its version; isactive may switch a site off. */
export const UpdateJobSiteBody = z.object({
  id: id("id"),
  version,
  isactive: z.boolean().default(true),
  ...jobSiteFields,
  procedures: JobSiteProceduresInput,
});
export type UpdateJobSiteBody = z.infer<typeof UpdateJobSiteBody>;

export const JobSite = z.object({
  id: z.number(),
  version: z.number(),
  customerid: z.number(),
  customername: z.string(),
  jobsite: z.string(),
  jobsitedescription: z.string(),
  streetaddress: z.string(),
  streetaddress2: z.string().nullable(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  phone: z.string().nullable(),
  contactperson: z.string().nullable(),
  email: z.string().nullable(),
  specialprocedure: z.string().nullable(),
  /** The job site's list of procedures, in order (spec 3 §3). */
  procedures: z.array(z.object({ id: z.number(), procedure: z.string() })),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isactive: z.boolean(),
  timezone: z.string().optional(),
});
export type JobSite = z.infer<typeof JobSite>;

/** GET /api/jobsites/getjobsites: one page of job sites, of one customer or (Show All) every customer. */
export const JobSitesQuery = gridQueryString(20).extend({
  customerid: optionalId("customerid"),
  inactive: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(true),
});
export type JobSitesQuery = z.infer<typeof JobSitesQuery>;
export const JobSitePage = pageOf(JobSite);
export type JobSitePage = z.infer<typeof JobSitePage>;

export const JobSiteQuery = z.object({ jobsiteid: id("jobsiteid") });

/** Columns of the job-site import workbook (and its sample sheet), in order. */
export const JOB_SITE_IMPORT_COLUMNS = [
  ["jobsite", "Job Site"],
  ["jobsitedescription", "Job Site Description"],
  ["streetaddress", "Street Address"],
  ["streetaddress2", "Street Address 2"],
  ["city", "City"],
  ["statecode", "State"],
  ["postalcode", "Zip Code"],
  ["phone", "Phone"],
  ["contactperson", "Contact Person"],
  ["email", "Email"],
  ["specialprocedure", "Special Procedure"],
] as const;

/** What an import job answers: rows imported, or the row-numbered errors of a file that imported nothing. */
export const ImportResult = z.object({
  imported: z.number(),
  rows: z.number(),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
  /** More errors than listed (the list is capped). */
  moreErrors: z.number(),
});
export type ImportResult = z.infer<typeof ImportResult>;
export const ImportStarted = z.object({ jobid: z.number() });
export type ImportStarted = z.infer<typeof ImportStarted>;
export const ImportQuery = z.object({ customerid: id("Customer", "Choose a customer first.") });
/** Job kinds of the customer imports (GET /api/jobs/latest?kind&key=customerImportKey(kind, customerid)). */
export const JOB_SITE_IMPORT_KIND = "jobsites.import";
export const TRADE_RATE_IMPORT_KIND = "traderates.import";
/**
 * The exclusive key of a customer import: prefixed with its kind, because the one-active-job rule is per key
 * across every kind (a bare customer id made a job-site import block the same customer's trade-rate import).
 */
export const customerImportKey = (kind: string, customerid: number | string) => `${kind}:${customerid}`;
