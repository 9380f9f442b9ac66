import { z } from "zod";
import { WorkOrderListAbilities, WorkOrderRowAbilities } from "./abilities.ts";
import { EventCounts } from "./event-counts.ts";
import { FIELD_STATES } from "./field.ts";
import { gridQueryString } from "./grid-query.ts";
import { id } from "./primitives.ts";

const iso = z.string().nullable();
const money = z.number().nullable();

export const WorkOrderVendorRef = z.object({
  vendorid: z.number(),
  vendorname: z.string(),
  wovendorid: z.number(),
  quotedamount: z.number(),
});
export type WorkOrderVendorRef = z.infer<typeof WorkOrderVendorRef>;

/** The notice counts of a list row (one key list: EVENT_COUNT_ACTIONS). */
export const WorkOrderEvents = EventCounts;

/** A work-order list row (spec 1 §3). */
export const WorkOrderListRow = z.object({
  id: z.number(),
  wonumber: z.string(),
  ponumber: z.string().nullable(),
  invoiceamount: money,
  customerid: z.number(),
  customername: z.string(),
  jobsite: z.string(),
  jobsiteid: z.number(),
  sitenumber: z.string(),
  streetaddress: z.string(),
  city: z.string(),
  statecode: z.string(),
  postalcode: z.string(),
  createddate: z.string(),
  modifieddate: z.string(),
  receivedate: z.string(),
  priorityid: z.number().nullable(),
  priority: z.string().nullable(),
  promisedate: iso,
  onsitedate: iso,
  onsitetime: z.string().nullable(),
  completedate: iso,
  dispatcherid: z.number().nullable(),
  dispatcher: z.string().nullable(),
  customerdispatcher: z.string().nullable(),
  statusid: z.number(),
  status: z.string(),
  statuscolor: z.string(),
  dispatchdate: iso,
  scheduledate: iso,
  briefdescription: z.string(),
  trades: z.array(z.object({ tradeid: z.number(), tradename: z.string() })),
  duedate: iso,
  nte: money,
  hasnte: z.boolean(),
  vendors: z.array(WorkOrderVendorRef),
  managementprovider: z.string().nullable(),
  lastnote: z.string().nullable(),
  flagged: z.boolean(),
  customercalled: z.boolean(),
  vendorcalled: z.boolean(),
  overridegeofencing: z.boolean(),
  proposalamount: money,
  parentworkorderid: z.number().nullable(),
  version: z.number(),
  events: WorkOrderEvents,
  /** Issue 31: on site / late / no-show from the check-ins (null: nothing to say). */
  fieldstate: z.enum(FIELD_STATES).nullable(),
  /** Issue 32: the next SLA clock still running: its due time and state at the request's now. */
  sladueat: z.string().nullable().optional(),
  slastate: z.enum(["running", "at_risk", "breached"]).nullable().optional(),
  /** What the caller may do from the row's menu (issue 28; absent for the server's own reads). */
  abilities: WorkOrderRowAbilities.optional(),
});
export type WorkOrderListRow = z.infer<typeof WorkOrderListRow>;

/** Status quick filter (spec 1 §4): all active, all work orders, or one status id. */
export const StatusQuickFilter = z.union([z.enum(["active", "all"]), id("status")], {
  error: "status must be active, all or a status id.",
});

const flag = z
  .enum(["true", "false"])
  .transform((v) => v === "true")
  .default(false);

export const WorkOrderListQuery = gridQueryString(100).extend({
  status: StatusQuickFilter.default("active"),
  flagged: flag,
  mine: flag,
  /** Priority-1 orders past their due date and not completed (the Admin overdue bell's list). */
  overdue: flag,
  /** Issue 32: orders whose next SLA clock is at risk (due within the hour) or breached. */
  sla: z.enum(["atrisk", "breached"], { error: "sla must be atrisk or breached." }).optional(),
});
export type WorkOrderListQuery = z.infer<typeof WorkOrderListQuery>;

export const WorkOrderListPage = z.object({
  rows: z.array(WorkOrderListRow),
  total: z.number(),
  /** true when more rows match than `total` says (broad filters are counted up to a cap). */
  totalcapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** The list's own actions for the caller (issue 28; absent for the server's own reads). */
  abilities: WorkOrderListAbilities.optional(),
});
export type WorkOrderListPage = z.infer<typeof WorkOrderListPage>;
