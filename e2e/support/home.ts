import type { StatusCount, WorkOrderListPage } from "@fm/domain/contracts";
import type { Locator, Page, Response } from "playwright-core";

/** A home count by status (GET /api/home/getactivecounts): the contract's StatusCount. */
export type ApiStatusCount = StatusCount;

/** The popup list page (the contract's WorkOrderListPage). */
export type ApiPopupPage = WorkOrderListPage;

/** A successful GET of `path` (and, when given, with these query values). */
export const isApiGet =
  (path: string, query: Record<string, string> = {}) =>
  (r: Response): boolean => {
    if (!r.ok() || r.request().method() !== "GET") return false;
    const url = new URL(r.url());
    return url.pathname === path && Object.entries(query).every(([k, v]) => url.searchParams.get(k) === v);
  };

export const isActiveCounts = isApiGet("/api/home/getactivecounts");

/** The popup dialog of the home dashboards. */
export const popup = (page: Page): Locator => page.getByRole("dialog");

/** Column captions of a grid, in order (from the header's sort buttons). */
export const gridCaptions = (table: Locator): Promise<string[]> =>
  table
    .locator("thead tr")
    .first()
    .locator("th")
    .evaluateAll((ths) =>
      ths.map((th) =>
        (th.querySelector("button[aria-label^='Sort by']")?.textContent ?? th.textContent ?? "").trim(),
      ),
    );

/** Each shown row's id and the text of one column (by caption). */
export const gridColumnValues = async (
  table: Locator,
  caption: string,
): Promise<{ id: number; value: string }[]> => {
  const index = (await gridCaptions(table)).indexOf(caption);
  if (index < 0) throw new Error(`the grid has no column '${caption}'`);
  return table.locator("tbody tr[data-row-id]").evaluateAll(
    (trs, i) =>
      trs.map((tr) => ({
        id: Number(tr.getAttribute("data-row-id")),
        value: (tr.querySelectorAll("td")[i]?.textContent ?? "").trim(),
      })),
    index,
  );
};
