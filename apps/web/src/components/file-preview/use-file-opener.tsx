import { type ReactNode, useState } from "react";
import { downloadFile } from "../datagrid/index.ts";
import { notifyFailure } from "../notify.ts";
import { FilePreviewModal } from "./FilePreviewModal.tsx";
import { previewKindOf } from "./preview-kind.ts";

interface OpenedFile {
  path: string;
  /** the name shown (title, saved file) */
  name: string;
  /** the stored name, whose extension says how it is previewed */
  filename: string;
}

/**
 * A click on a file name (spec 3 §2.10): previewable kinds open in the one preview popup (HTML sandboxed, as
 * text: never a blob: page in the app's origin), other kinds download. Render `preview` once in the page.
 */
export const useFileOpener = (): { open: (file: OpenedFile) => void; preview: ReactNode } => {
  const [file, setFile] = useState<OpenedFile | null>(null);
  const open = (f: OpenedFile) => {
    if (previewKindOf(f.filename)) setFile(f);
    else downloadFile(f.path, undefined, f.name).catch(notifyFailure);
  };
  const preview = file && (
    <FilePreviewModal
      title={file.name}
      source={{ file: { path: file.path, name: file.filename } }}
      onClose={() => setFile(null)}
    />
  );
  return { open, preview };
};
