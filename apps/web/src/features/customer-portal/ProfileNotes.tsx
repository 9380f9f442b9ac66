import { SharedNotesGrid } from "../../components/entity-notes/SharedNotesGrid.tsx";
import { portalApi, portalKeys } from "./customer-portal-api.ts";

/** The self-view's Notes: read-only, only the notes staff marked visible to the customer (spec 2 §4). */
export const ProfileNotes = () => (
  <SharedNotesGrid
    queryKey={portalKeys.customerNotes}
    queryFn={portalApi.customerNotes}
    byField="createdByUser"
  />
);
