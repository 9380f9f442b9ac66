/** What the documents feature offers the other features; they import it from here only (biome.json). */
export * from "./pdf.ts";
export * from "./workorder-document-data.ts";
export * from "./workorder-ticket.pdf.ts";
