/** The one way a route receives files (issue 28/29): registration, receiver, file rules, PDF check. */

export { contentDisposition, storedFileHeaders } from "./file-headers.ts";
export {
  ALLOWED_EXTENSIONS,
  extensionOf,
  FILE_KINDS,
  fileNameProblem,
  isPreviewable,
  normaliseFileName,
  printable,
  storedNameFor,
} from "./file-rules.ts";
export { checkPdf, isStructurallyValidPdf } from "./pdf-structure.ts";
export { registerUploads, type UploadLimits, type UploadReceiver } from "./register-uploads.ts";
export { requireSomeFiles, uploadFieldsOf } from "./upload-fields.ts";
export {
  discardStaged,
  type ReceivedUpload,
  receiveUpload,
  type StagedFile,
  type UploadAuthorizer,
} from "./upload-receiver.ts";
