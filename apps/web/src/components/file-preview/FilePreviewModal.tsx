import { Box, Image, Loader, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../api/instance.ts";
import { errorText } from "../ErrorFallback.tsx";
import { SizedModal } from "../SizedModal.tsx";
import { type PreviewKind, previewKindOf } from "./preview-kind.ts";

/** What the modal shows: a stored file by its download path, or an HTML document the server renders. */
export type PreviewSource =
  | { file: { path: string; name: string } }
  | { html: { queryKey: readonly unknown[]; load: () => Promise<string> } };

type Loaded = { kind: PreviewKind; blob?: Blob; text?: string };

const FRAME = {
  flex: 1,
  width: "100%",
  minHeight: 0,
  border: "1px solid var(--mantine-color-gray-3)",
} as const;

/**
 * The one preview popup (spec 2 §2, §7, §9; spec 3 §2.10): images and PDFs from an object URL, and HTML only
 * as text in a frame sandboxed without scripts, same-origin access or top navigation (`sandbox=""` + srcDoc),
 * so a stored page can neither run nor move the app's tab (issue 29, docs/decisions/0024f). Never opens an
 * HTML file as a blob: page. Text is shown as text.
 */
export const FilePreviewModal = ({
  title,
  source,
  onClose,
  width = 1200,
  height = 750,
}: {
  title: string;
  source: PreviewSource;
  onClose: () => void;
  width?: number;
  height?: number;
}) => {
  const loaded = useQuery({
    queryKey: "html" in source ? source.html.queryKey : ["file-preview", source.file.path],
    gcTime: 0,
    queryFn: async (): Promise<Loaded> => {
      if ("html" in source) return { kind: "html", text: await source.html.load() };
      const kind = previewKindOf(source.file.name) ?? "text";
      const { blob } = await api.download(source.file.path, { fallbackName: source.file.name });
      return kind === "html" || kind === "text" ? { kind, text: await blob.text() } : { kind, blob };
    },
  });
  const [url, setUrl] = useState<string>();
  const blob = loaded.data?.blob;
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);

  const body = () => {
    if (loaded.isPending)
      return (
        <Box ta="center" p="xl">
          <Loader aria-label="Loading..." />
        </Box>
      );
    if (loaded.error)
      return (
        <Text c="red" role="alert">
          Something went wrong: {errorText(loaded.error)}
        </Text>
      );
    const { kind, text } = loaded.data;
    if (kind === "html") return <iframe title={title} sandbox="" srcDoc={text} style={FRAME} />;
    if (kind === "text")
      return (
        <Box component="pre" m={0} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {text}
        </Box>
      );
    if (!url) return null;
    if (kind === "image") return <Image src={url} alt={title} fit="contain" mah="75vh" />;
    return <iframe title={title} src={url} style={FRAME} />;
  };

  return (
    <SizedModal title={title} width={width} height={height} onClose={onClose}>
      {body()}
    </SizedModal>
  );
};
