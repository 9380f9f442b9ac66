import type {
  CreatedWorkOrder as CreatedWorkOrderSchema,
  WorkOrderDetail,
  WorkOrderFormInput,
} from "@fm/domain/contracts";
import type { Locator, Page } from "playwright-core";
import type { z } from "zod";
import { apiCall, jsonCall, pickWorkOrder } from "./workorders.ts";

/** GET /api/workorder/getworkorder (the contract's WorkOrderDetail). */
export type ApiWorkOrderDetail = WorkOrderDetail;

export const getWorkOrder = (baseUrl: string, token: string, id: number) =>
  apiCall<ApiWorkOrderDetail>(baseUrl, token, "GET", "/api/workorder/getworkorder", { id });

/** What POST /api/workorder/saveworkorder answers. */
export type CreatedWorkOrder = z.infer<typeof CreatedWorkOrderSchema>;

/** A new Received order of the test's own, made through the API at the job site of `from` (due 2030-06-01). */
export const newOrderAt = (
  baseUrl: string,
  token: string,
  from: ApiWorkOrderDetail,
  fields: Partial<WorkOrderFormInput> & { briefdescription: string },
): Promise<CreatedWorkOrder> =>
  jsonCall<CreatedWorkOrder>(baseUrl, token, "POST", "/api/workorder/saveworkorder", {
    customerid: from.customerid,
    jobsiteid: from.jobsiteid,
    divisionid: from.divisionid ?? 1,
    statusid: 1,
    priorityid: from.priorityid ?? 3,
    requesttypeid: from.requesttypeid ?? 1,
    duedate: "2030-06-01T17:00:00Z",
    ...fields,
  });

/** `newOrderAt` a demo Received order's site; `fields` override the site's (the brief description is the test's own). */
export const newReceivedOrder = async (
  baseUrl: string,
  token: string,
  fields: Partial<WorkOrderFormInput> & { briefdescription: string },
): Promise<CreatedWorkOrder> => {
  const demo = await pickWorkOrder(baseUrl, token, 1, () => true);
  return newOrderAt(baseUrl, token, await getWorkOrder(baseUrl, token, demo.id), fields);
};

/** On a new-order form: opens the Job Site picker and chooses its first site. */
export const chooseFirstJobSite = async (page: Page): Promise<void> => {
  await page.getByRole("button", { name: "Job Site" }).click();
  await page
    .getByRole("dialog", { name: "Job sites" })
    .getByRole("button", { name: /^Choose job site/ })
    .first()
    .click();
};

/** On a new-order form: the customer, its first job site, a due date, the first priority and the brief description. */
export const fillNewOrder = async (page: Page, customer: string, brief: string): Promise<void> => {
  await chooseOption(page, "Customer", customer);
  await chooseFirstJobSite(page);
  await page.getByRole("textbox", { name: "Due Date" }).fill("2030-06-01");
  await chooseOption(page, "Priority", null);
  await page.getByRole("textbox", { name: "Brief Description" }).fill(brief);
};

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
