export * from "./errors.ts";
export * from "./grid-state.ts";
export * from "./menu.ts";
export * from "./money.ts";
export * from "./permissions.ts";
export * from "./roles.ts";
export * from "./routes.ts";
export * from "./statuses.ts";
