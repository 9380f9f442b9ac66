import type { WorkOrderListRow } from "@fm/domain/contracts";
import type { Locator, Page, Response } from "playwright-core";
import { DEMO, DEMO_PASSWORD, type DemoRole } from "./demo-users.ts";
import { apiLogin } from "./login.ts";

/** A work-order list row as the API returns it (the contract's WorkOrderListRow). */
export type ApiWorkOrder = WorkOrderListRow;

/** Signs in through the API (for test set-up and checks, never instead of the UI under test). */
export const apiToken = async (baseUrl: string, role: DemoRole): Promise<string> =>
  (await apiLogin(baseUrl, DEMO[role].email, DEMO_PASSWORD)).accessToken;

export const apiCall = async <T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T> => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(`${baseUrl}${path}${qs ? `?${qs}` : ""}`, {
    method,
    headers: { authorization: `Bearer ${token}`, name: "e2e" },
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

/** A write (or a read) through the API with an optional JSON body, for test set-up and checks. */
export const jsonCall = async <T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      name: "e2e",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

/** Work orders of a status (id) from the list API, 100 at most. */
export const workOrdersOfStatus = async (baseUrl: string, token: string, status: number) =>
  (
    await apiCall<{ rows: ApiWorkOrder[]; total: number }>(
      baseUrl,
      token,
      "GET",
      "/api/workorder/getworkorders",
      {
        status,
        pageSize: 100,
      },
    )
  ).rows;

/** A row matching `pick` (stable criteria on the seeded demo data), or a clear failure. */
export const pickWorkOrder = async (
  baseUrl: string,
  token: string,
  status: number,
  pick: (r: ApiWorkOrder) => boolean,
): Promise<ApiWorkOrder> => {
  const row = (await workOrdersOfStatus(baseUrl, token, status)).find(pick);
  if (!row) throw new Error(`no demo work order of status ${status} fits the test`);
  return row;
};

export const isListCall = (r: Response) => r.url().includes("/api/workorder/getworkorders") && r.ok();
export const isAlertsCall = (r: Response) => r.url().includes("/api/dashboard/getalerts") && r.ok();

/** Opens /workorder and waits for its first page of rows. */
export const openWorkOrders = async (page: Page, baseUrl: string, path = "/workorder"): Promise<void> => {
  await Promise.all([page.waitForResponse(isListCall), page.goto(`${baseUrl}${path}`)]);
  await page.getByRole("table", { name: "Work orders" }).waitFor();
};

/** Types a search term (a work-order number) and waits for the list call that carries it. */
export const searchWorkOrders = async (page: Page, term: string): Promise<void> => {
  await Promise.all([
    page.waitForResponse((r) => isListCall(r) && new URL(r.url()).searchParams.get("search") === term),
    page.getByRole("textbox", { name: "Search" }).fill(term),
  ]);
};

export const gridRow = (page: Page, id: number): Locator => page.locator(`tbody tr[data-row-id="${id}"]`);

/** Right-clicks a row and returns its context menu. */
export const openRowMenu = async (page: Page, id: number): Promise<Locator> => {
  await gridRow(page, id).click({ button: "right" });
  const menu = page.getByRole("menu");
  await menu.waitFor();
  return menu;
};

/** Waits for a toast with exactly this text. */
export const expectToast = async (page: Page, text: string): Promise<void> => {
  await page.getByRole("alert").getByText(text, { exact: true }).first().waitFor();
};
