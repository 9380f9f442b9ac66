/** What the vendor-billing feature offers the other features; they import it from here only (biome.json). */

export { PROPOSAL_EXPORT_COLUMNS } from "./billing-export.ts";
export { syncVendorInvoiceApproval } from "./portal-invoices.service.ts";
export { presentLines as presentVendorLines, readLines as readVendorLines } from "./vendor-lines.ts";
