import { Box, SimpleGrid, Text } from "@mantine/core";
import type { MouseEvent, ReactNode } from "react";

export interface GridTilesProps<Row extends object> {
  rows: readonly Row[];
  loading: boolean;
  emptyText: string;
  getRowId: (row: Row) => string;
  renderTile: (row: Row) => ReactNode;
  /** Right click on a tile: its row menu at the pointer (undefined: no row menu). */
  onRowMenu: ((row: Row, x: number, y: number) => void) | undefined;
}

/** The tile layout: rows as cards. */
export const GridTiles = <Row extends object>({
  rows,
  loading,
  emptyText,
  getRowId,
  renderTile,
  onRowMenu,
}: GridTilesProps<Row>) => (
  <Box p="sm">
    {rows.length === 0 && !loading ? (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    ) : (
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} spacing="sm">
        {rows.map((r) => (
          <Box
            key={getRowId(r)}
            data-tile-id={getRowId(r)}
            onContextMenu={(e: MouseEvent) => {
              if (!onRowMenu) return;
              e.preventDefault();
              onRowMenu(r, e.clientX, e.clientY);
            }}
          >
            {renderTile(r)}
          </Box>
        ))}
      </SimpleGrid>
    )}
  </Box>
);
