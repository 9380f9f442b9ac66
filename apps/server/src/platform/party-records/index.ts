export { partyContacts } from "./party-contacts.ts";
