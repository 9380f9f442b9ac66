import { type ReactNode, useState } from "react";
import { FilePreviewModal } from "./FilePreviewModal.tsx";

interface PreviewedDocument {
  id: number;
  version?: number;
}

/**
 * The preview of a document the server renders as HTML (a proposal, an invoice): `open(doc)` shows `title`
 * (or `title(doc)`) over `load(doc.id)`, cached under `[key, id, version]`; `popup` is the open preview, if any.
 */
export const useDocumentPreview = <D extends PreviewedDocument>({
  key,
  load,
  title,
  width,
  height,
}: {
  key: readonly string[];
  load: (id: number) => Promise<string>;
  title: string | ((doc: D) => string);
  width?: number;
  height?: number;
}): { open: (doc: D) => void; popup: ReactNode } => {
  const [doc, setDoc] = useState<D | null>(null);
  const popup = doc && (
    <FilePreviewModal
      title={typeof title === "string" ? title : title(doc)}
      width={width}
      height={height}
      source={{ html: { queryKey: [...key, doc.id, doc.version], load: () => load(doc.id) } }}
      onClose={() => setDoc(null)}
    />
  );
  return { open: setDoc, popup };
};
