import type { OutboxRow, VendorSelectionRow } from "@fm/domain/contracts";
import type { Locator, Page } from "playwright-core";
import { type ApiWorkOrder, apiCall, expectToast } from "./workorders.ts";

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

/**
 * In the vendor portal (a vendor's page): opens the order dispatched to them, accepts it with an ETA two hours
 * from now and waits for "You accepted this work order." (issue 32's acceptance).
 */
export const acceptDispatchInPortal = async (
  p: Page,
  baseUrl: string,
  workorderid: number,
): Promise<void> => {
  await p.goto(`${baseUrl}/vendorprofile/workorderdetails?id=${workorderid}`);
  await p.getByText("This work order is dispatched to you and awaits your answer.").waitFor();
  await p.getByRole("button", { name: "Accept", exact: true }).click();
  const accept = p.getByRole("dialog", { name: "Accept Work Order" });
  const eta = new Date(Date.now() + 2 * 3_600_000);
  const local = new Date(eta.getTime() - eta.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await accept.getByLabel(/^ETA/).fill(local);
  const [accepted] = await Promise.all([
    p.waitForResponse((r) => r.url().includes("/api/vendorprofile/accept")),
    accept.getByRole("button", { name: "Accept" }).click(),
  ]);
  if (accepted.status() !== 200) throw new Error(`Accept answered ${accepted.status()}`);
  await expectToast(p, "Work order accepted");
  await p.getByText("You accepted this work order.").waitFor();
};

/**
 * On the public Decline page of a dispatch e-mail's link (issue 32): types the reason, sends it and waits for the
 * thank-you; fails unless the server answered 200.
 */
export const sendDeclineReason = async (p: Page, reason: string, wonumber: string): Promise<void> => {
  await p.getByRole("textbox", { name: /^Reason/ }).fill(reason);
  const [posted] = await Promise.all([
    p.waitForResponse((r) => r.url().includes("/api/vendorresponse/") && r.request().method() === "POST"),
    p.getByRole("button", { name: "Decline" }).click(),
  ]);
  if (posted.status() !== 200) throw new Error(`Decline answered ${posted.status()}`);
  await p.getByRole("status").getByText(`Work order ${wonumber} declined. Thank you.`).waitFor();
};
