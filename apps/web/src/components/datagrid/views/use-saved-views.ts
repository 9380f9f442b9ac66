import type { GridState, QuickFilters } from "@fm/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { defaultGridState, mergeColumns, sameGridState } from "../grid-state.ts";
import type { GridColumn, GridValue } from "../grid-types.ts";
import {
  type SavedView,
  savedViewQuery,
  type ViewPageType,
  viewsApi,
  viewsKey,
  viewsQuery,
} from "./views-api.ts";

export interface SavedViewsController {
  /** False until the default view (if any) has been applied. */
  ready: boolean;
  value: GridValue;
  setValue: (value: GridValue) => void;
  views: { viewid: number; viewname: string; isdefault: boolean }[];
  /** The view whose layout is shown (null: the built-in layout). */
  current: SavedView | null;
  /** The grid differs from the loaded view (or from the built-in layout). */
  dirty: boolean;
  selectView: (viewId: number | null) => Promise<void>;
  saveView: (name: string, isDefault: boolean) => Promise<SavedView>;
  updateView: () => Promise<SavedView>;
  removeView: (viewId: number) => Promise<void>;
  /** Reset Layout: no default view any more, and the built-in layout. */
  resetLayout: () => Promise<void>;
}

/** A page's filters beside the grid (kept in the URL or in state by the page), saved with its views. */
export interface QuickFilterBinding {
  /** The filters as the page shows them now. */
  value: QuickFilters;
  /** The page's filters with no view chosen. */
  builtIn: QuickFilters;
  /** Show these filters (a view was chosen; `initial` when it is the default view applied on opening). */
  apply: (quick: QuickFilters, initial: boolean) => void;
}

const sameQuick = (a: QuickFilters, b: QuickFilters) => {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.every((k) => (a[k] ?? null) === (b[k] ?? null));
};

/**
 * A page's grid state backed by the user's saved views: the default view is applied when the page opens
 * (spec 1 §4), views can be chosen, saved, updated and removed, and Reset Layout returns to the built-in one.
 */
export const useSavedViews = <Row>(
  pageType: ViewPageType,
  columns: readonly GridColumn<Row>[],
  defaultPageSize: number,
  quick?: QuickFilterBinding,
): SavedViewsController => {
  const queryClient = useQueryClient();
  const builtIn = useMemo(() => defaultGridState(columns, defaultPageSize), [columns, defaultPageSize]);
  const [value, setValue] = useState<GridValue>({ state: builtIn, page: 1 });
  const [current, setCurrent] = useState<SavedView | null>(null);
  const [ready, setReady] = useState(false);
  const started = useRef(false);

  const list = useQuery(viewsQuery(pageType));
  const views = list.data ?? [];

  // The page's binding of the moment (its value and callbacks change every render).
  const quickRef = useRef(quick);
  quickRef.current = quick;

  const apply = useCallback(
    (view: SavedView | null, initial = false) => {
      setCurrent(view);
      setValue({ state: view ? mergeColumns(view.view, columns) : builtIn, page: 1 });
      const binding = quickRef.current;
      if (binding) binding.apply(view?.view.quick ?? binding.builtIn, initial);
    },
    [columns, builtIn],
  );
  /** The state a view stores: the grid and the page's filters beside it. */
  const toSave = (): GridState => (quick ? { ...value.state, quick: quick.value } : value.state);

  // The default view loads automatically (once, when the list of views arrives).
  useEffect(() => {
    if (started.current || (!list.data && !list.isError)) return;
    started.current = true;
    const def = list.data?.find((v) => v.isdefault);
    if (!def) {
      setReady(true);
      return;
    }
    // Through the cache: a route preload (decision 0023) may have asked for it already.
    queryClient
      .fetchQuery(savedViewQuery(pageType, def.viewid))
      .then((view) => apply(view, true))
      .catch(() => undefined)
      .finally(() => setReady(true));
  }, [list.data, list.isError, apply, queryClient, pageType]);

  // Without a default view the grid is ready as soon as the list of views is here (not one render later,
  // after the effect): the page's request goes out in the same commit (issue 19).
  const readyNow = ready || list.isError || (!!list.data && !list.data.some((v) => v.isdefault));

  const refreshList = () => queryClient.invalidateQueries({ queryKey: viewsKey(pageType) });

  const reference = current ? mergeColumns(current.view, columns) : builtIn;
  const quickReference = quick ? (current?.view.quick ?? quick.builtIn) : {};
  const dirty =
    !sameGridState(value.state, reference) || (quick ? !sameQuick(quick.value, quickReference) : false);

  return {
    ready: readyNow,
    value,
    setValue,
    views,
    current,
    dirty,
    selectView: async (viewId) => {
      apply(viewId === null ? null : await viewsApi.get(viewId));
    },
    saveView: async (name, isDefault) => {
      const saved = await viewsApi.create(name, pageType, isDefault, toSave());
      setCurrent(saved);
      await refreshList();
      return saved;
    },
    updateView: async () => {
      if (!current) throw new Error("Choose a view to update.");
      const saved = await viewsApi.update(current.viewid, pageType, toSave());
      setCurrent(saved);
      await refreshList();
      return saved;
    },
    removeView: async (viewId) => {
      await viewsApi.remove(viewId);
      if (current?.viewid === viewId) apply(null);
      await refreshList();
    },
    resetLayout: async () => {
      await viewsApi.reset(pageType);
      apply(null);
      await refreshList();
    },
  };
};

export type { GridState };
