import { z } from "zod";
import { optionalHtml } from "./html.ts";
import {
  date,
  id,
  int,
  money,
  nullableId,
  optionalDate,
  optionalId,
  optionalText,
  requiredText,
  version,
} from "./primitives.ts";

/** The Work Order tab form (spec 2 §2); messages '{name} is required.' as spec 2 §5 binds them. */
export const WorkOrderInput = z.object({
  customerid: id("Customer"),
  jobsiteid: id("Job Site"),
  divisionid: id("Division"),
  statusid: id("Status"),
  priorityid: id("Priority"),
  requesttypeid: id("Request Type"),
  duedate: date("Due Date"),
  briefdescription: requiredText("Brief Description", 500),
  /** Rich text (the form's editor). */
  description: optionalHtml("Description", 200_000),
  requestedby: optionalText("Requested By", 200),
  salesrepid: nullableId("Sales Rep"),
  dispatcherid: nullableId("Dispatcher"),
  ponumber: optionalText("PO Number", 100),
  nte: money("NTE").nullish(),
  promisedate: optionalDate("Promise Date"),
  scheduledate: optionalDate("Schedule Date"),
  dispatchdate: optionalDate("Dispatch Date"),
  /** Plain text (quoted in the System note). */
  cancelreason: optionalText("Cancel Reason", 2000),
  tradeids: z.array(id("Trade")).max(20, "at most 20 trades").default([]),
  /** A new order only: the earlier order at the same site and trade it recalls (issue 32 §6). */
  recallof: optionalId("Recall Of"),
});
export type WorkOrderInput = z.infer<typeof WorkOrderInput>;
export type WorkOrderFormInput = z.input<typeof WorkOrderInput>;

/**
 * A save of the form: `id`, the `version` the form was loaded at, and only the fields the user changed. A field
 * left out is left as it is (a save never writes back a value the user did not touch); `null` clears it.
 */
export const UpdateWorkOrderInput = WorkOrderInput.omit({ recallof: true })
  .partial()
  .extend({
    tradeids: z.array(id("Trade")).max(20, "at most 20 trades").optional(),
    id: id("Work Order"),
    version,
    customercalled: z.boolean().optional(),
    vendorcalled: z.boolean().optional(),
  });
export type UpdateWorkOrderInput = z.infer<typeof UpdateWorkOrderInput>;

/** A status change; the note is rich text (stored as an Internal note), the cancel reason plain text. */
export const StatusChangeInput = z.object({
  workorderid: id("Work Order"),
  statusid: id("Status"),
  version,
  note: optionalHtml("Note", 20_000),
  cancelreason: optionalText("Cancel Reason", 2000),
  scheduledate: optionalDate("Schedule Date"),
  followupdate: optionalDate("Follow-up Date"),
  emailuserids: z.array(id("emailuserids")).max(50).default([]),
  notifycustomer: z.boolean().default(false),
});
export type StatusChangeInput = z.infer<typeof StatusChangeInput>;

export const PoCheckQuery = z.object({
  customerid: id("Customer"),
  ponumber: requiredText("PO Number", 100),
  workorderid: int("workorderid", 0, 2_147_483_647).default(0),
});
export const PoCheckResult = z.object({
  exists: z.boolean(),
  workorders: z.array(z.object({ id: z.number(), wonumber: z.string() })),
});

export const IdQuery = z.object({ id: id("Work Order") });
/** GET /api/workorder/providerpassword: the one answer that carries a management-provider password (staff only). */
export const ProviderPasswordResult = z.object({ password: z.string().nullable() });
export const CustomerIdQuery = z.object({ customerid: int("customerid", 0, 2_147_483_647).default(0) });
export const CreateChildBody = z.object({ workorderid: id("workorderid") });
export const CreatedWorkOrder = z.object({ id: z.number(), wonumber: z.string() });
export const UpdatedWorkOrder = z.object({ id: z.number(), version: z.number() });
export const StatusChanged = z.object({ statusid: z.number(), version: z.number() });

const isoOrNull = z.string().nullable();

/** What the caller may do on the order (the policies' answers; packages/domain/src/policies/abilities.ts). */
export const WorkOrderAbilities = z.object({
  edit: z.boolean(),
  editor: z.boolean(),
  addChild: z.boolean(),
  tabs: z.object({
    workorder: z.boolean(),
    notes: z.boolean(),
    vendor: z.boolean(),
    proposals: z.boolean(),
    invoices: z.boolean(),
    attachments: z.boolean(),
    vendorproposals: z.boolean(),
    followup: z.boolean(),
  }),
  reopen: z.boolean(),
  addNote: z.boolean(),
  addCustomerUpdate: z.boolean(),
  attachVendor: z.boolean(),
  attachFile: z.boolean(),
  addProposal: z.boolean(),
  addInvoice: z.boolean(),
  flag: z.boolean(),
  takeOwnership: z.boolean(),
  reassignDispatcher: z.boolean(),
  scheduleDate: z.boolean(),
  followUpDate: z.boolean(),
  geofencing: z.boolean(),
  decideNteRaise: z.boolean(),
});
export type WorkOrderAbilities = z.infer<typeof WorkOrderAbilities>;

/** GET /api/workorder/getworkorder. */
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
  abilities: WorkOrderAbilities,
});
export type WorkOrderDetail = z.infer<typeof WorkOrderDetail>;
