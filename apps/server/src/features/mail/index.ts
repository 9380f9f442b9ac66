/** What the mail feature offers the other features; they import it from here only (biome.json). */
export { queueMail, queueMails } from "./outbox.service.ts";
