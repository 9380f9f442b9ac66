import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import {
  chooseOption,
  getWorkOrder,
  newReceivedOrder,
  openDetail,
  toolbarButton,
} from "./support/workorder-detail.ts";
import { apiCall, apiToken, expectToast, jsonCall } from "./support/workorders.ts";

/**
 * Issue 35 #1: a popup saves only its own record — never the page form it is opened from — and a page Save
 * sends only the page's changed fields. Each test records the API writes (everything but GET) the page makes.
 */
const { baseUrl, page } = useBrowserSession({ signInAs: "Admin" });
let token: string;
const uid = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  token = await apiToken(baseUrl, "Admin");
});

/** The API writes the page sends from now on, as "METHOD /path". */
const recordWrites = (p: Page) => {
  const writes: Request[] = [];
  p.on("request", (r) => {
    if (
      r.method() !== "GET" &&
      new URL(r.url()).pathname.startsWith("/api/") &&
      !r.url().includes("pageview") &&
      // The live-updates stream asks for a ticket when it (re)connects; it saves nothing.
      new URL(r.url()).pathname !== "/api/events/ticket"
    )
      writes.push(r);
  });
  return {
    list: () => writes.map((r) => `${r.method()} ${new URL(r.url()).pathname}`),
    body: (path: string) => writes.find((r) => new URL(r.url()).pathname === path)?.postDataJSON() as unknown,
    clear: () => writes.splice(0),
  };
};

const ADDRESS = {
  streetaddress: "1 Main St",
  city: "Hartford",
  statecode: "CT",
  postalcode: "06103",
};

describe("popups save only their own record", () => {
  it("customer details: Add Contact (invalid, then valid) never saves the page; Save sends only the changed field", async () => {
    const { id } = await jsonCall<{ id: number }>(baseUrl, token, "POST", "/api/customer/save", {
      customername: `Popup Customer ${uid()}`,
      ...ADDRESS,
    });
    const writes = recordWrites(page);
    await page.goto(`${baseUrl}/customer/details?id=${id}`);
    const subscriber = page.getByRole("textbox", { name: "ServiceChannel Subscriber Id" });
    await subscriber.fill("UNSAVED-EDIT");

    await page.getByRole("tab", { name: "Contacts", exact: true }).click();
    await page.getByRole("button", { name: "Add Contact" }).click();
    const popup = page.getByRole("dialog", { name: "Add Contact" });
    await popup.getByRole("button", { name: "Save" }).click();
    await popup.getByText("First Name is required.").waitFor();
    expect(writes.list()).toEqual([]);

    await popup.getByRole("textbox", { name: "First Name" }).fill("Dana");
    await popup.getByRole("textbox", { name: "Last Name" }).fill("Reyes");
    await popup.getByRole("button", { name: "Save" }).click();
    await popup.waitFor({ state: "detached" });
    expect(writes.list()).toEqual(["POST /api/customer/contact/add"]);
    const stored = await apiCall<{ servicechannelsubscriberid: string | null; version: number }>(
      baseUrl,
      token,
      "GET",
      `/api/customer/${id}`,
    );
    expect(stored.servicechannelsubscriberid).toBeNull();

    writes.clear();
    await page.getByRole("tab", { name: "Details", exact: true }).click();
    expect(await subscriber.inputValue()).toBe("UNSAVED-EDIT");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Updated!");
    expect(writes.list()).toEqual(["PUT /api/customer/update"]);
    expect(writes.body("/api/customer/update")).toEqual({
      id,
      version: stored.version,
      servicechannelsubscriberid: "UNSAVED-EDIT",
    });
  });

  it("vendor details: Add Contact never saves the page; Save sends only the changed field", async () => {
    const { id } = await jsonCall<{ id: number }>(baseUrl, token, "POST", "/api/vendor/save", {
      name: `Popup Vendor ${uid()}`,
      address: "2 Main St",
      city: "Hartford",
      statecode: "CT",
      postalcode: "06103",
      primaryphone: "+1 (860) 555-0100",
      primaryemail: `popup-${uid()}@example.com`,
      tierid: 1,
      termid: 30,
    });
    const writes = recordWrites(page);
    await page.goto(`${baseUrl}/vendor/details?id=${id}`);
    const city = page.getByRole("textbox", { name: "City", exact: true });
    await city.fill("New Haven");

    await page.getByRole("tab", { name: "Contacts", exact: true }).click();
    await page.getByRole("button", { name: "Add Contact" }).click();
    const popup = page.getByRole("dialog", { name: "Add Contact" });
    await popup.getByRole("button", { name: "Save" }).click();
    await popup.getByText("First Name is required.").waitFor();
    await popup.getByRole("textbox", { name: "First Name" }).fill("Lee");
    await popup.getByRole("textbox", { name: "Last Name" }).fill("Park");
    await popup.getByRole("button", { name: "Save" }).click();
    await popup.waitFor({ state: "detached" });
    expect(writes.list()).toEqual(["POST /api/vendor/contact/add"]);

    writes.clear();
    await page.getByRole("tab", { name: "Details", exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "You have submitted the form");
    expect(writes.list()).toEqual(["PUT /api/vendor/update"]);
    expect(writes.body("/api/vendor/update")).toMatchObject({ id, city: "New Haven" });
    expect(Object.keys(writes.body("/api/vendor/update") as object).sort()).toEqual([
      "city",
      "id",
      "version",
    ]);
  });

  it("work-order detail: the status popup sends only the status change", async () => {
    const wo = await newReceivedOrder(baseUrl, token, { briefdescription: `Popup e2e ${uid()}` });
    await openDetail(page, baseUrl, wo.id);
    const writes = recordWrites(page);
    await page.getByRole("textbox", { name: "Requested By" }).fill("Not saved");
    await chooseOption(page, "Status", "Dispatched");
    const popup = page.getByRole("dialog", { name: "Internal Note" });
    await popup.getByRole("button", { name: "Save", exact: true }).click();
    await popup.getByText("Note is required.").waitFor();
    expect(writes.list()).toEqual([]);
    await popup.getByRole("textbox", { name: "Note" }).fill("Sent");
    await popup.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Status updated");
    expect(writes.list()).toEqual(["POST /api/workorder/updateworkorderstatus"]);
    expect((await getWorkOrder(baseUrl, token, wo.id)).requestedby).toBeNull();
    expect(await toolbarButton(page, "Save").isEnabled()).toBe(true);
  });
});
