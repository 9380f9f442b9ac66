import { STATUS } from "@fm/domain";
import type { WorkOrderListPage } from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO, DEMO_PASSWORD } from "./support/demo-users.ts";
import { loginAs, pathOf, submitLogin } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, jsonCall, workOrdersOfStatus } from "./support/workorders.ts";

const { baseUrl, page, newPage } = useBrowserSession({ viewport: { width: 1440, height: 900 } });

/** A dispatcher on a work order's detail page (path + query), as the page they will come back to. */
const dispatcherOnDetail = async (): Promise<string> => {
  const token = await apiToken(baseUrl, "Dispatchers");
  const [order] = await workOrdersOfStatus(baseUrl, token, STATUS.Received);
  if (!order) throw new Error("no demo work order in Received");
  const target = `/workorder/details?id=${order.id}&origin=workorder`;
  await loginAs(page, baseUrl, "Dispatchers");
  await page.goto(`${baseUrl}${target}`);
  await page.getByRole("textbox", { name: "Brief Description" }).waitFor();
  return target;
};

const reloadToLogin = async (p: Page) => {
  await p.reload();
  await p.waitForURL(`${baseUrl}/login`);
  await p.getByRole("button", { name: "Sign In" }).waitFor();
};

describe("signing in again returns to the page the user was on (issue 30)", () => {
  it("session gone (tokens cleared) → reload → /login → sign in → back on the same detail URL", async () => {
    const target = await dispatcherOnDetail();
    await page.evaluate(() => localStorage.removeItem("fm.session"));
    await reloadToLogin(page);
    await submitLogin(page, DEMO.Dispatchers.email, DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}${target}`);
    expect(pathOf(page)).toBe(target);
    await page.getByRole("textbox", { name: "Brief Description" }).waitFor();
  });

  it("an expired session and a token the server refuses (401) both come back to the page", async () => {
    const target = await dispatcherOnDetail();
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem("fm.session") ?? "{}");
      const past = Date.now() - 1000;
      localStorage.setItem("fm.session", JSON.stringify({ ...s, expiresAt: past, refreshExpiresAt: past }));
    });
    await reloadToLogin(page);
    await page.getByText("Your session has expired. Please sign in again.").waitFor();
    await submitLogin(page, DEMO.Dispatchers.email, DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}${target}`);
    await page.getByRole("textbox", { name: "Brief Description" }).waitFor();

    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem("fm.session") ?? "{}");
      localStorage.setItem(
        "fm.session",
        JSON.stringify({ ...s, token: "forged.token.value", refreshToken: "forged-refresh-token" }),
      );
    });
    await reloadToLogin(page);
    await submitLogin(page, DEMO.Dispatchers.email, DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}${target}`);
    expect(pathOf(page)).toBe(target);
  });

  it("an external user signing in on that page, who may not open it, lands on their home", async () => {
    await dispatcherOnDetail();
    await page.evaluate(() => localStorage.removeItem("fm.session"));
    await reloadToLogin(page);
    await submitLogin(page, DEMO.Vendor.email, DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByRole("heading", { name: `Welcome, ${DEMO.Vendor.name}` }).waitFor();
  });
});

// 1×1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("vendor portal attachments open inline (spec 2 §7, issue 30)", () => {
  it("the vendor opens a PNG by its name: the one preview popup shows it, nothing downloads", async () => {
    const token = await apiToken(baseUrl, "Vendor");
    const { rows } = await jsonCall<WorkOrderListPage>(
      baseUrl,
      token,
      "GET",
      "/api/vendorprofile/getworkorders/open?pageSize=100",
    );
    const order = rows[0];
    if (!order) throw new Error("the demo vendor has no open work order");
    const types = await jsonCall<{ id: number; name: string }[]>(
      baseUrl,
      token,
      "GET",
      "/api/vendorprofile/attachmenttypes",
    );
    const photo = types.find((t) => t.name === "Photo") ?? types[0];
    if (!photo) throw new Error("no portal attachment type");
    const name = `site-photo-${Date.now()}.png`;
    const form = new FormData();
    form.append("workorderid", String(order.id));
    form.append("attachmenttypeid", String(photo.id));
    form.append("files", new Blob([PNG], { type: "image/png" }), name);
    const res = await fetch(`${baseUrl}/api/vendorprofile/attachfile`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, name: "e2e" },
      body: form,
    });
    expect(res.ok, await res.clone().text()).toBe(true);

    const vendor = await newPage("Vendor");
    let downloads = 0;
    vendor.on("download", () => {
      downloads += 1;
    });
    await vendor.goto(`${baseUrl}/vendorprofile/workorderdetails?id=${order.id}`);
    await vendor.getByRole("tab", { name: "Attachments", exact: true }).click();
    await vendor.getByRole("button", { name, exact: true }).click();
    const dialog = vendor.getByRole("dialog", { name });
    await dialog.waitFor();
    const image = dialog.getByRole("img", { name });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    expect(downloads).toBe(0);
  });
});
