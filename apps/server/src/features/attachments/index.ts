/** What the attachments feature offers the other features; they import it from here only (biome.json). */
export { contentDisposition, type FileResponse } from "./attachment-download.service.ts";
export { listAttachments, listPortalAttachmentTypes, uploadAttachments } from "./attachments.service.ts";
export {
  ALLOWED_EXTENSIONS,
  extensionOf,
  FILE_KINDS,
  fileNameProblem,
  isPreviewable,
  printable,
  storedNameFor,
} from "./file-rules.ts";
export { type PlannedFile, storedFileResponse, storeStagedFiles } from "./stored-files.ts";
export { discardStaged, type ReceivedUpload, receiveUpload, type StagedFile } from "./upload-receiver.ts";
