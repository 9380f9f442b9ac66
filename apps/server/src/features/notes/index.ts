/** What the notes feature offers the other features; they import it from here only (biome.json). */
export * from "./notes.service.ts";
