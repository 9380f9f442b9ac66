import { EntityNotesTab } from "../../../components/entity-notes/EntityNotesTab.tsx";
import { type VendorNote, vendorKeys, vendorsApi } from "../vendors-api.ts";

/** Notes tab of a vendor (spec 3 §2.8, §3 Vendor note): rich-text notes with can-vendor-see / can-customer-see. */
export const VendorNotesTab = ({ vendorid, readOnly }: { vendorid: number; readOnly: boolean }) => (
  <EntityNotesTab<VendorNote>
    readOnly={readOnly}
    flags={[
      { name: "canvendorsee", label: "Can Vendor See", caption: "Can Vendor See", width: 120 },
      { name: "cancustomersee", label: "Can Customer See", caption: "Can Customer See", width: 130 },
    ]}
    createdBy="createdbyname"
    api={{
      queryKey: vendorKeys.notes(vendorid),
      list: () => vendorsApi.notes(vendorid),
      add: (v) => vendorsApi.addNote({ ...v, vendorid }),
      update: (n, v) => vendorsApi.updateNote({ ...v, id: n.id, version: n.version }),
      remove: (n) => vendorsApi.deleteNote(n.id, n.version),
    }}
  />
);
