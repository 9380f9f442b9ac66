/** What the attachments feature offers the other features (customer and vendor documents reuse its upload rules). */
export { contentDisposition } from "./attachment-download.service.ts";
export { ALLOWED_EXTENSIONS, extensionOf, isPreviewable, storedNameFor } from "./file-rules.ts";
export { discardStaged, type ReceivedUpload, receiveUpload } from "./upload-receiver.ts";
