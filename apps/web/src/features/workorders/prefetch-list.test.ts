import type { GridState } from "@fm/domain";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { filterTypes, mergeColumns, toListQuery } from "../../components/datagrid/grid-state.ts";
import { type SavedView, type ViewSummary, viewsApi } from "../../components/datagrid/views/views-api.ts";
import { labelsApi } from "../../components/labels/labels-api.ts";
import { prefetchWorkOrderList, warmWorkOrderList } from "./prefetch-list.ts";
import { quickQuery, readQuickFilters, workOrderApi, workOrderKeys } from "./workorder-api.ts";

const page = { rows: [], total: 0 } as unknown as Awaited<ReturnType<typeof workOrderApi.list>>;
const summaries = (isdefault: boolean): ViewSummary[] => [
  { viewid: 7, viewname: "Mine", isdefault } as ViewSummary,
];
const state = (over: Partial<GridState>): GridState => ({
  columns: [],
  filters: [],
  sort: [],
  search: "",
  pageSize: 100,
  ...over,
});

describe("prefetchWorkOrderList", () => {
  let qc: QueryClient;
  beforeEach(() => {
    qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    vi.spyOn(workOrderApi, "statuses").mockResolvedValue([]);
    vi.spyOn(labelsApi, "meta").mockResolvedValue([]);
  });
  afterEach(() => vi.restoreAllMocks());

  it("without a default view asks for the built-in first page with the address's quick filters", async () => {
    vi.spyOn(viewsApi, "list").mockResolvedValue(summaries(false));
    const get = vi.spyOn(viewsApi, "get");
    const list = vi.spyOn(workOrderApi, "list").mockResolvedValue(page);
    await prefetchWorkOrderList(qc, new URLSearchParams("status=3&mine=true"));
    expect(get).not.toHaveBeenCalled();
    const query = { page: 1, pageSize: 100, status: "3", mine: "true" };
    expect(list).toHaveBeenCalledWith(query, expect.anything());
    expect(qc.getQueryData(workOrderKeys.list(query))).toBe(page);
    expect(qc.getQueryData(["lookups", "statuses"])).toEqual([]);
  });

  it("asks for the default view's first page (its sort, search, page size and typed filters)", async () => {
    vi.spyOn(viewsApi, "list").mockResolvedValue(summaries(true));
    const view = {
      viewid: 7,
      view: state({
        sort: [{ column: "dispatchdate", desc: true }],
        search: " leak ",
        pageSize: 50,
        filters: [{ column: "dispatchdate", op: "=", value: "2026-11-02" }],
      }),
    } as unknown as SavedView;
    vi.spyOn(viewsApi, "get").mockResolvedValue(view);
    const list = vi.spyOn(workOrderApi, "list").mockResolvedValue(page);
    const types = vi.fn(async () => ({ dispatchdate: "date" as const }));
    await prefetchWorkOrderList(qc, new URLSearchParams(), types);
    expect(types).toHaveBeenCalledTimes(1);
    const [query] = list.mock.calls[0] ?? [];
    expect(query).toMatchObject({ page: 1, pageSize: 50, search: "leak", status: "active" });
    expect(JSON.parse(String(query?.sort))).toEqual([{ column: "dispatchdate", desc: true }]);
    // a date filter is sent as the day's range, as the grid sends it
    expect(JSON.parse(String(query?.filters))).toHaveLength(1);
    expect(qc.getQueryData(["views", "w", "view", 7])).toBe(view);
  });

  it("asks for the page's own key: the grid's query from the default view merged with the list's columns", async () => {
    const { workOrderColumns } = await import("./workorder-columns.tsx");
    const columns = workOrderColumns("workorder", []);
    const saved = state({
      sort: [{ column: "scheduledate", desc: false }],
      filters: [
        { column: "scheduledate", op: ">=", value: "2026-11-01" },
        { column: "city", op: "contains", value: "Austin" },
      ],
    });
    vi.spyOn(viewsApi, "list").mockResolvedValue(summaries(true));
    vi.spyOn(viewsApi, "get").mockResolvedValue({ viewid: 7, view: saved } as unknown as SavedView);
    vi.spyOn(workOrderApi, "list").mockResolvedValue(page);
    await prefetchWorkOrderList(qc, new URLSearchParams("overdue=true"));
    // what WorkOrderGrid asks for once useSavedViews has applied the default view
    const pageQuery = {
      ...toListQuery(mergeColumns(saved, columns), 1, filterTypes(columns)),
      ...quickQuery(readQuickFilters(new URLSearchParams("overdue=true"))),
    };
    expect(qc.getQueryData(workOrderKeys.list(pageQuery))).toBe(page);
  });

  it("asks for no page while the views cannot be read, and never rejects", async () => {
    vi.spyOn(viewsApi, "list").mockRejectedValue(new Error("500"));
    const list = vi.spyOn(workOrderApi, "list");
    await expect(prefetchWorkOrderList(qc, new URLSearchParams())).resolves.toBeUndefined();
    expect(list).not.toHaveBeenCalled();
  });

  it("shares the views request with a page already asking", async () => {
    const views = vi.spyOn(viewsApi, "list").mockResolvedValue(summaries(false));
    const list = vi.spyOn(workOrderApi, "list").mockResolvedValue(page);
    await Promise.all([
      prefetchWorkOrderList(qc, new URLSearchParams()),
      prefetchWorkOrderList(qc, new URLSearchParams()),
    ]);
    expect(views).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("with views already read (even stale) asks for the page at once and refreshes the views behind it", async () => {
    const views = vi.spyOn(viewsApi, "list").mockResolvedValue(summaries(false));
    await warmWorkOrderList(qc);
    expect(views).toHaveBeenCalledTimes(1);
    // stale by age (not invalidated): older than the 30 s staleTime
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 60_000);
    let answer: (v: ViewSummary[]) => void = () => undefined;
    views.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const list = vi.spyOn(workOrderApi, "list").mockResolvedValue(page);
    await prefetchWorkOrderList(qc, new URLSearchParams());
    // the page left with the cached (stale) views while the refresh was still unanswered
    expect(list).toHaveBeenCalledTimes(1);
    expect(views).toHaveBeenCalledTimes(2);
    answer(summaries(false));
  });

  it("waits for the views after they were invalidated (a view saved or changed): never a guessed page", async () => {
    const views = vi.spyOn(viewsApi, "list").mockResolvedValue(summaries(false));
    await warmWorkOrderList(qc);
    await qc.invalidateQueries({ queryKey: ["views", "w"] });
    views.mockResolvedValue(summaries(true));
    const view = { viewid: 7, view: state({ search: "boiler" }) } as unknown as SavedView;
    vi.spyOn(viewsApi, "get").mockResolvedValue(view);
    const list = vi.spyOn(workOrderApi, "list").mockResolvedValue(page);
    await prefetchWorkOrderList(qc, new URLSearchParams());
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]?.[0]).toMatchObject({ search: "boiler" });
  });
});

describe("warmWorkOrderList (on idle after the first screen, decision 0023)", () => {
  let qc: QueryClient;
  beforeEach(() => {
    qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  });
  afterEach(() => vi.restoreAllMocks());

  it("reads the statuses, the captions, the views and the default view, but asks for no page", async () => {
    const statuses = vi.spyOn(workOrderApi, "statuses").mockResolvedValue([]);
    const meta = vi.spyOn(labelsApi, "meta").mockResolvedValue([]);
    vi.spyOn(viewsApi, "list").mockResolvedValue(summaries(true));
    const view = { viewid: 7, view: state({}) } as unknown as SavedView;
    const get = vi.spyOn(viewsApi, "get").mockResolvedValue(view);
    const list = vi.spyOn(workOrderApi, "list");
    await warmWorkOrderList(qc);
    expect(statuses).toHaveBeenCalledTimes(1);
    expect(meta).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(7);
    expect(qc.getQueryData(["views", "w", "view", 7])).toBe(view);
    expect(list).not.toHaveBeenCalled();
  });

  it("never rejects when the views cannot be read", async () => {
    vi.spyOn(workOrderApi, "statuses").mockResolvedValue([]);
    vi.spyOn(labelsApi, "meta").mockResolvedValue([]);
    vi.spyOn(viewsApi, "list").mockRejectedValue(new Error("500"));
    await expect(warmWorkOrderList(qc)).resolves.toBeUndefined();
  });
});
