import { PAGE_SIZES } from "@fm/domain";
import { Group, Pagination, SegmentedControl, Text } from "@mantine/core";
import { memo } from "react";
import { phoneTargets } from "./phone.ts";

export interface GridPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** More rows match than `total` (the server counts broad filters up to a cap): "of 10,000+". */
  totalCapped?: boolean;
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /**
   * A phone (issue 31): page sizes and pages are 44 × 44 px targets (phoneTargets), one page each side of the
   * current one, and the bar wraps inside the grid's width.
   */
  phone?: boolean;
}

/**
 * Paging bar: page size (10/20/50/100), pages, and "1–100 of 2,000" ("of 10,000+" when the count was capped).
 * On a phone every control is a finger target and the bar wraps; a wide screen's bar is unchanged.
 */
export const GridPager = memo(function GridPager({
  page,
  pageSize,
  total,
  totalCapped = false,
  pageSizes = PAGE_SIZES,
  onPage,
  onPageSize,
  phone = false,
}: GridPagerProps) {
  // A capped count does not say where the rows end: while it is capped, there is always a next page to try.
  const counted = Math.max(1, Math.ceil(total / pageSize));
  const pages = totalCapped ? Math.max(counted, page + 1) : counted;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = totalCapped ? page * pageSize : Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" px="sm" py={6} gap="sm" {...phoneTargets(phone)} data-grid-pager>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          Page size
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Page size"
          value={String(pageSize)}
          data={pageSizes.map(String)}
          onChange={(v) => onPageSize(Number(v))}
        />
      </Group>
      <Group gap="sm">
        <Text size="xs" c="dimmed" aria-live="polite">
          {from.toLocaleString("en-US")}–{to.toLocaleString("en-US")} of {total.toLocaleString("en-US")}
          {totalCapped ? "+" : ""}
        </Text>
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          siblings={phone ? 0 : 1}
          boundaries={1}
          gap={phone ? 4 : undefined}
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      </Group>
    </Group>
  );
});
