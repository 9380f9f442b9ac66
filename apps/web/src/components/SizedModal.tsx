import { Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { useReturnFocus } from "./use-return-focus.ts";

/**
 * The one popup of the spec's size (width x height; spec 1 §2 'Popups in this area', spec 2 §9): the spec
 * size, capped to the viewport (95vh), with a body that scrolls when its content is taller. Forms use
 * FormModal, which renders this. Closing it (Save, Cancel, Escape, or unmounting it) returns focus to
 * whatever opened it.
 */
export const SizedModal = ({
  opened = true,
  onClose,
  title,
  width,
  height,
  children,
}: {
  opened?: boolean;
  onClose: () => void;
  title: string;
  width: number | string;
  height: number | string;
  children: ReactNode;
}) => {
  useReturnFocus();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={width}
      centered
      styles={{
        content: { height, maxHeight: "95vh", display: "flex", flexDirection: "column" },
        body: { flex: 1, display: "flex", flexDirection: "column", minHeight: 0, overflow: "auto" },
        title: { fontWeight: 650 },
      }}
    >
      {children}
    </Modal>
  );
};
