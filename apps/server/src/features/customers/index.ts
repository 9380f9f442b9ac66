/** What the customers feature offers the other features; they import it from here only (biome.json). */

export { customerStaff, jobSiteStaff } from "./customer-access.ts";
export { customerContactOf, requireCustomer } from "./customer-form.service.ts";
export { type CustomerNotice, customerWantsNotice, queueCustomerNotice } from "./customer-notices.ts";
export { listCustomerNotes } from "./customer-tabs.service.ts";
