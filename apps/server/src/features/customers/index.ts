/** What the customers feature offers the other features; they import it from here only (biome.json). */
export { requireCustomer } from "./customer-form.service.ts";
export { customerWantsNotice, type CustomerNotice } from "./customer-notices.ts";
