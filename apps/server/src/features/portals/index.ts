/** What the portals feature offers the other features; they import it from here only (biome.json). */
export * from "./portal-lists.service.ts";
