export { FilePreviewModal, type PreviewSource } from "./FilePreviewModal.tsx";
export { type PreviewKind, previewKindOf } from "./preview-kind.ts";
export { saveDownload } from "./save-download.ts";
export { useFileOpener } from "./use-file-opener.tsx";
