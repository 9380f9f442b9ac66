/** Map reports 13, 14 and 24 (spec 3 §2.14): the data for the reports feature's getreportdata route. */
export { mapReportAccess } from "./map-report-access.ts";
export { mapReportData } from "./map-reports.service.ts";
