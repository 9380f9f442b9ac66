/** What the attachments feature offers the other features; they import it from here only (biome.json). */
// customer-portal: the portal's Attachments tab lists, uploads and downloads through these.
export { listAttachments, uploadAttachments } from "./attachments.service.ts";
export { discardStaged, type ReceivedUpload, receiveUpload } from "./upload-receiver.ts";
