/** What the portals feature offers the other features; they import it from here only (biome.json). */
// the work-order read-scope test reads the portal lists as each reader
export { listPortalWorkOrders } from "./portal-lists.service.ts";
