import type { GridState } from "@fm/domain";
import { api } from "../../../api/instance.ts";

/** Saved-view page types (spec 1 §3): w work orders, c customers, v vendors, d dispatcher dashboard. */
export type ViewPageType = "w" | "c" | "v" | "d";

export interface ViewSummary {
  viewid: number;
  viewname: string;
  isdefault: boolean;
}

export interface SavedView extends ViewSummary {
  pagetype: ViewPageType;
  view: GridState;
}

export const viewsKey = (pageType: ViewPageType) => ["views", pageType] as const;

export const viewsApi = {
  list: (pagetype: ViewPageType) => api.get<ViewSummary[]>("/api/view/getuserviews", { query: { pagetype } }),
  get: (viewId: number) => api.get<SavedView>("/api/view/getview", { query: { viewId } }),
  create: (viewName: string, viewType: ViewPageType, isDefault: boolean, view: GridState) =>
    api.post<SavedView>("/api/view/createview", view, { query: { viewName, viewType, isDefault } }),
  update: (viewId: number, viewType: ViewPageType, view: GridState) =>
    api.put<SavedView>("/api/view/updateview", view, { query: { viewId, viewType } }),
  reset: (viewType: ViewPageType) =>
    api.put<{ reset: boolean }>("/api/view/resetmyview", undefined, { query: { viewType } }),
  remove: (viewId: number) => api.delete<{ removed: boolean }>("/api/view/removeview", { query: { viewId } }),
};
