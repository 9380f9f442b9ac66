// @vitest-environment jsdom
import type { GridPage } from "@fm/domain";
import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataGrid } from "./DataGrid.tsx";
import { defaultGridState } from "./grid-state.ts";
import { activeRowIds, rowsRegion, type Thing, thingColumns } from "./grid-test-harness.tsx";
import { INFINITE_THRESHOLD_PX } from "./use-infinite-scroll.ts";

const thing = (id: number): Thing => ({
  id,
  name: `Thing ${id}`,
  city: "Austin",
  amount: id,
  created: "2026-01-05T15:00:00Z",
});
const loaded = (n: number, total: number): GridPage<Thing> => ({
  rows: Array.from({ length: n }, (_, i) => thing(i + 1)),
  total,
  page: 1,
  pageSize: 20,
});

/** jsdom lays nothing out: 40 px per row (plus 80 of header) in a 400 px box. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLElement) {
    return this.querySelectorAll("tbody tr").length * 40 + 80;
  });
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(400);
});
afterEach(() => vi.restoreAllMocks());

/** A caller as CustomersPage: server pages of 20 rows out of `total`, one more page per onLoadMore. */
const Infinite = ({
  total,
  loadingMore = false,
  onLoad,
}: {
  total: number;
  loadingMore?: boolean;
  onLoad: () => void;
}) => {
  const [n, setN] = useState(Math.min(20, total));
  const [value, setValue] = useState({ state: defaultGridState(thingColumns, 20), page: 1 });
  return (
    <DataGrid<Thing>
      label="Things"
      columns={thingColumns}
      value={value}
      onChange={setValue}
      data={loaded(n, total)}
      getRowId={(r) => String(r.id)}
      infinite={{
        hasMore: n < total,
        loadingMore,
        onLoadMore: () => {
          onLoad();
          setN((x) => Math.min(total, x + 20));
        },
      }}
    />
  );
};
const renderInfinite = (props: { total: number; loadingMore?: boolean }) => {
  const onLoad = vi.fn();
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <Infinite {...props} onLoad={onLoad} />
    </MantineProvider>,
  );
  return { onLoad, user };
};
const bodyRows = () =>
  screen.getByRole("table", { name: "Things" }).querySelectorAll("tbody tr[data-row-id]");
const scrollTo = (top: number) => {
  const region = rowsRegion();
  region.scrollTop = top;
  fireEvent.scroll(region);
};

describe("DataGrid infinite mode", () => {
  it("shows 'n of total loaded' instead of the pager and loads the next server page when scrolled near the end", () => {
    const { onLoad } = renderInfinite({ total: 45 });
    expect(screen.getByText("20 of 45 loaded")).toBeTruthy();
    expect(screen.queryByLabelText("Page size")).toBeNull();
    expect(bodyRows()).toHaveLength(20);
    // 20 rows: 880 px of content in a 400 px box; the end is near from 880 - 400 - threshold on.
    scrollTo(880 - 400 - INFINITE_THRESHOLD_PX - 10);
    expect(onLoad).not.toHaveBeenCalled();
    scrollTo(880 - 400 - INFINITE_THRESHOLD_PX + 10);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(bodyRows()).toHaveLength(40);
    expect(screen.getByText("40 of 45 loaded")).toBeTruthy();
    scrollTo(1680 - 400);
    expect(bodyRows()).toHaveLength(45);
    expect(screen.getByText("45 of 45 loaded")).toBeTruthy();
    scrollTo(1880 - 400);
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it("asks for no second page while one is loading", () => {
    const { onLoad } = renderInfinite({ total: 45, loadingMore: true });
    scrollTo(480);
    expect(onLoad).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Loading more rows")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("keyboard: ↓/End on the last loaded row load the next page and the cursor goes on into it", async () => {
    const { onLoad, user } = renderInfinite({ total: 45 });
    act(() => rowsRegion().focus());
    expect(activeRowIds()).toEqual(["1"]);
    await user.keyboard("{End}");
    expect(activeRowIds()).toEqual(["20"]);
    expect(onLoad).toHaveBeenCalledTimes(1);
    await user.keyboard("{ArrowDown}");
    expect(activeRowIds()).toEqual(["21"]);
    await user.keyboard("{End}{End}");
    expect(activeRowIds()).toEqual(["45"]);
    await user.keyboard("{Enter}{Home}");
    expect(activeRowIds()).toEqual(["1"]);
  });

  it("'Load more' loads the next page without scrolling", async () => {
    const { onLoad, user } = renderInfinite({ total: 30 });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByText("30 of 30 loaded")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
