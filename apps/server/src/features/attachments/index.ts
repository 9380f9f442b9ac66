/** What the attachments feature offers the other features; they import it from here only (biome.json). */
// Work-order import (issue 18): the same file rules and upload receiver for imported files.
export { extensionOf, FILE_KINDS, fileNameProblem, printable, storedNameFor } from "./file-rules.ts";
export { discardStaged, type ReceivedUpload, receiveUpload, type StagedFile } from "./upload-receiver.ts";
