import { GridFilter, GridSort, PAGE_SIZES } from "@fm/domain";
import { z } from "zod";

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

/** Query string of every server-paged list: page, pageSize, search, sort=[…], filters=[…]. */
export const gridQueryString = (defaultPageSize: (typeof PAGE_SIZES)[number]) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine(
        (n) => (PAGE_SIZES as readonly number[]).includes(n),
        `pageSize must be one of ${PAGE_SIZES.join(", ")}`,
      )
      .default(defaultPageSize),
    search: z.string().max(200).default(""),
    sort: jsonParam(z.array(GridSort).max(5), "sort").default([]),
    filters: jsonParam(z.array(GridFilter).max(50), "filters").default([]),
  });
