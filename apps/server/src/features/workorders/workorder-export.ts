import type { WorkOrderListRow } from "@fm/domain/contracts";
import { badRequest } from "../../platform/errors.ts";
import { audienceOf, HIDDEN_LIST_FIELDS, type WorkOrderReader } from "../../platform/workorder-core/index.ts";
import type { ExportColumn } from "../../platform/xlsx/xlsx-export.ts";

const date = (v: string | null) => (v ? new Date(v) : null);
const USD = '"$"#,##0.00';

/** Columns a work-order export may contain, keyed by list-row field; captions are the grid's defaults. */
export const WORK_ORDER_EXPORT_COLUMNS: Record<string, ExportColumn<WorkOrderListRow>> = {
  wonumber: { header: "Work Order #", value: (r) => r.wonumber, width: 16 },
  ponumber: { header: "PO #", value: (r) => r.ponumber },
  customername: { header: "Customer", value: (r) => r.customername, width: 26 },
  jobsite: { header: "Site", value: (r) => r.jobsite, width: 20 },
  streetaddress: { header: "Address", value: (r) => r.streetaddress, width: 26 },
  city: { header: "City", value: (r) => r.city },
  statecode: { header: "State", value: (r) => r.statecode, width: 8 },
  postalcode: { header: "Zip", value: (r) => r.postalcode, width: 10 },
  priority: { header: "Priority", value: (r) => r.priority },
  status: { header: "Status", value: (r) => r.status },
  dispatcher: { header: "Dispatcher", value: (r) => r.dispatcher },
  customerdispatcher: { header: "Customer Dispatcher", value: (r) => r.customerdispatcher },
  createddate: { header: "Receive Date", value: (r) => date(r.createddate) },
  modifieddate: { header: "Modified Date", value: (r) => date(r.modifieddate) },
  dispatchdate: { header: "Dispatch Date", value: (r) => date(r.dispatchdate) },
  scheduledate: { header: "Schedule Date", value: (r) => date(r.scheduledate) },
  promisedate: { header: "Follow-up Date", value: (r) => date(r.promisedate) },
  completedate: { header: "Complete Date", value: (r) => date(r.completedate) },
  duedate: { header: "Due Date", value: (r) => date(r.duedate) },
  briefdescription: { header: "Brief Description", value: (r) => r.briefdescription, width: 40 },
  vendors: { header: "Vendors", value: (r) => r.vendors.map((v) => v.vendorname).join(", "), width: 30 },
  trades: { header: "Trades", value: (r) => r.trades.map((t) => t.tradename).join(", "), width: 24 },
  nte: { header: "NTE", value: (r) => r.nte, numFmt: USD },
  invoiceamount: { header: "Invoice Amount", value: (r) => r.invoiceamount, numFmt: USD },
  proposalamount: { header: "Proposal Amount", value: (r) => r.proposalamount, numFmt: USD },
  managementprovider: { header: "Management Provider", value: (r) => r.managementprovider },
  lastnote: { header: "Last Note", value: (r) => r.lastnote?.replace(/<[^>]+>/g, "") ?? null, width: 40 },
  flagged: { header: "Flagged", value: (r) => r.flagged },
};

export const DEFAULT_EXPORT_COLUMNS = [
  "wonumber",
  "customername",
  "priority",
  "jobsite",
  "city",
  "statecode",
  "ponumber",
  "dispatcher",
  "dispatchdate",
  "scheduledate",
  "promisedate",
  "vendors",
  "trades",
  "status",
  "briefdescription",
];

/**
 * The export columns, in order, for this reader; a column hidden from the reader (HIDDEN_LIST_FIELDS, plus
 * the other vendors' lines for a customer) is refused with 400 naming it, like a filter on it would be.
 */
export const exportColumnsFor = (
  reader: WorkOrderReader,
  names: readonly string[],
): ExportColumn<WorkOrderListRow>[] => {
  const audience = audienceOf(reader);
  const hidden = new Set<string>([
    ...HIDDEN_LIST_FIELDS[audience],
    ...(audience === "customer" ? ["vendors"] : []),
  ]);
  return names.map((name, i) => {
    const col = Object.hasOwn(WORK_ORDER_EXPORT_COLUMNS, name) ? WORK_ORDER_EXPORT_COLUMNS[name] : undefined;
    if (!col || hidden.has(name))
      throw badRequest(`Unknown column "${name}".`, { [`columns.${i}`]: `unknown column "${name}"` });
    return col;
  });
};
