/** What the customer-portal feature offers the other features; they import it from here only (biome.json). */
export { customerPortalRoutes } from "./customer-portal.routes.ts";
