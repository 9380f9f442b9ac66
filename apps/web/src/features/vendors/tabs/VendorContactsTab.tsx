import { ContactsTab } from "../../../components/contacts/ContactsTab.tsx";
import { type VendorContact, vendorKeys, vendorsApi } from "../vendors-api.ts";

/** Contacts tab of a vendor (spec 3 §2.8): the shared contacts block on the vendor's calls. */
export const VendorContactsTab = ({ vendorid, readOnly }: { vendorid: number; readOnly: boolean }) => (
  <ContactsTab<VendorContact>
    readOnly={readOnly}
    api={{
      queryKey: vendorKeys.contacts(vendorid),
      list: () => vendorsApi.contacts(vendorid),
      add: (v) => vendorsApi.addContact({ ...v, vendorid }),
      update: (c, v) => vendorsApi.updateContact({ ...v, id: c.id, version: c.version }),
      remove: (c) => vendorsApi.deleteContact(c.id, c.version),
    }}
  />
);
