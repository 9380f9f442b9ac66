import type { AutoDispatchState } from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { apiCall, jsonCall } from "./workorders.ts";

/**
 * A vendor of the automatic-dispatch journeys: in Fairbanks, AK (`zip`, far from every demo vendor), doing
 * `tradeid` at dispatch priority 1 — so vendors made one after another rank in that order for a site there.
 */
export const makeDispatchVendor = async (
  baseUrl: string,
  admin: string,
  v: { name: string; emailKey: string; zip: string; tradeid: number; phone: string },
) => {
  const dispatchemail = `${v.emailKey}@vendor.example.com`;
  const { id } = await jsonCall<{ id: number }>(baseUrl, admin, "POST", "/api/vendor/save", {
    name: v.name,
    address: "100 Cushman St",
    city: "Fairbanks",
    statecode: "AK",
    postalcode: v.zip,
    primaryphone: v.phone,
    primaryemail: `office-${v.emailKey}@vendor.example.com`,
    dispatchemail,
    tierid: 1,
    termid: 30,
  });
  await jsonCall(baseUrl, admin, "POST", "/api/vendor/trade/add", { vendorid: id, tradeid: v.tradeid });
  await jsonCall(baseUrl, admin, "POST", "/api/admin/savedispatchvendor", {
    tradeid: v.tradeid,
    vendorid: id,
    priority: 1,
  });
  return { id, name: v.name, dispatchemail };
};

export const autoDispatchStateOf = (baseUrl: string, token: string, id: number) =>
  apiCall<AutoDispatchState>(baseUrl, token, "GET", "/api/workorder/autodispatch", { id });

/** The job runner takes a step within a second or two: waits until the run's state satisfies `done`. */
export const waitForAutoDispatch = async (
  baseUrl: string,
  token: string,
  id: number,
  done: (s: AutoDispatchState) => boolean,
  timeout = 60_000,
) => {
  await expect
    .poll(async () => done(await autoDispatchStateOf(baseUrl, token, id)), { timeout, interval: 250 })
    .toBe(true);
  return autoDispatchStateOf(baseUrl, token, id);
};

/** Opens the order's Vendor tab and waits for its vendor lines. */
export const openVendorTab = async (p: Page, baseUrl: string, id: number) => {
  await p.goto(`${baseUrl}/workorder/details?id=${id}&origin=workorder`);
  await p.getByRole("tab", { name: "Vendor", exact: true }).click();
  await p.getByRole("table", { name: "Work order vendors" }).waitFor();
};
