import type { WorkOrderDetail } from "@fm/domain/contracts";
import type { Locator, Page } from "playwright-core";
import { apiCall } from "./workorders.ts";

/** GET /api/workorder/getworkorder (the contract's WorkOrderDetail). */
export type ApiWorkOrderDetail = WorkOrderDetail;

export const getWorkOrder = (baseUrl: string, token: string, id: number) =>
  apiCall<ApiWorkOrderDetail>(baseUrl, token, "GET", "/api/workorder/getworkorder", { id });

export const isDetailCall = (id: number) => (r: { url(): string; ok(): boolean }) =>
  r.url().includes(`/api/workorder/getworkorder?id=${id}`) && r.ok();

/** Opens /workorder/details?id and waits for the form (the Work Order tab). */
export const openDetail = async (page: Page, baseUrl: string, id: number): Promise<void> => {
  await page.goto(`${baseUrl}/workorder/details?id=${id}&origin=workorder`);
  await page.getByRole("textbox", { name: "Brief Description" }).waitFor();
};

/** Picks an option of a Mantine Select by its label (typing narrows the list when it is searchable). */
export const chooseOption = async (page: Page, label: string, option: string | null): Promise<void> => {
  const input = page.getByRole("combobox", { name: label, exact: true });
  await input.click();
  const listId = await input.getAttribute("aria-controls");
  const options = (listId ? page.locator(`[id="${listId}"]`) : page.getByRole("listbox")).getByRole("option");
  if (option === null) await options.first().click();
  else await options.filter({ hasText: option }).getByText(option, { exact: true }).click();
};

export const toolbarButton = (page: Page, name: string): Locator =>
  page.getByRole("toolbar", { name: "Work order actions" }).getByRole("button", { name, exact: true });

/** Work-order list rows of a status with the fields the detail tests need. */
export const listRows = async (baseUrl: string, token: string, status: number) =>
  (
    await apiCall<{
      rows: { id: number; wonumber: string; ponumber: string | null; status: string; customername: string }[];
    }>(baseUrl, token, "GET", "/api/workorder/getworkorders", { status, pageSize: 100 })
  ).rows;
