/** Multipart bodies and sample files for upload tests of any feature (the attachments feature's helpers). */
export { multipartBody, SAMPLES } from "../features/attachments/attachment-test-helpers.ts";
