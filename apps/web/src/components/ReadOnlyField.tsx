import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One read-only label/value pair of a record's header or form ("—" when empty): the staff Summary, the portals. */
export const ReadOnlyField = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" fw={500}>
      {label}
    </Text>
    <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
      {children || "—"}
    </Text>
  </div>
);
