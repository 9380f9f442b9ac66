/** What the vendors feature offers the other features; they import it from here only (biome.json). */

export { type AddressValidator, offlineAddressValidator } from "./address-validator.ts";
export { vendorStaff } from "./vendor-access.ts";
export { requireVendor, vendorAddressOf, vendorComplianceOf } from "./vendor-form.service.ts";
export { vendorTabRoutes } from "./vendor-tabs.routes.ts";
export { listVendorNotes } from "./vendor-tabs.service.ts";
export { vendorRoutes } from "./vendors.routes.ts";
