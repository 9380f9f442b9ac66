import { CUSTOMER_ATTACHMENT_TYPES } from "@fm/domain/contracts";
import { EntityAttachmentsTab } from "../../../components/entity-attachments/EntityAttachmentsTab.tsx";
import { type CustomerAttachment, customerKeys, customersApi } from "../customers-api.ts";

const TYPE_OPTIONS = CUSTOMER_ATTACHMENT_TYPES.map((t) => ({ value: String(t.id), label: t.name }));

/** Attachments tab (spec 3 §2.10): the shared attachments block on the customer's calls and types. */
export const AttachmentsTab = ({ customerid, readOnly }: { customerid: number; readOnly: boolean }) => (
  <EntityAttachmentsTab<CustomerAttachment>
    readOnly={readOnly}
    typeOptions={TYPE_OPTIONS}
    typeWidth={260}
    widths={{ type: 170, name: 280, by: 160, date: 120 }}
    api={{
      queryKey: customerKeys.attachments(customerid),
      list: () => customersApi.attachments(customerid),
      upload: (typeid, files, onProgress) => customersApi.upload(customerid, typeid, files, onProgress),
      update: (a, v) =>
        customersApi.updateAttachment({
          id: a.id,
          version: a.version,
          attachmenttypeid: Number(v.attachmenttypeid),
          displayname: v.displayname,
        }),
      remove: (a) => customersApi.removeAttachment(a.id, a.version),
      downloadPath: (a) => `/api/customer/attachment/${a.id}/download`,
    }}
  />
);
