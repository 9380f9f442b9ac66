/** Multipart request bodies for API tests of any feature (the attachments feature's helper). */
export { type FilePart, multipartBody } from "../features/attachments/attachment-test-helpers.ts";
