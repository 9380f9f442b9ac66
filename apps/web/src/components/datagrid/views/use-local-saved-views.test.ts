// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { GridColumn } from "../grid-types.ts";
import { useLocalSavedViews } from "./use-local-saved-views.ts";

interface Row {
  id: number;
  name: string;
}
const columns: GridColumn<Row>[] = [
  { name: "id", caption: "Id", type: "number" },
  { name: "name", caption: "Name" },
];
const KEY = "test-workorderlist";

afterEach(() => localStorage.clear());

describe("useLocalSavedViews (saved views kept in the browser)", () => {
  it("saves a default view, applies it on the next visit, updates, resets and removes it", async () => {
    const first = renderHook(() => useLocalSavedViews(KEY, columns, 100));
    expect(first.result.current.ready).toBe(true);
    expect(first.result.current.dirty).toBe(false);
    act(() =>
      first.result.current.setValue({
        state: { ...first.result.current.value.state, search: "leak" },
        page: 1,
      }),
    );
    expect(first.result.current.dirty).toBe(true);
    await act(async () => {
      await first.result.current.saveView("Leaks", true);
    });
    expect(first.result.current.views).toEqual([{ viewid: 1, viewname: "Leaks", isdefault: true }]);
    expect(first.result.current.dirty).toBe(false);
    first.unmount();

    // Next visit: the default view is applied at once.
    const again = renderHook(() => useLocalSavedViews(KEY, columns, 100));
    expect(again.result.current.current?.viewname).toBe("Leaks");
    expect(again.result.current.value.state.search).toBe("leak");
    act(() =>
      again.result.current.setValue({
        state: { ...again.result.current.value.state, search: "roof" },
        page: 1,
      }),
    );
    await act(async () => {
      await again.result.current.updateView();
    });
    expect(JSON.parse(localStorage.getItem(KEY) ?? "{}").views[0].view.search).toBe("roof");

    await act(async () => {
      await again.result.current.resetLayout();
    });
    expect(again.result.current.current).toBeNull();
    expect(again.result.current.value.state.search).toBe("");
    expect(again.result.current.views[0]?.isdefault).toBe(false);

    await act(async () => {
      await again.result.current.removeView(1);
    });
    expect(again.result.current.views).toEqual([]);
  });

  it("ignores a damaged entry and shows the built-in layout", () => {
    localStorage.setItem(KEY, "{not json");
    const { result } = renderHook(() => useLocalSavedViews(KEY, columns, 50));
    expect(result.current.views).toEqual([]);
    expect(result.current.value.state.pageSize).toBe(50);
  });
});
