import { Modal } from "@mantine/core";
import type { ReactNode } from "react";

/** A popup of the spec's size (width x height, spec 1 §2 'Popups in this area'). */
export const SizedModal = ({
  opened,
  onClose,
  title,
  width,
  height,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  width: number;
  height: number;
  children: ReactNode;
}) => (
  <Modal
    opened={opened}
    onClose={onClose}
    title={title}
    size={width}
    centered
    styles={{
      content: { minHeight: height, display: "flex", flexDirection: "column" },
      body: { flex: 1, display: "flex", flexDirection: "column" },
      title: { fontWeight: 650 },
    }}
  >
    {children}
  </Modal>
);
