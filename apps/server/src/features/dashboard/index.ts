/** What the dashboard feature offers the other features; they import it from here only (biome.json). */
export * from "./alerts.service.ts";
