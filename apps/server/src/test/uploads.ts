/** Multipart bodies and sample files for any feature's upload tests (the attachments feature's helpers). */
export { multipartBody, SAMPLES } from "../features/attachments/attachment-test-helpers.ts";
