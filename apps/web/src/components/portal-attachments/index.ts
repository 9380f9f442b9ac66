export { PortalAttachmentsTab } from "./PortalAttachmentsTab.tsx";
export { uploadFilesTo } from "./upload-files.ts";
