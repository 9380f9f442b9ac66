import { Attachments } from "@fm/domain/contracts";
import { PortalAttachmentsTab, uploadFilesTo } from "../../components/portal-attachments/index.ts";
import { vendorApi, vendorKeys } from "./vendor-portal-api.ts";

/**
 * Attachments tab of the vendor detail: the vendor's own uploads and the files staff shared on the order
 * (files of other vendors' lines never show); uploads of the portal types (spec 2 §3) once a type is chosen.
 */
export const VendorAttachmentsTab = ({ workorderid, locked }: { workorderid: number; locked: boolean }) => (
  <PortalAttachmentsTab
    editable={!locked}
    source={{
      queryKey: vendorKeys.attachments(workorderid),
      list: () => vendorApi.attachments(workorderid),
      typesKey: vendorKeys.attachmentTypes,
      types: vendorApi.attachmentTypes,
      upload: (typeid, files, onProgress) =>
        uploadFilesTo("/api/vendorprofile/attachfile", Attachments, workorderid, typeid, files, onProgress),
    }}
  />
);
