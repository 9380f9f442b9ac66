export { FilePreviewModal, type PreviewSource } from "./FilePreviewModal.tsx";
export { type PreviewKind, previewKindOf } from "./preview-kind.ts";
export { useFileOpener } from "./use-file-opener.tsx";
