/** What the auth feature offers the other features; they import it from here only (biome.json). */
export { hashPassword } from "./passwords.ts";
