import { Box, Button, Loader, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { SizedModal } from "../../../components/SizedModal.tsx";

/** An HTML document (proposal or invoice) in a sandboxed frame: no scripts, no same-origin access. */
export const PreviewModal = ({
  title,
  width,
  height,
  queryKey,
  load,
  onClose,
}: {
  title: string;
  width: number;
  height: number;
  queryKey: readonly unknown[];
  load: () => Promise<string>;
  onClose: () => void;
}) => {
  const html = useQuery({ queryKey, queryFn: load, gcTime: 0 });
  return (
    <SizedModal title={title} width={width} height={height} onClose={onClose}>
      {html.isPending ? (
        <Box ta="center" p="xl">
          <Loader />
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

/** The grid toolbar's "Add …" button of a billing tab. */
export const AddButton = ({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) => (
  <Button size="xs" leftSection={<IconPlus size={16} />} disabled={disabled} onClick={onClick}>
    {label}
  </Button>
);
