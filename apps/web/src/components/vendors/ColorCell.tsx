import { Box } from "@mantine/core";
import type { ReactNode } from "react";

/** Fills a whole DataGrid cell with a background colour (vendor status and paperwork colours). */
export const ColorCell = ({
  color,
  title,
  children,
}: {
  color: string | undefined;
  title?: string;
  children: ReactNode;
}) => (
  <Box
    title={title}
    data-cell-color={color}
    style={{
      background: color,
      color: color ? "var(--mantine-color-dark-9)" : undefined,
      margin: "0 -8px",
      padding: "0 8px",
      height: 40,
      display: "flex",
      alignItems: "center",
      overflow: "hidden",
      textOverflow: "ellipsis",
    }}
  >
    {children}
  </Box>
);
