import { ContactsTab as SharedContactsTab } from "../../../components/contacts/ContactsTab.tsx";
import { type CustomerContact, customerKeys, customersApi } from "../customers-api.ts";

/** Contacts tab (spec 3 §2.5): the shared contacts block on the customer's calls. */
export const ContactsTab = ({ customerid, readOnly }: { customerid: number; readOnly: boolean }) => (
  <SharedContactsTab<CustomerContact>
    readOnly={readOnly}
    api={{
      queryKey: customerKeys.contacts(customerid),
      list: () => customersApi.contacts(customerid),
      add: (v) => customersApi.addContact({ ...v, customerid }),
      update: (c, v) => customersApi.updateContact({ ...v, id: c.id, version: c.version }),
      remove: (c) => customersApi.deleteContact(c.id, c.version),
    }}
  />
);
