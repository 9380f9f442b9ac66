import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One read-only label/value pair of the portal's header and forms. */
export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" fw={500}>
      {label}
    </Text>
    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
      {children || "—"}
    </Text>
  </div>
);
