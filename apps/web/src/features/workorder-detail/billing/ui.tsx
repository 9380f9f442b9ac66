import { ActionIcon, Box, Loader, Menu, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconDotsVertical } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorText } from "../../../components/ErrorFallback.tsx";
import { notifyError } from "../../../components/notify.ts";
import { SizedModal } from "../vendors/SizedModal.tsx";
import type { RowAction } from "./billing-rules.ts";

/** A row's Actions menu (the grid's 'Actions' column). */
export const ActionsMenu = <K extends string>({
  label,
  items,
  onSelect,
}: {
  label: string;
  items: RowAction<K>[];
  onSelect: (key: K) => void;
}) => (
  <Menu position="bottom-start" withinPortal shadow="md" width={240}>
    <Menu.Target>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        onClick={(e) => e.stopPropagation()}
        onDoubleClick={(e) => e.stopPropagation()}
      >
        <IconDotsVertical size={16} />
      </ActionIcon>
    </Menu.Target>
    <Menu.Dropdown aria-label={label} onClick={(e) => e.stopPropagation()}>
      {items.map((item) => [
        item.divider ? <Menu.Divider key={`${item.key}-divider`} /> : null,
        <Menu.Item
          key={item.key}
          color={item.danger ? "red" : undefined}
          disabled={item.disabled}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
        </Menu.Item>,
      ])}
    </Menu.Dropdown>
  </Menu>
);

/** Resolves true only when the user confirms. */
export const confirmDialog = (message: string, title = "Confirm", confirm = "Yes", cancel = "No") =>
  new Promise<boolean>((resolve) => {
    let answered = false;
    const answer = (v: boolean) => {
      if (answered) return;
      answered = true;
      resolve(v);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm, cancel },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });

/** Runs a call, showing its failure as an error toast; resolves undefined on failure. */
export const attempt = async <T,>(call: () => Promise<T>, failure?: string): Promise<T | undefined> => {
  try {
    return await call();
  } catch (err) {
    notifyError(failure ?? errorText(err));
    return undefined;
  }
};

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
