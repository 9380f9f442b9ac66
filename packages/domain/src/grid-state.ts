import { z } from "zod";
import { plainString } from "./contracts/control-chars.ts";

/** Grid page sizes allowed everywhere (spec 1 §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export const FILTER_OPS = [
  "=",
  "<>",
  "<",
  ">",
  "<=",
  ">=",
  "between",
  "contains",
  "startswith",
  "in",
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

const FilterValue = z.union([plainString("value").max(500), z.number(), z.boolean(), z.null()]);

export const GridFilter = z.object({
  column: plainString("column").min(1).max(64),
  op: z.enum(FILTER_OPS, { error: `op must be one of ${FILTER_OPS.join(", ")}` }),
  value: z.union([FilterValue, z.array(FilterValue).max(200)]),
  /** Upper bound for `between`, or of the range `<>` excludes (a date filter's whole day). */
  value2: FilterValue.optional(),
});
export type GridFilter = z.infer<typeof GridFilter>;

export const GridSort = z.object({
  column: plainString("column").min(1).max(64),
  desc: z.boolean().default(false),
});
export type GridSort = z.infer<typeof GridSort>;

export const GridColumnState = z.object({
  name: plainString("name").min(1).max(64),
  visible: z.boolean().default(true),
  index: z.number().int().min(0).max(200),
  width: z.number().int().min(20).max(2000).optional(),
});

const pageSize = z.coerce
  .number()
  .int()
  .refine(
    (n) => (PAGE_SIZES as readonly number[]).includes(n),
    `pageSize must be one of ${PAGE_SIZES.join(", ")}`,
  );

/**
 * A page's own filters beside its grid, kept in its saved views (spec 1 §5 "All filters … are saved"): the
 * work-order list's status quick filter, Flagged Orders, My Work Orders, the dashboard's ETA window.
 */
export const QuickFilters = z
  .record(z.string().min(1).max(40), z.union([z.string().max(40), z.boolean()]))
  .refine((q) => Object.keys(q).length <= 20, "quick: at most 20 filters");
export type QuickFilters = z.infer<typeof QuickFilters>;

/** The whole state of a grid: what saved views store and what list endpoints read (ARCHITECTURE.md). */
export const GridState = z.object({
  columns: z.array(GridColumnState).max(200).default([]),
  filters: z.array(GridFilter).max(50).default([]),
  sort: z.array(GridSort).max(5).default([]),
  search: plainString("search").max(200).default(""),
  pageSize: pageSize.default(20),
  quick: QuickFilters.optional(),
});
export type GridState = z.infer<typeof GridState>;

/** A list request: the grid state's query part plus the page to show (1-based). */
export const GridQuery = GridState.pick({ filters: true, sort: true, search: true, pageSize: true }).extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type GridQuery = z.infer<typeof GridQuery>;

export interface GridPage<Row> {
  rows: Row[];
  total: number;
  /** The server stopped counting at `total`: more rows match (shown as "10,000+"). */
  totalcapped?: boolean;
  page: number;
  pageSize: number;
}
