/** What the invoices feature offers the other features; they import it from here only (biome.json). */
export * from "./billing-document.send.ts";
export * from "./billing-document.ts";
export * from "./billing-lines.ts";
export * from "./invoices.service.ts";
export * from "./workorder-amounts.ts";
