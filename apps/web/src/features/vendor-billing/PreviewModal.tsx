import { Box, Loader, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorText } from "../../components/ErrorFallback.tsx";
import { SizedModal } from "../../components/SizedModal.tsx";

/** The vendor area's HTML preview (spec 2 §2: 1200x750) in a sandboxed frame: no scripts, no same-origin. */
export const PreviewModal = ({
  title,
  queryKey,
  load,
  onClose,
}: {
  title: string;
  queryKey: readonly unknown[];
  load: () => Promise<string>;
  onClose: () => void;
}) => {
  const html = useQuery({ queryKey, queryFn: load, gcTime: 0 });
  return (
    <SizedModal title={title} width={1200} height={750} onClose={onClose}>
      {html.isPending ? (
        <Box ta="center" p="xl">
          <Loader aria-label="Loading..." />
        </Box>
      ) : html.error ? (
        <Text c="red" role="alert">
          Something went wrong: {errorText(html.error)}
        </Text>
      ) : (
        <iframe
          title={title}
          sandbox=""
          srcDoc={html.data}
          style={{ flex: 1, width: "100%", minHeight: 0, border: "1px solid var(--mantine-color-gray-3)" }}
        />
      )}
    </SizedModal>
  );
};
