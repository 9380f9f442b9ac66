export * from "./attachments.ts";
export * from "./lookups.ts";
export * from "./parties.ts";
export * from "./rates.ts";
export * from "./system.ts";
export * from "./users.ts";
export * from "./vendor-work.ts";
export * from "./workorders.ts";
