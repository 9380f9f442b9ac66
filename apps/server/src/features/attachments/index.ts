/** What the attachments feature offers the other features; they import it from here only (biome.json). */

// The upload rules and receiver live in platform/uploads; re-exported here for the features that import them.
export {
  ALLOWED_EXTENSIONS,
  contentDisposition,
  discardStaged,
  extensionOf,
  FILE_KINDS,
  fileNameProblem,
  isPreviewable,
  printable,
  type ReceivedUpload,
  receiveUpload,
  registerUploads,
  requireSomeFiles,
  type StagedFile,
  storedNameFor,
  uploadFieldsOf,
} from "../../platform/uploads/index.ts";
export type { FileResponse } from "./attachment-download.service.ts";
export {
  attachTarget,
  listAttachments,
  listPortalAttachmentTypes,
  uploadAttachments,
} from "./attachments.service.ts";
export {
  type PartyAttachmentRoutes,
  partyAttachments,
  registerPartyAttachmentRoutes,
} from "./party-attachments.ts";
export {
  deleteStoredFileRow,
  type PlannedFile,
  presentStoredFile,
  renamedKeepingExtension,
  storedFileColumns,
  storedFileResponse,
  storeStagedFiles,
} from "./stored-files.ts";
