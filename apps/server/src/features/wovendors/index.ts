/** What the vendor-lines feature offers the others: the Cancel Vendor command (reached through createwoemailitem). */
export { cancelVendor } from "./cancel-vendor.service.ts";
// automatic dispatch (issue 32): Select Vendor's ranking
export { vendorsByTrades } from "./vendor-selection.service.ts";
