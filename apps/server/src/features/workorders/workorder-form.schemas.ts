import { z } from "zod";

const required = (label: string) => ({ error: `${label} is required.` });
const requiredId = (label: string) =>
  z.coerce.number(required(label)).int(required(label)).positive(`${label} is required.`);
const optionalDate = z.preprocess((v) => (v === "" ? null : v), z.coerce.date().nullish());
const money = z.coerce
  .number()
  .min(0, "must not be negative")
  .max(9_999_999_999.99)
  .multipleOf(0.01, "at most 2 decimals");

/** The Work Order tab form (spec 2 §2); messages '{name} is required.' as spec 2 §5 binds them. */
export const WorkOrderInput = z.object({
  customerid: requiredId("Customer"),
  jobsiteid: requiredId("Job Site"),
  divisionid: requiredId("Division"),
  statusid: requiredId("Status"),
  priorityid: requiredId("Priority"),
  requesttypeid: requiredId("Request Type"),
  duedate: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.date(required("Due Date"))),
  briefdescription: z
    .string(required("Brief Description"))
    .trim()
    .min(1, "Brief Description is required.")
    .max(500),
  description: z.string().max(200_000).nullish(),
  requestedby: z.string().trim().max(200).nullish(),
  salesrepid: z.coerce.number().int().positive().nullish(),
  dispatcherid: z.coerce.number().int().positive().nullish(),
  ponumber: z.string().trim().max(100).nullish(),
  nte: money.nullish(),
  promisedate: optionalDate,
  scheduledate: optionalDate,
  dispatchdate: optionalDate,
  cancelreason: z.string().trim().max(2000).nullish(),
  tradeids: z.array(z.coerce.number().int().positive()).max(20, "at most 20 trades").default([]),
});
export type WorkOrderInput = z.infer<typeof WorkOrderInput>;

export const UpdateWorkOrderInput = WorkOrderInput.extend({
  id: requiredId("Work Order"),
  version: z.coerce.number(required("version")).int().min(1),
  customercalled: z.boolean().optional(),
  vendorcalled: z.boolean().optional(),
});
export type UpdateWorkOrderInput = z.infer<typeof UpdateWorkOrderInput>;

export const StatusChangeInput = z.object({
  workorderid: requiredId("Work Order"),
  statusid: requiredId("Status"),
  version: z.coerce.number(required("version")).int().min(1),
  note: z.string().trim().max(20_000).nullish(),
  cancelreason: z.string().trim().max(2000).nullish(),
  scheduledate: optionalDate,
  followupdate: optionalDate,
  emailuserids: z.array(z.coerce.number().int().positive()).max(50).default([]),
  notifycustomer: z.boolean().default(false),
});
export type StatusChangeInput = z.infer<typeof StatusChangeInput>;

export const PoCheckQuery = z.object({
  customerid: requiredId("Customer"),
  ponumber: z.string().trim().min(1, "PO Number is required.").max(100),
  workorderid: z.coerce.number().int().min(0).default(0),
});

export const IdQuery = z.object({ id: requiredId("Work Order") });
export const CustomerIdQuery = z.object({ customerid: z.coerce.number().int().min(0).default(0) });

const isoOrNull = z.string().nullable();
export const WorkOrderDetail = z.object({
  id: z.number(),
  wonumber: z.string(),
  version: z.number(),
  customerid: z.number(),
  customername: z.string(),
  customer: z.object({ id: z.number(), customername: z.string(), termid: z.number().nullable() }),
  jobsiteid: z.number(),
  jobsite: z.object({
    id: z.number(),
    jobsite: z.string(),
    jobsitedescription: z.string(),
    phone: z.string().nullable(),
    contactperson: z.string().nullable(),
    streetaddress: z.string(),
    city: z.string(),
    statecode: z.string(),
    postalcode: z.string(),
    specialprocedure: z.string().nullable(),
  }),
  statusid: z.number(),
  status: z.string(),
  divisionid: z.number().nullable(),
  division: z.string().nullable(),
  priorityid: z.number().nullable(),
  priority: z.string().nullable(),
  requesttypeid: z.number().nullable(),
  requesttype: z.string().nullable(),
  salesrepid: z.number().nullable(),
  dispatcherid: z.number().nullable(),
  dispatcher: z.string().nullable(),
  requestedby: z.string().nullable(),
  ponumber: z.string().nullable(),
  nte: z.number().nullable(),
  duedate: isoOrNull,
  promisedate: isoOrNull,
  scheduledate: isoOrNull,
  dispatchdate: isoOrNull,
  completedate: isoOrNull,
  createddate: z.string(),
  briefdescription: z.string(),
  description: z.string().nullable(),
  cancelreason: z.string().nullable(),
  trades: z.array(z.object({ tradeid: z.number(), tradename: z.string() })),
  flagged: z.boolean(),
  ischild: z.boolean(),
  parentid: z.number().nullable(),
  parentwonumber: z.string().nullable(),
  customercalled: z.boolean(),
  vendorcalled: z.boolean(),
  margin: z.number().nullable(),
  provider: z
    .object({
      managementprovider: z.string(),
      webaddress: z.string().nullable(),
      userid: z.string().nullable(),
      /** Whether a password is on file; the password itself comes from GET /api/workorder/providerpassword. */
      haspassword: z.boolean(),
    })
    .nullable(),
});
