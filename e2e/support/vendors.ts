import type { OutboxRow, VendorSelectionRow } from "@fm/domain/contracts";
import type { Locator, Page } from "playwright-core";
import { type ApiWorkOrder, apiCall } from "./workorders.ts";

/** A Select Vendor row as the API returns it (the contract's VendorSelectionRow). */
export type ApiVendorCandidate = VendorSelectionRow;

/** A mail of the Outbox (GET /api/admin/outbox): the contract's OutboxRow. */
export type ApiOutboxMail = OutboxRow;

type Order = ApiWorkOrder & { trades: { tradeid: number; tradename: string }[] };

/**
 * A Received demo order with a trade and no vendor yet whose Select Vendor list (by distance) has an attachable
 * vendor; the last such order, so tests of other areas that take the first ones are not disturbed.
 */
export const pickOrderForVendors = async (
  baseUrl: string,
  token: string,
): Promise<{ order: Order; nearest: ApiVendorCandidate }> => {
  const { rows } = await apiCall<{ rows: Order[] }>(baseUrl, token, "GET", "/api/workorder/getworkorders", {
    status: 1,
    pageSize: 100,
  });
  for (const order of rows.filter((r) => r.trades.length > 0 && r.vendors.length === 0).reverse()) {
    const page = await apiCall<{ rows: ApiVendorCandidate[] }>(
      baseUrl,
      token,
      "GET",
      "/api/workorder/getvendorsbytrades",
      {
        workorderId: order.id,
        tradeIds: order.trades.map((t) => t.tradeid).join(","),
        sort: "distance",
        pageSize: 20,
      },
    );
    const nearest = page.rows.find((v) => v.canattach && v.distancefromjob !== null);
    if (nearest) return { order, nearest };
  }
  throw new Error("no Received demo work order with a trade, no vendor and an attachable vendor");
};

/** The distances (miles) of the Select Vendor rows, top to bottom; null where unknown. */
export const shownDistances = (page: Page): Promise<(number | null)[]> =>
  page
    .getByRole("dialog", { name: "Select Vendor" })
    .locator("[data-distance]")
    .evaluateAll((els) =>
      els.map((el) => {
        const v = el.getAttribute("data-distance") ?? "";
        return v === "" ? null : Number(v);
      }),
    );

const isVendorsCall = (r: { url(): string; ok(): boolean }) =>
  r.url().includes("/api/workorder/getvendorsbytrades") && r.ok();

/** The order's Vendor tab → Attach Vendor → Select Vendor searched for `search`: the popup, its answer drawn. */
export const searchSelectVendor = async (
  page: Page,
  baseUrl: string,
  orderId: number,
  search: string,
): Promise<Locator> => {
  await page.goto(`${baseUrl}/workorder/details?id=${orderId}&origin=workorder`);
  await page.getByRole("tab", { name: "Vendor", exact: true }).click();
  await Promise.all([
    page.waitForResponse(isVendorsCall),
    page.getByRole("button", { name: "Attach Vendor" }).click(),
  ]);
  const dialog = page.getByRole("dialog", { name: "Select Vendor" });
  await dialog.getByRole("table", { name: "Select Vendor" }).waitFor();
  await Promise.all([
    page.waitForResponse((r) => isVendorsCall(r) && new URL(r.url()).searchParams.get("search") === search),
    dialog.getByRole("textbox", { name: "Search" }).fill(search),
  ]);
  return dialog;
};
