export { partyContacts } from "./party-contacts.ts";
export { partyNotes } from "./party-notes.ts";
export { partyRecord, registerPartyRecordRoutes } from "./party-routes.ts";
