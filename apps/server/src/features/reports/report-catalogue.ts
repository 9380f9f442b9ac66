import { REPORT_CATALOGUE } from "@fm/domain/contracts";
import {
  customerInvoicing,
  invoiceRegister,
  margin,
  vendorBilling,
  vendorPaymentsReport,
  vendorSpend,
} from "./report-defs-money.ts";
// SLA compliance (issue 32, s32sla)
import { slaCompliance } from "./report-defs-sla.ts";
import { expiringInsurance, vendorPerformance, vendorsReport } from "./report-defs-vendors.ts";
import {
  cancelledWorkOrders,
  dispatcherActivity,
  openWorkOrders,
  overdueWorkOrders,
  touches,
  workOrdersByCustomer,
  workOrdersByPeriod,
  workOrdersByStatus,
  workOrdersByTrade,
} from "./report-defs-workorders.ts";
import type { TableReport } from "./report-types.ts";

/** Every table report by id (the map reports 13, 14, 24 are answered by features/map-reports). */
export const TABLE_REPORTS: ReadonlyMap<number, TableReport> = new Map(
  [
    workOrdersByPeriod,
    margin,
    vendorPerformance,
    vendorBilling,
    vendorPaymentsReport,
    touches,
    expiringInsurance,
    customerInvoicing,
    openWorkOrders,
    cancelledWorkOrders,
    workOrdersByStatus,
    workOrdersByCustomer,
    workOrdersByTrade,
    dispatcherActivity,
    overdueWorkOrders,
    vendorSpend,
    vendorsReport,
    invoiceRegister,
    slaCompliance,
  ].map((r) => [r.id, r]),
);

export type CatalogueEntry = (typeof REPORT_CATALOGUE)[number];

export const catalogueEntry = (reportid: number): CatalogueEntry | undefined =>
  REPORT_CATALOGUE.find((r) => r.reportid === reportid);
