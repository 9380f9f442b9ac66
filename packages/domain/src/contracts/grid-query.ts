import { z } from "zod";
import { GridFilter, GridSort, PAGE_SIZES } from "../grid-state.ts";
import { searchBox } from "./control-chars.ts";
import { int } from "./primitives.ts";

/** A query-string parameter holding JSON (GET list calls carry filters and sorts this way). */
const jsonParam = <T extends z.ZodType>(schema: T, name: string) =>
  z.preprocess((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: `${name} must be JSON` });
      return z.NEVER;
    }
  }, schema);

/** A page size of the grid: 10, 20, 50 or 100 (spec 1 §9). */
export const pageSizeParam = (defaultPageSize: (typeof PAGE_SIZES)[number]) =>
  int("pageSize", 1, 100)
    .refine(
      (n) => (PAGE_SIZES as readonly number[]).includes(n),
      `pageSize must be one of ${PAGE_SIZES.join(", ")}`,
    )
    .default(defaultPageSize);

/** A 1-based page number. */
export const pageParam = int("page", 1, 1_000_000).default(1);

/** Query string of every server-paged list: page, pageSize, search, sort=[…], filters=[…]. */
export const gridQueryString = (defaultPageSize: (typeof PAGE_SIZES)[number]) =>
  z.object({
    page: pageParam,
    pageSize: pageSizeParam(defaultPageSize),
    search: searchBox(200).default(""),
    sort: jsonParam(z.array(GridSort).max(5), "sort").default([]),
    filters: jsonParam(z.array(GridFilter).max(50), "filters").default([]),
  });

/** A server page of rows. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
