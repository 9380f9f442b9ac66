import type { VendorWorkOrderDetail } from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast, jsonCall } from "./support/workorders.ts";

/**
 * Issue 30 #1 on every editable page form besides the work order's (unsaved-edits.e2e.test.ts): edit A, someone
 * else changes B on the same record, save A — B's change survives, and a stale save gets the 409 reload offer,
 * whose Reload keeps A on top of the fresh record.
 */
const { baseUrl, newPage } = useBrowserSession({ pagePerTest: false });
let admin: string;
let vendor: string;
const uid = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  admin = await apiToken(baseUrl, "Admin");
  vendor = await apiToken(baseUrl, "Vendor");
});

/** Save: a stale save offers Reload (`beforeReload` checks nothing was written), then Reload. */
const saveThroughConflict = async (page: Page, what: string, beforeReload: () => Promise<void>) => {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const offer = page.getByRole("dialog", { name: `${what} changed by someone else` });
  await offer.waitFor();
  await beforeReload();
  await offer.getByRole("button", { name: "Reload" }).click();
  await offer.waitFor({ state: "detached" });
};

describe("edit A, someone else changes B, save A: both survive (issue 30 #1)", () => {
  it("customer details: the stale save is refused with the reload offer; Reload keeps the edit, Save keeps both", async () => {
    const { id } = await jsonCall<{ id: number }>(baseUrl, admin, "POST", "/api/customer/save", {
      customername: `Stale Customer ${uid()}`,
      streetaddress: "1 Main St",
      city: "Hartford",
      statecode: "CT",
      postalcode: "06103",
    });
    const page = await newPage("Admin");
    await page.goto(`${baseUrl}/customer/details?id=${id}`);
    const subscriber = page.getByRole("textbox", { name: "ServiceChannel Subscriber Id" });
    await subscriber.fill("MINE-A");
    const loaded = await jsonCall<{ version: number }>(baseUrl, admin, "GET", `/api/customer/${id}`);
    await jsonCall(baseUrl, admin, "PUT", "/api/customer/update", {
      id,
      version: loaded.version,
      contactfirstname: "Theirs",
    });

    await saveThroughConflict(page, "Customer", async () => {
      const unchanged = await jsonCall<{
        servicechannelsubscriberid: string | null;
        contactfirstname: string;
      }>(baseUrl, admin, "GET", `/api/customer/${id}`);
      expect(unchanged).toMatchObject({ servicechannelsubscriberid: null, contactfirstname: "Theirs" });
    });
    await expect
      .poll(() => page.getByRole("textbox", { name: "Contact First Name" }).inputValue())
      .toBe("Theirs");
    expect(await subscriber.inputValue()).toBe("MINE-A");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Updated!");
    const stored = await jsonCall<{ servicechannelsubscriberid: string | null; contactfirstname: string }>(
      baseUrl,
      admin,
      "GET",
      `/api/customer/${id}`,
    );
    expect(stored).toMatchObject({ servicechannelsubscriberid: "MINE-A", contactfirstname: "Theirs" });
  });

  it("vendor details: the same offer; both changes end up stored", { timeout: 150_000 }, async () => {
    const { id } = await jsonCall<{ id: number }>(baseUrl, admin, "POST", "/api/vendor/save", {
      name: `Stale Vendor ${uid()}`,
      address: "2 Main St",
      city: "Hartford",
      statecode: "CT",
      postalcode: "06103",
      primaryphone: "+1 (860) 555-0100",
      primaryemail: `stale-${uid()}@example.com`,
      tierid: 1,
      termid: 30,
    });
    const page = await newPage("Admin");
    await page.goto(`${baseUrl}/vendor/details?id=${id}`);
    const city = page.getByRole("textbox", { name: "City", exact: true });
    await city.waitFor();
    await expect.poll(() => city.inputValue()).toBe("Hartford");
    await city.fill("New Haven");
    const loaded = await jsonCall<{ version: number }>(baseUrl, admin, "GET", `/api/vendor/${id}`);
    await jsonCall(baseUrl, admin, "PUT", "/api/vendor/update", {
      id,
      version: loaded.version,
      address2: "Suite 9",
    });

    await saveThroughConflict(page, "Vendor", async () => {
      const unchanged = await jsonCall<{ city: string }>(baseUrl, admin, "GET", `/api/vendor/${id}`);
      expect(unchanged.city).toBe("Hartford");
    });
    await expect
      .poll(() => page.getByRole("textbox", { name: "Address 2", exact: true }).inputValue())
      .toBe("Suite 9");
    expect(await city.inputValue()).toBe("New Haven");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "You have submitted the form");
    const stored = await jsonCall<{ city: string; address2: string | null }>(
      baseUrl,
      admin,
      "GET",
      `/api/vendor/${id}`,
    );
    expect(stored).toMatchObject({ city: "New Haven", address2: "Suite 9" });
  });

  it("vendor portal Work Order tab: the vendor's note and the dispatcher's schedule date both survive", {
    timeout: 150_000,
  }, async () => {
    const list = await jsonCall<{ rows: Array<{ id: number }> }>(
      baseUrl,
      vendor,
      "GET",
      "/api/vendorprofile/getworkorders/open?page=1&pageSize=50",
    );
    // Other files move demo orders on: take an open order the vendor may save a note on now.
    let wo: VendorWorkOrderDetail | undefined;
    for (const row of list.rows) {
      const detail = await jsonCall<VendorWorkOrderDetail>(
        baseUrl,
        vendor,
        "GET",
        `/api/vendorprofile/workorder/${row.id}`,
      );
      if (detail.locked) continue;
      const saved = await jsonCall<VendorWorkOrderDetail>(
        baseUrl,
        vendor,
        "PUT",
        "/api/vendorprofile/updateworkorder",
        { id: detail.id, version: detail.version, note: `Before ${uid()}` },
      ).catch(() => undefined);
      if (saved) {
        wo = saved;
        break;
      }
    }
    if (!wo) throw new Error("the demo vendor has no open order it may save a note on");
    const page = await newPage("Vendor");
    await page.goto(`${baseUrl}/vendorprofile/workorderdetails?id=${wo.id}`);
    const note = page.getByRole("textbox", { name: "Note", exact: true });
    await expect.poll(() => note.inputValue()).toBe(wo.vendornote ?? "");
    const mine = `Mine ${uid()}`;
    await note.fill(mine);

    // Meanwhile the dispatcher sets the schedule date.
    const staffView = await jsonCall<{ version: number }>(
      baseUrl,
      admin,
      "GET",
      `/api/workorder/getworkorder?id=${wo.id}`,
    );
    const theirs = "2031-07-08T13:00:00.000Z";
    await jsonCall(baseUrl, admin, "PUT", "/api/workorder/updateworkorder", {
      id: wo.id,
      version: staffView.version,
      scheduledate: theirs,
    });

    // The live stream may already have refreshed the form (the edit stays on top): the save then goes
    // through at once; otherwise it is refused with the reload offer, and Reload keeps the note.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const offer = page.getByRole("dialog", { name: "Work order changed by someone else" });
    const saved = page.getByRole("alert").getByText("Work order saved", { exact: true }).first();
    await Promise.race([offer.waitFor({ timeout: 60_000 }), saved.waitFor({ timeout: 60_000 })]);
    if (await offer.isVisible()) {
      await offer.getByRole("button", { name: "Reload" }).click();
      await offer.waitFor({ state: "detached" });
      expect(await note.inputValue()).toBe(mine);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expectToast(page, "Work order saved");
    }
    const stored = await jsonCall<VendorWorkOrderDetail>(
      baseUrl,
      vendor,
      "GET",
      `/api/vendorprofile/workorder/${wo.id}`,
    );
    expect(stored.vendornote).toBe(mine);
    const staffStored = await jsonCall<{ scheduledate: string | null }>(
      baseUrl,
      admin,
      "GET",
      `/api/workorder/getworkorder?id=${wo.id}`,
    );
    expect(staffStored.scheduledate).toBe(theirs);
  });

  it("customer portal Edit Work Order: a change made meanwhile is refused (409) in the popup, never overwritten", async () => {
    const customer = await apiToken(baseUrl, "Customer");
    const list = await jsonCall<{ rows: Array<{ id: number }> }>(
      baseUrl,
      customer,
      "GET",
      "/api/customerprofile/getworkorders/open?page=1&pageSize=50",
    );
    let id: number | undefined;
    for (const row of list.rows) {
      const detail = await jsonCall<{ editable: boolean }>(
        baseUrl,
        customer,
        "GET",
        `/api/customerprofile/getworkorder?id=${row.id}`,
      ).catch(() => undefined);
      if (detail?.editable) {
        id = row.id;
        break;
      }
    }
    if (id === undefined) throw new Error("the demo customer has no order it may edit");
    const page = await newPage("Customer");
    await page.goto(`${baseUrl}/customerprofile/workorderdetails?id=${id}`);
    await page.getByRole("button", { name: "Edit Work Order", exact: true }).click();
    const popup = page.getByRole("dialog", { name: /^Edit Work Order / });
    await popup.getByRole("textbox", { name: "Requested By" }).fill(`Mine ${uid()}`);

    // Meanwhile the dispatcher changes the PO number (the live stream may refresh the page under the popup).
    const staffView = await jsonCall<{ version: number }>(
      baseUrl,
      admin,
      "GET",
      `/api/workorder/getworkorder?id=${id}`,
    );
    const theirs = `PO-THEIRS-${uid()}`;
    await jsonCall(baseUrl, admin, "PUT", "/api/workorder/updateworkorder", {
      id,
      version: staffView.version,
      ponumber: theirs,
    });
    await page.waitForTimeout(1500);
    await popup.getByRole("button", { name: "Save", exact: true }).click();
    await popup.getByText(/changed by someone else/).waitFor();
    const stored = await jsonCall<{ ponumber: string | null; version: number }>(
      baseUrl,
      admin,
      "GET",
      `/api/workorder/getworkorder?id=${id}`,
    );
    expect(stored).toMatchObject({ ponumber: theirs, version: staffView.version + 1 });
  });
});
