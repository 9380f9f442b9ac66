import { PortalAttachments } from "@fm/domain/contracts";
import { PortalAttachmentsTab, uploadFilesTo } from "../../components/portal-attachments/index.ts";
import { portalApi, portalKeys } from "./customer-portal-api.ts";

/**
 * Attachments tab of the customer-facing detail: what staff shared and the customer's own files; a type
 * (Work Request, Photo, Other) unlocks the drop zone; click previews or downloads (the shared portal tab).
 */
export const CustomerAttachmentsTab = ({
  workorderid,
  editable,
}: {
  workorderid: number;
  editable: boolean;
}) => (
  <PortalAttachmentsTab
    editable={editable}
    source={{
      queryKey: portalKeys.attachments(workorderid),
      list: () => portalApi.attachments(workorderid),
      typesKey: ["customerportal", "attachmenttypes"],
      types: portalApi.attachmentTypes,
      upload: (typeid, files, onProgress) =>
        uploadFilesTo(
          "/api/customerprofile/attachfile",
          PortalAttachments,
          workorderid,
          typeid,
          files,
          onProgress,
        ),
    }}
  />
);
