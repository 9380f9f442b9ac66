/** What the vendor-records feature offers the other features; they import it from here only (biome.json). */
export { vendorRecordRoutes } from "./vendor-records.routes.ts";
