export { partyContacts } from "./party-contacts.ts";
export { partyNotes } from "./party-notes.ts";
