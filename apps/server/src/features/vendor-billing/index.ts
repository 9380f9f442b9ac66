/** What the vendor-billing feature offers the other features; they import it from here only (biome.json). */

export { PROPOSAL_EXPORT_COLUMNS } from "./billing-export.ts";
export { syncVendorInvoiceApproval } from "./vendor-invoices.service.ts";
