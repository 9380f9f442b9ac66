export { FilePreviewModal, type PreviewSource } from "./FilePreviewModal.tsx";
export { type PreviewKind, previewKindOf } from "./preview-kind.ts";
export { saveDownload } from "./save-download.ts";
export { useDocumentPreview } from "./use-document-preview.tsx";
export { useFileOpener } from "./use-file-opener.tsx";
