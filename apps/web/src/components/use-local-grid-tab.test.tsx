// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { GridColumn } from "./datagrid/index.ts";
import { useLocalGridTab } from "./use-local-grid-tab.ts";

interface Raw {
  id: number;
  name: string;
  created: string;
}
type Row = Raw & { number: number };

const RAW: Raw[] = [
  { id: 3, name: "Charlie", created: "2026-03-01" },
  { id: 1, name: "Alpha", created: "2026-01-01" },
  { id: 2, name: "Bravo", created: "2026-02-01" },
];
const columns: GridColumn<Row>[] = [
  { name: "number", caption: "#", type: "number" },
  { name: "name", caption: "Name" },
  { name: "created", caption: "Created", type: "date" },
];
const numbered = (rows: Raw[]): Row[] =>
  [...rows].sort((a, b) => a.id - b.id).map((r, i) => ({ ...r, number: i + 1 }));
const searchText = (r: Row) => r.name;

let queryClient = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
afterEach(() => {
  queryClient.clear();
  queryClient = new QueryClient();
});

const renderTab = (prepare = numbered) =>
  renderHook(
    () =>
      useLocalGridTab({
        queryKey: ["things"],
        queryFn: async () => RAW,
        prepare,
        // New column objects on every render, as a tab whose cells edit a row in place builds them.
        columns: columns.map((c) => ({ ...c })),
        pageSize: 2,
        initialSort: [{ column: "created", desc: true }],
        searchText,
      }),
    { wrapper },
  );

describe("useLocalGridTab", () => {
  it("prepares the server's rows, starts with the initial sort and pages in the browser", async () => {
    const { result } = renderTab();
    await waitFor(() => expect(result.current.grid.data).toBeDefined());
    const page = result.current.grid.data;
    expect(page?.rows.map((r) => [r.name, r.number])).toEqual([
      ["Charlie", 3],
      ["Bravo", 2],
    ]);
    expect(page?.total).toBe(3);
    expect(result.current.allRows().map((r) => r.id)).toEqual([3, 2, 1]);

    act(() => result.current.grid.onChange({ ...result.current.grid.value, page: 2 }));
    expect(result.current.grid.data?.rows.map((r) => r.name)).toEqual(["Alpha"]);
  });

  it("keeps the page's identity across renders while nothing it is made of changes", async () => {
    const { result, rerender } = renderTab();
    await waitFor(() => expect(result.current.grid.data).toBeDefined());
    const first = result.current.grid.data;
    rerender();
    rerender();
    expect(result.current.grid.data).toBe(first);

    act(() =>
      result.current.grid.onChange({
        ...result.current.grid.value,
        state: { ...result.current.grid.value.state, search: "alp" },
      }),
    );
    expect(result.current.grid.data).not.toBe(first);
    expect(result.current.grid.data?.rows.map((r) => r.name)).toEqual(["Alpha"]);
  });
});
