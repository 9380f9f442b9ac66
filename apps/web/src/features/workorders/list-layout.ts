import type { GridValue } from "../../components/datagrid/index.ts";
import { WORK_ORDER_PAGE_SIZE } from "./workorder-api.ts";

export type ListLayout = "table" | "tiles";

/** The status-tile list shows 20 work orders a page (spec 1 §9); the grid its own size (100 unless chosen). */
export const TILE_PAGE_SIZE = 20;

/**
 * The grid value after switching layout: tiles page by 20 from page 1; back to the grid, the page size it had
 * (`tablePageSize`, default 100).
 */
export const withLayout = (
  value: GridValue,
  layout: ListLayout,
  tablePageSize: number = WORK_ORDER_PAGE_SIZE,
): GridValue => ({
  page: 1,
  state: { ...value.state, pageSize: layout === "tiles" ? TILE_PAGE_SIZE : tablePageSize },
});
