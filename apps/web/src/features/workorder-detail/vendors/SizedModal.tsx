import { Modal } from "@mantine/core";
import type { ReactNode } from "react";

/** A popup of the spec's size (width x height in px, spec 2 §9). */
export const SizedModal = ({
  onClose,
  title,
  width,
  height,
  children,
}: {
  onClose: () => void;
  title: string;
  width: number | string;
  height: number | string;
  children: ReactNode;
}) => (
  <Modal
    opened
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
