/** What the accounting feature offers the other features; they import it from here only (biome.json). */
export { accountingRoutes } from "./accounting.routes.ts";
export { startFakeQbo } from "./fake-qbo/fake-qbo-server.ts";
export type { FakeQbo } from "./fake-qbo/fake-qbo-server.ts";
