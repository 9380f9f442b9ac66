/** What the workorders feature offers the other features; they import it from here only (biome.json). */
export * from "./workorder-access.ts";
export * from "./workorder-child-lock.ts";
export * from "./workorder-list.service.ts";
export * from "./workorder-rules.ts";
export * from "./workorder-scope.ts";
