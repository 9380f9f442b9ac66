import { EntityNotesTab } from "../../../components/entity-notes/EntityNotesTab.tsx";
import { type CustomerNote, customerKeys, customersApi } from "../customers-api.ts";

/** Notes tab (spec 3 §2.5): rich-text notes with a visible-to-customer flag (default off), creator and date. */
export const NotesTab = ({ customerid, readOnly }: { customerid: number; readOnly: boolean }) => (
  <EntityNotesTab<CustomerNote>
    readOnly={readOnly}
    flags={[
      {
        name: "isvisibletocustomer",
        label: "Visible to customer",
        caption: "Visible to Customer",
        width: 150,
      },
    ]}
    createdBy="createdByUser"
    api={{
      queryKey: customerKeys.notes(customerid),
      list: () => customersApi.notes(customerid),
      add: (v) => customersApi.addNote({ ...v, customerid }),
      update: (n, v) => customersApi.updateNote({ ...v, id: n.id, version: n.version }),
      remove: (n) => customersApi.deleteNote(n.id, n.version),
    }}
  />
);
