import type { GridState } from "@fm/domain";
import { useCallback, useMemo, useState } from "react";
import { defaultGridState, mergeColumns, sameGridState } from "../grid-state.ts";
import type { GridColumn, GridValue } from "../grid-types.ts";
import type { SavedViewsController } from "./use-saved-views.ts";
import type { SavedView } from "./views-api.ts";

interface Stored {
  views: SavedView[];
  nextId: number;
}

const read = (key: string): Stored => {
  try {
    const raw = localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (parsed && Array.isArray(parsed.views)) return { views: parsed.views, nextId: parsed.nextId ?? 1 };
  } catch {
    // A damaged entry is ignored: the built-in layout shows.
  }
  return { views: [], nextId: 1 };
};

/**
 * Saved views kept in the browser under `storageKey` (the portals' grids keep their state in the browser,
 * spec 1 §2: key workorderlist): the same controller as useSavedViews, so SavedViewsBar works unchanged.
 */
export const useLocalSavedViews = <Row>(
  storageKey: string,
  columns: readonly GridColumn<Row>[],
  defaultPageSize: number,
): SavedViewsController => {
  const builtIn = useMemo(() => defaultGridState(columns, defaultPageSize), [columns, defaultPageSize]);
  const [stored, setStored] = useState<Stored>(() => read(storageKey));
  const initial = stored.views.find((v) => v.isdefault) ?? null;
  const [current, setCurrent] = useState<SavedView | null>(initial);
  const [value, setValue] = useState<GridValue>(() => ({
    state: initial ? mergeColumns(initial.view, columns) : builtIn,
    page: 1,
  }));

  const write = useCallback(
    (next: Stored) => {
      localStorage.setItem(storageKey, JSON.stringify(next));
      setStored(next);
    },
    [storageKey],
  );
  const apply = (view: SavedView | null) => {
    setCurrent(view);
    setValue({ state: view ? mergeColumns(view.view, columns) : builtIn, page: 1 });
  };
  const reference = current ? mergeColumns(current.view, columns) : builtIn;

  return {
    ready: true,
    value,
    setValue,
    views: stored.views.map(({ viewid, viewname, isdefault }) => ({ viewid, viewname, isdefault })),
    current,
    dirty: !sameGridState(value.state, reference),
    selectView: async (viewId) => apply(stored.views.find((v) => v.viewid === viewId) ?? null),
    saveView: async (name, isDefault) => {
      const saved: SavedView = {
        viewid: stored.nextId,
        viewname: name,
        isdefault: isDefault,
        pagetype: "w",
        view: value.state as GridState,
      };
      const others = stored.views.map((v) => (isDefault ? { ...v, isdefault: false } : v));
      write({ views: [...others, saved], nextId: stored.nextId + 1 });
      setCurrent(saved);
      return saved;
    },
    updateView: async () => {
      if (!current) throw new Error("Choose a view to update.");
      const saved = { ...current, view: value.state };
      write({ ...stored, views: stored.views.map((v) => (v.viewid === saved.viewid ? saved : v)) });
      setCurrent(saved);
      return saved;
    },
    removeView: async (viewId) => {
      write({ ...stored, views: stored.views.filter((v) => v.viewid !== viewId) });
      if (current?.viewid === viewId) apply(null);
    },
    resetLayout: async () => {
      write({ ...stored, views: stored.views.map((v) => ({ ...v, isdefault: false })) });
      apply(null);
    },
  };
};
