/** What the dashboard feature offers the other features; they import it from here only (biome.json). */
// the work-order read-scope test reads the ETA alerts as each reader
export { listAlerts } from "./alerts.service.ts";
