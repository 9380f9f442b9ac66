/** What the attachments feature offers the other features; they import it from here only (biome.json). */
export { extensionOf, printable } from "./file-rules.ts";
export { discardStaged, type ReceivedUpload, receiveUpload, type StagedFile } from "./upload-receiver.ts";
