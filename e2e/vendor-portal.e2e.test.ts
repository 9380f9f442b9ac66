import { readFile } from "node:fs/promises";
import type {
  CurrentVendor,
  VendorNote,
  VendorWorkOrderDetail,
  WorkOrderListPage,
} from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { soleVendorLine, vendorLinesOf } from "./support/billing.ts";
import { DEMO, DEMO_PASSWORD, DEMO_SECOND_VENDOR } from "./support/demo-users.ts";
import { chooseFile, pngFile } from "./support/files.ts";
import { landingOf, submitLogin } from "./support/login.ts";
import {
  CARD_MENU_BUTTONS,
  expectFingerTargets,
  expectPhoneToolbar,
  PAGER_CONTROLS,
  PHONE,
  STATUS_SWITCH_OPTIONS,
} from "./support/phone.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast, jsonCall } from "./support/workorders.ts";

const { baseUrl, newPage } = useBrowserSession({ pagePerTest: false, acceptDownloads: true });

const tokenFor = async (email: string) => {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
};

const STATUS_DISPATCHED = 9;

const openOrders = async (token: string) =>
  (
    await jsonCall<WorkOrderListPage>(
      baseUrl,
      token,
      "GET",
      "/api/vendorprofile/getworkorders/open?pageSize=100",
    )
  ).rows;

/** Signs a second-vendor technician in through the real form (DEMO holds one login per role only). */
const signInAs = async (email: string): Promise<Page> => {
  const page = await newPage();
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, email, DEMO_PASSWORD);
  // A technician lands on Today (issue 31).
  await page.waitForURL(`${baseUrl}${landingOf("Tech")}`);
  return page;
};

let vendorToken: string;
let vendor2Token: string;

beforeAll(async () => {
  vendorToken = await apiToken(baseUrl, "Vendor");
  vendor2Token = await tokenFor(DEMO_SECOND_VENDOR.Vendor.email);
});

describe("vendor portal (issue 12)", () => {
  it("vendor opens an order from My Work Orders, sets the schedule date, assigns a tech and adds a note", async () => {
    const page = await newPage("Vendor");
    await page.goto(`${baseUrl}/vendorprofile/workorderlist?status=open`);
    const grid = page.getByRole("table", { name: "My Work Orders - Open" });
    // A seeded order (received before today) on which the demo vendor is the only vendor (with two, the
    // dispatcher sets the shared schedule date and technician: issue 29), not one another journey of this run made
    // and moved on: the list is newest first, so its first row depends on the files run before.
    const today = new Date(new Date().toISOString().slice(0, 10));
    const staff = await apiToken(baseUrl, "Dispatchers");
    let seeded: Awaited<ReturnType<typeof openOrders>>[number] | undefined;
    for (const r of await openOrders(vendorToken)) {
      if (r.statusid !== STATUS_DISPATCHED || new Date(r.createddate) >= today) continue;
      const lines = await vendorLinesOf(baseUrl, staff, r.id);
      if (soleVendorLine(lines)) {
        seeded = r;
        break;
      }
    }
    if (!seeded) throw new Error("the hero vendor has no seeded Dispatched order");
    await grid.getByRole("link").first().waitFor();
    await page
      .getByRole("textbox", { name: /^Search/ })
      .first()
      .fill(seeded.wonumber);
    const link = grid.getByRole("link", { name: seeded.wonumber, exact: true });
    await link.click();
    await page.waitForURL(/\/vendorprofile\/workorderdetails\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get("id"));
    expect(id).toBe(seeded.id);
    const wonumber = seeded.wonumber;
    const summary = page.getByRole("region", { name: "Work order summary" });
    await summary.getByText(wonumber, { exact: true }).waitFor();

    // A date of this run's own: another journey may have left this order at a fixed one (Save stays disabled
    // while nothing changed).
    const minute = String(Math.floor(Math.random() * 60)).padStart(2, "0");
    const day = String(10 + Math.floor(Math.random() * 18));
    await page.getByLabel("Schedule Date").fill(`2031-05-${day}T09:${minute}`);
    await page.getByRole("combobox", { name: "Assigned Technician" }).click();
    await page.getByRole("option", { name: DEMO.Tech.name, exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Work order saved");
    const saved = await jsonCall<VendorWorkOrderDetail>(
      baseUrl,
      vendorToken,
      "GET",
      `/api/vendorprofile/workorder/${id}`,
    );
    expect(saved.techname).toBe(DEMO.Tech.name);
    expect(saved.scheduledate?.slice(0, 10)).toBe(`2031-05-${day}`);

    const text = `Parts on the truck ${Date.now()}`;
    await page.getByRole("button", { name: "Add Note" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Note" });
    await dialog.getByLabel("Note").fill(text);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Note added");
    await page.getByRole("tab", { name: "Notes" }).click();
    const notes = page.getByRole("table", { name: "Notes" });
    await notes.getByText(text).waitFor();
    await notes.getByText("Vendor Updated.").first().waitFor();
  });

  it("a Tech of the second vendor sees only that vendor's orders and cannot open another vendor's", async () => {
    const mine = await openOrders(await tokenFor(DEMO_SECOND_VENDOR.Tech.email));
    const heroOrders = await openOrders(vendorToken);
    expect(mine.length).toBeGreaterThan(0);
    const heroIds = new Set(heroOrders.map((r) => r.id));
    expect(mine.filter((r) => heroIds.has(r.id))).toEqual([]);

    const page = await signInAs(DEMO_SECOND_VENDOR.Tech.email);
    await page.goto(`${baseUrl}/vendorprofile/workorderlist?status=open`);
    const grid = page.getByRole("table", { name: "My Work Orders - Open" });
    await grid.getByRole("link").first().waitFor();
    const shown = (await grid.getByRole("link").allTextContents()).map((s) => s.trim());
    expect(shown.length).toBeGreaterThan(0);
    const allowed = new Set(mine.map((r) => r.wonumber));
    expect(shown.filter((w) => !allowed.has(w))).toEqual([]);

    const foreign = heroOrders.find((r) => !mine.some((m) => m.id === r.id));
    if (!foreign) throw new Error("the hero vendor has no order of its own in the demo data");
    await page.goto(
      `${baseUrl}/vendorprofile/workorderdetails?id=${foreign.id}&origin=vendorprofile/workorderlist?status=open`,
    );
    await page.getByRole("alert").getByText("Work order not found", { exact: true }).waitFor();
    expect(await page.getByText(foreign.wonumber).count()).toBe(0);
  });

  it("a vendor cannot open the second vendor's order", async () => {
    const theirs = (await openOrders(vendor2Token))[0];
    if (!theirs) throw new Error("the second vendor has no open order in the demo data");
    const page = await newPage("Vendor");
    await page.goto(`${baseUrl}/vendorprofile/workorderdetails?id=${theirs.id}&origin=home`);
    await page.getByRole("alert").getByText("Work order not found", { exact: true }).waitFor();
    expect(await page.getByText(theirs.wonumber).count()).toBe(0);
  });

  it("My Profile: the office adds a technician who can sign in at once, and sends a W9 for review", async () => {
    const page = await newPage("Vendor");
    await page.goto(`${baseUrl}/vendorprofile`);
    await page.getByRole("tab", { name: "Technicians" }).click();
    await page.getByRole("button", { name: "Add Tech" }).click();
    const dialog = page.getByRole("dialog", { name: "Tech Information" });
    const email = `tech-${Date.now()}@example.com`;
    await dialog.getByRole("textbox", { name: /^First Name/ }).fill("Nova");
    await dialog.getByRole("textbox", { name: /^Last Name/ }).fill("Newtech");
    await dialog.getByRole("textbox", { name: /^email/ }).fill(email);
    await dialog.locator("input[type=password]").fill("Nova-pass-123");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Tech Created");
    await page.getByRole("table", { name: "Technicians" }).getByText(email).waitFor();
    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "Nova-pass-123" }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);

    await page.getByRole("tab", { name: "Documents" }).click();
    await page.getByLabel("W9 Date").fill("2026-03-01");
    await chooseFile(page, page.getByRole("button", { name: "Upload W9" }), pngFile("w9.png", "w9 scan"));
    await expectToast(page, "A new document has been uplaoded for review.");
    await page.getByRole("region", { name: "Uploaded documents" }).getByText("w9.png").first().waitFor();
  });
  it("My Profile: Notes shows the vendor's notes staff flagged Can Vendor See, never the internal ones", async () => {
    const staff = await apiToken(baseUrl, "Dispatchers");
    const { vendor } = await jsonCall<CurrentVendor>(
      baseUrl,
      vendorToken,
      "GET",
      "/api/vendorprofile/currentvendor",
    );
    const tag = Date.now();
    const visibleText = `Please renew the COI before March ${tag}`;
    const internalText = `Invoices often late ${tag}`;
    for (const [text, canvendorsee] of [
      [visibleText, true],
      [internalText, false],
    ] as const)
      await jsonCall(baseUrl, staff, "POST", "/api/vendor/note/add", {
        vendorid: vendor.id,
        note: `<p>${text}</p>`,
        canvendorsee,
        cancustomersee: false,
      });
    const all = await jsonCall<VendorNote[]>(
      baseUrl,
      staff,
      "GET",
      `/api/vendor/notes?vendorid=${vendor.id}`,
    );

    const page = await newPage("Vendor");
    await page.goto(`${baseUrl}/vendorprofile`);
    await page.getByRole("tab", { name: "Notes" }).click();
    const notes = page.getByRole("table", { name: "Notes" });
    await notes.locator("tbody tr").filter({ hasText: visibleText }).waitFor();
    const shown = all.filter((n) => n.canvendorsee);
    await expect.poll(() => notes.locator("tbody tr[data-row-id]").count()).toBe(Math.min(shown.length, 20));
    for (const n of all.filter((x) => !x.canvendorsee))
      expect(await notes.locator(`tbody tr[data-row-id="${n.id}"]`).count()).toBe(0);
    expect(await page.getByText(internalText).count()).toBe(0);
  });

  it("on a phone (issue 31) a technician's lists are cards with every toolbar control in reach; Columns and Export work there", async () => {
    const page = await newPage("Tech", { viewport: PHONE });
    await page.goto(`${baseUrl}/vendorprofile/workorderlist?status=open`);
    await page.locator("[data-grid-card]").first().waitFor();
    expect(await expectPhoneToolbar(page)).toEqual(expect.arrayContaining(["Search", "Columns", "Export"]));
    // The status switch, the pager and each card's ⋮: finger targets inside the window, nothing cut.
    expect(await expectFingerTargets(page, STATUS_SWITCH_OPTIONS, "status")).toEqual([
      "Open",
      "Invoiced",
      "Cancelled",
    ]);
    expect(await expectFingerTargets(page, PAGER_CONTROLS, "pager")).toEqual(
      expect.arrayContaining(["100", "1", "previous page", "next page"]),
    );
    await expectFingerTargets(page, CARD_MENU_BUTTONS, "card menu");
    // A tap on a card's ⋮ opens the row menu.
    await page.locator(CARD_MENU_BUTTONS).first().click();
    await page.getByRole("menuitem", { name: "Add Note" }).waitFor();
    await page.keyboard.press("Escape");

    // Columns: a real click at the button's centre opens the chooser, inside the window.
    await page.getByRole("button", { name: "Columns" }).click();
    const chooser = page.getByRole("dialog").filter({ hasText: "Tick the columns to show" });
    await chooser.waitFor();
    const box = await chooser.boundingBox();
    if (!box) throw new Error("the column chooser is not drawn");
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press("Escape");
    await chooser.waitFor({ state: "hidden" });

    // Export: the list as CSV, a header line and the technician's orders.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("MyWorkOrders.csv");
    const lines = (await readFile(await download.path(), "utf8")).split("\r\n");
    expect(lines.length).toBeGreaterThan(1);

    // The technician's other lists: the same toolbar, all of it in reach.
    for (const path of ["/vendorprofile/proposals", "/vendorprofile/invoices"]) {
      await page.goto(`${baseUrl}${path}`);
      expect(await expectPhoneToolbar(page), path).toEqual(expect.arrayContaining(["Columns", "Export"]));
      // The four statuses, Rejected too, whole and inside the window; Rejected can be chosen.
      expect(await expectFingerTargets(page, STATUS_SWITCH_OPTIONS, `${path} status`)).toEqual([
        "Open",
        "Waiting",
        "Approved",
        "Rejected",
      ]);
      await page.locator(STATUS_SWITCH_OPTIONS).filter({ hasText: "Rejected" }).click();
      await page.waitForURL((url) => url.searchParams.get("status") === "rejected");
      // The address changes first; the switch shows the choice on the render that follows.
      await expect.poll(() => page.getByRole("radio", { name: "Rejected" }).isChecked()).toBe(true);
    }
  });
});
