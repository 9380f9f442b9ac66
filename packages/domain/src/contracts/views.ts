import { z } from "zod";
import { GridState } from "../grid-state.ts";
import { boolString, id, requiredText, text } from "./primitives.ts";

/** Saved-view page types (spec 1 §3): w work orders, c customers, v vendors, d dispatcher dashboard. */
export const PageType = z.enum(["w", "c", "v", "d"], { error: "viewType must be one of w, c, v, d" });

const viewId = id("viewId");

export const ListViewsQuery = z.object({ pagetype: PageType });
export const ViewIdQuery = z.object({ viewId });
export const CreateViewQuery = z.object({
  viewName: requiredText("View name", 100),
  viewType: PageType,
  isDefault: boolString("isDefault").default(true),
});
export const UpdateViewQuery = z.object({
  viewId,
  viewType: PageType,
  viewName: text("View name", 100).min(1, "View name is required.").optional(),
  isDefault: boolString("isDefault").optional(),
});
export const ResetViewQuery = z.object({ viewType: PageType });

export const ViewSummary = z.object({ viewid: z.number(), viewname: z.string(), isdefault: z.boolean() });
export type ViewSummary = z.infer<typeof ViewSummary>;
export const SavedView = ViewSummary.extend({ pagetype: PageType, view: GridState });
export type SavedView = z.infer<typeof SavedView>;

export const ResetViewResult = z.object({ reset: z.boolean() });
export type ResetViewResult = z.infer<typeof ResetViewResult>;
export const RemoveViewResult = z.object({ removed: z.boolean() });
export type RemoveViewResult = z.infer<typeof RemoveViewResult>;
export const ViewSummaries = z.array(ViewSummary);
