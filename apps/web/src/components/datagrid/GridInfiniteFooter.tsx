import { Button, Group, Loader, Text } from "@mantine/core";
import type { GridInfinite } from "./grid-types.ts";

/** Infinite mode's footer instead of the pager: "100 of 2,000 loaded", a loader, and 'Load more' for mice-less users. */
export const GridInfiniteFooter = ({
  loaded,
  total,
  infinite,
}: {
  loaded: number;
  total: number;
  infinite: GridInfinite;
}) => (
  <Group justify="space-between" px="sm" py={6} gap="sm" mih={40}>
    <Text size="xs" c="dimmed" aria-live="polite">
      {loaded.toLocaleString("en-US")} of {total.toLocaleString("en-US")} loaded
    </Text>
    {infinite.loadingMore ? (
      <Loader size="xs" aria-label="Loading more rows" />
    ) : (
      infinite.hasMore && (
        <Button size="compact-xs" variant="subtle" onClick={infinite.onLoadMore}>
          Load more
        </Button>
      )
    )}
  </Group>
);
