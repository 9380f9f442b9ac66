import { GridState } from "@fm/domain";
import { z } from "zod";

/** Saved-view page types (spec 1 §3): w work orders, c customers, v vendors, d dispatcher dashboard. */
export const PageType = z.enum(["w", "c", "v", "d"], { error: "viewType must be one of w, c, v, d" });

const viewId = z.coerce.number({ error: "viewId is required." }).int().positive("viewId is required.");
const bool = z.enum(["true", "false"]).transform((v) => v === "true");

export const ListViewsQuery = z.object({ pagetype: PageType });
export const ViewIdQuery = z.object({ viewId });
export const CreateViewQuery = z.object({
  viewName: z.string({ error: "View name is required." }).trim().min(1, "View name is required.").max(100),
  viewType: PageType,
  isDefault: bool.default(true),
});
export const UpdateViewQuery = z.object({
  viewId,
  viewType: PageType,
  viewName: z.string().trim().min(1).max(100).optional(),
  isDefault: bool.optional(),
});
export const ResetViewQuery = z.object({ viewType: PageType });

export const ViewSummary = z.object({ viewid: z.number(), viewname: z.string(), isdefault: z.boolean() });
export const SavedView = ViewSummary.extend({ pagetype: PageType, view: GridState });
export type SavedView = z.infer<typeof SavedView>;
