import type { AutoDispatchState, TradeLookup } from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { invitationLink } from "./admin.ts";
import { chooseOption } from "./workorder-detail.ts";
import { apiCall, apiToken, expectToast, jsonCall } from "./workorders.ts";

/**
 * The Admin's and a dispatcher's API tokens, and the trade an automatic-dispatch file uses: each file takes its
 * own (`tradeIndex`), since one file's Fairbanks vendors of a trade would rank first in another's offers.
 */
export const autoDispatchActors = async (baseUrl: string, tradeIndex: number) => {
  const admin = await apiToken(baseUrl, "Admin");
  const dispatcher = await apiToken(baseUrl, "Dispatchers");
  const trades = await apiCall<TradeLookup[]>(baseUrl, admin, "GET", "/api/trades/tradelist_nonstore");
  const trade = trades[tradeIndex];
  if (!trade) throw new Error(`fewer than ${tradeIndex + 1} trades`);
  return { admin, dispatcher, trade };
};

/** A vendor's row in the staff Vendor tab's grid. */
export const vendorLineRow = (p: Page, name: string) =>
  p.getByRole("table", { name: "Work order vendors" }).locator("tr", { hasText: name }).first();

/**
 * A customer of the automatic-dispatch journeys with one job site, both at `zip` in Fairbanks, AK (far from
 * every demo vendor, so the journey's own vendors there rank first).
 */
export const makeDispatchCustomer = async (
  baseUrl: string,
  admin: string,
  c: { name: string; jobsite: string; jobsitedescription: string; zip: string },
) => {
  const { id } = await jsonCall<{ id: number }>(baseUrl, admin, "POST", "/api/customer/save", {
    customername: c.name,
    streetaddress: "1 Main St",
    city: "Fairbanks",
    statecode: "AK",
    postalcode: c.zip,
  });
  const site = await jsonCall<{ id: number }>(baseUrl, admin, "POST", "/api/customer/addjobsite", {
    customerid: id,
    jobsite: c.jobsite,
    jobsitedescription: c.jobsitedescription,
    streetaddress: "200 Cushman St",
    city: "Fairbanks",
    statecode: "AK",
    postalcode: c.zip,
  });
  return { id, name: c.name, jobsiteid: site.id };
};

/**
 * A portal login of the vendor, made as an Admin does it: the invitation (POST /api/admin/createuser), then its
 * set-password link read from the Outbox and used. Answers the login (its e-mail).
 */
export const makeVendorLogin = async (
  baseUrl: string,
  admin: string,
  u: { vendorid: number; email: string; given: string; family: string; password: string },
) => {
  await jsonCall(baseUrl, admin, "POST", "/api/admin/createuser", {
    given_name: u.given,
    family_name: u.family,
    email: u.email,
    app_metadata: { roles: ["Vendor"] },
    reports: [],
    vendorid: u.vendorid,
  });
  const link = new URL(await invitationLink(baseUrl, admin, u.email));
  await jsonCall(baseUrl, admin, "POST", "/api/auth/setpassword", {
    token: link.searchParams.get("token"),
    password: u.password,
  });
  return u.email;
};

/** Turns automatic dispatch on for the customer × trade (as the Admin's Trades tab does). */
export const enableAutoDispatch = (
  baseUrl: string,
  admin: string,
  customerid: number,
  tradeid: number,
  waitminutes: number,
) =>
  jsonCall(baseUrl, admin, "POST", "/api/customer/autodispatch", {
    customerid,
    tradeid,
    enabled: true,
    waitminutes,
  });

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

/**
 * The dispatcher's New Work Order form, filled and saved: the customer, its job site `jobsite`, due 2030-06-01,
 * the priority (null: the first), the brief description, the NTE when given and one trade. `beforeSave` runs on
 * the filled form (an axe check). Answers the new order's id, once the detail page shows it.
 */
export const saveNewOrderThroughForm = async (
  page: Page,
  baseUrl: string,
  o: {
    customer: string;
    jobsite: string;
    priority: string | null;
    brief: string;
    tradename: string;
    nte?: string;
    beforeSave?: () => Promise<void>;
  },
): Promise<number> => {
  await page.goto(`${baseUrl}/workorder/new?id=0`);
  await chooseOption(page, "Customer", o.customer);
  await page.getByRole("button", { name: "Job Site" }).click();
  await page
    .getByRole("dialog", { name: "Job sites" })
    .getByRole("button", { name: `Choose job site ${o.jobsite}` })
    .click();
  await page.getByRole("textbox", { name: "Due Date" }).fill("2030-06-01");
  await chooseOption(page, "Priority", o.priority);
  await page.getByRole("textbox", { name: "Brief Description" }).fill(o.brief);
  if (o.nte !== undefined) await page.getByRole("textbox", { name: "NTE" }).fill(o.nte);
  const trades = page.getByRole("combobox", { name: "Trades", exact: true });
  await trades.click();
  await trades.fill(o.tradename);
  await page.getByRole("option", { name: o.tradename, exact: true }).click();
  await page.keyboard.press("Escape");
  await o.beforeSave?.();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Work Order Saved");
  await page.waitForURL(/\/workorder\/details\?id=\d+/);
  return Number(new URL(page.url()).searchParams.get("id"));
};
