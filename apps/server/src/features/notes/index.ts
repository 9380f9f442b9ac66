/** What the notes feature offers the other features; they import it from here only (biome.json). */

export { presentNote } from "./note-actions.service.ts";
export { addUserNote } from "./notes.service.ts";
