/** What the vendor-lines feature offers the others: the Cancel Vendor command (reached through createwoemailitem). */
export { cancelVendor } from "./cancel-vendor.service.ts";
