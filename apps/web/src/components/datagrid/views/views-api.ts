import type { GridState } from "@fm/domain";
import {
  type PageType,
  RemoveViewResult,
  ResetViewResult,
  SavedView,
  ViewSummaries,
} from "@fm/domain/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../api/instance.ts";

export type { SavedView, ViewSummary } from "@fm/domain/contracts";

/** Saved-view page types (spec 1 §3): w work orders, c customers, v vendors, d dispatcher dashboard. */
export type ViewPageType = z.infer<typeof PageType>;

export const viewsKey = (pageType: ViewPageType) => ["views", pageType] as const;

export const viewsApi = {
  list: (pagetype: ViewPageType) =>
    api.get("/api/view/getuserviews", { query: { pagetype }, response: ViewSummaries }),
  get: (viewId: number) => api.get("/api/view/getview", { query: { viewId }, response: SavedView }),
  create: (viewName: string, viewType: ViewPageType, isDefault: boolean, view: GridState) =>
    api.post("/api/view/createview", view, {
      query: { viewName, viewType, isDefault },
      response: SavedView,
    }),
  update: (viewId: number, viewType: ViewPageType, view: GridState) =>
    api.put("/api/view/updateview", view, { query: { viewId, viewType }, response: SavedView }),
  reset: (viewType: ViewPageType) =>
    api.put("/api/view/resetmyview", undefined, { query: { viewType }, response: ResetViewResult }),
  remove: (viewId: number) =>
    api.delete("/api/view/removeview", { query: { viewId }, response: RemoveViewResult }),
};

/**
 * The user's views of a page (GET /api/view/getuserviews): the query a grid page reads and a route preload
 * starts early (decision 0023), so both share one request.
 */
export const viewsQuery = (pageType: ViewPageType) =>
  queryOptions({ queryKey: viewsKey(pageType), queryFn: () => viewsApi.list(pageType) });

/**
 * One saved view's layout (the default view a page opens with). Under viewsKey(pageType), so the refresh of
 * the views list after a save, update, remove or reset marks it stale too.
 */
export const savedViewQuery = (pageType: ViewPageType, viewId: number) =>
  queryOptions({
    queryKey: [...viewsKey(pageType), "view", viewId] as const,
    queryFn: () => viewsApi.get(viewId),
  });
