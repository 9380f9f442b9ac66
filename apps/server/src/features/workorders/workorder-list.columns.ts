import { sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import {
  customers,
  jobSites,
  managementProviders,
  priorities,
  users,
  workOrderStatuses,
  workOrders,
} from "../../db/schema/index.ts";
import type { GridColumns } from "../../platform/grid/grid-sql.ts";
import {
  audienceOf,
  HIDDEN_LIST_FIELDS,
  type ListAudience,
  type WorkOrderReader,
} from "../../platform/workorder-core/index.ts";

export const dispatcherUser = alias(users, "dispatcheruser");
export const customerDispatcherUser = alias(users, "customerdispatcheruser");

const fullName = (u: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(${u.firstname} || ' ' || ${u.lastname}), '')`;

/** The columns a work-order list may filter, sort and search on; nothing else reaches SQL. */
export const dispatcherName = fullName(dispatcherUser);
export const customerDispatcherName = fullName(customerDispatcherUser);

export const WORK_ORDER_COLUMNS: GridColumns = {
  id: { expr: sql`${workOrders.id}`, type: "number" },
  wonumber: { expr: sql`${workOrders.wonumber}`, type: "text", searchable: true },
  ponumber: { expr: sql`${workOrders.ponumber}`, type: "text", searchable: true },
  invoiceamount: { expr: sql`${workOrders.invoiceamount}`, type: "number" },
  customername: { expr: sql`${customers.customername}`, type: "text", searchable: true },
  customerid: { expr: sql`${workOrders.customerid}`, type: "number" },
  jobsite: { expr: sql`${jobSites.jobsite}`, type: "text", searchable: true },
  sitenumber: { expr: sql`${jobSites.jobsite}`, type: "text" },
  streetaddress: { expr: sql`${jobSites.streetaddress}`, type: "text", searchable: true },
  city: { expr: sql`${jobSites.city}`, type: "text", searchable: true },
  statecode: { expr: sql`${jobSites.statecode}`, type: "text" },
  postalcode: { expr: sql`${jobSites.postalcode}`, type: "text" },
  createddate: { expr: sql`${workOrders.createddate}`, type: "date" },
  receivedate: { expr: sql`${workOrders.receivedate}`, type: "date" },
  modifieddate: { expr: sql`${workOrders.modifieddate}`, type: "date" },
  priority: { expr: sql`${priorities.name}`, type: "text" },
  priorityid: { expr: sql`${workOrders.priorityid}`, type: "number" },
  promisedate: { expr: sql`${workOrders.promisedate}`, type: "date" },
  onsitedate: { expr: sql`${workOrders.onsitedate}`, type: "date" },
  completedate: { expr: sql`${workOrders.completedate}`, type: "date" },
  dispatcher: { expr: dispatcherName, type: "text" },
  dispatcherid: { expr: sql`${workOrders.dispatcherid}`, type: "number" },
  customerdispatcher: { expr: customerDispatcherName, type: "text" },
  status: { expr: sql`${workOrderStatuses.name}`, type: "text" },
  statusid: { expr: sql`${workOrders.statusid}`, type: "number" },
  dispatchdate: { expr: sql`${workOrders.dispatchdate}`, type: "date" },
  scheduledate: { expr: sql`${workOrders.scheduledate}`, type: "date" },
  briefdescription: { expr: sql`${workOrders.briefdescription}`, type: "text", searchable: true },
  duedate: { expr: sql`${workOrders.duedate}`, type: "date" },
  /** Dispatcher Dashboard ETA: the earlier of schedule and follow-up date. */
  eta: { expr: sql`least(${workOrders.scheduledate}, ${workOrders.promisedate})`, type: "date" },
  nte: { expr: sql`${workOrders.nte}`, type: "number" },
  hasnte: { expr: sql`(coalesce(${workOrders.nte}, 0) > 0)`, type: "boolean" },
  managementprovider: { expr: sql`${managementProviders.managementprovider}`, type: "text" },
  lastnote: { expr: sql`${workOrders.lastnote}`, type: "text", sortable: false },
  flagged: { expr: sql`${workOrders.flagged}`, type: "boolean" },
  customercalled: { expr: sql`${workOrders.customercalled}`, type: "boolean" },
  vendorcalled: { expr: sql`${workOrders.vendorcalled}`, type: "boolean" },
  overridegeofencing: { expr: sql`${workOrders.overridegeofencing}`, type: "boolean" },
  proposalamount: { expr: sql`${workOrders.proposalamount}`, type: "number" },
  /** Issue 32: the next SLA clock's due time (index workorders_sladue_idx). */
  sladueat: { expr: sql`${workOrders.sladueat}`, type: "date" },
};

const withoutHidden = (audience: ListAudience): GridColumns => {
  const hidden = new Set<string>(HIDDEN_LIST_FIELDS[audience]);
  return Object.fromEntries(Object.entries(WORK_ORDER_COLUMNS).filter(([name]) => !hidden.has(name)));
};

const COLUMNS_BY_AUDIENCE: Readonly<Record<ListAudience, GridColumns>> = {
  staff: WORK_ORDER_COLUMNS,
  vendor: withoutHidden("vendor"),
  customer: withoutHidden("customer"),
};

/**
 * The columns this reader may filter, sort and search on: the list's allow-list minus the fields hidden from
 * the reader (HIDDEN_LIST_FIELDS), so a filter on a hidden column is refused instead of answering through
 * the total.
 */
export const workOrderColumnsFor = (reader: WorkOrderReader): GridColumns =>
  COLUMNS_BY_AUDIENCE[audienceOf(reader)];
