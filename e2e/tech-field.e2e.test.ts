import { mkdirSync } from "node:fs";
import path from "node:path";
import type { CheckInTrail, VendorWorkOrderDetail, WorkOrderNote } from "@fm/domain/contracts";
import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeProblems, describeProblems } from "./support/a11y.ts";
import { anotherFieldOrder, createFieldOrder, type FieldOrder, standNear } from "./support/field.ts";
import { landingOf, submitLogin } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";
import { getWorkOrder } from "./support/workorder-detail.ts";
import { apiToken, expectToast, jsonCall } from "./support/workorders.ts";

/*
 * Issue 31 as a technician walks it on a phone: sign in → Today → the order → Check In refused outside the
 * fence, accepted inside → Check Out → the Admin overrides the fence → Check In far away → the dispatcher
 * sees the trail. The order and the technician are the test's own (a new order on the demo vendor, a new
 * technician of that vendor with no other check-in), so the demo rows other files read are untouched.
 */
const PHONE = { width: 390, height: 844 };
const { baseUrl, page, context, newPage } = useBrowserSession({ viewport: PHONE });
let f: FieldOrder;
let order: FieldOrder["order"];
let dispatcherToken: string;

const trail = (id = order.id) =>
  jsonCall<CheckInTrail>(baseUrl, dispatcherToken, "GET", `/api/workorder/checkins/${id}`);
const notes = async () =>
  (await jsonCall<WorkOrderNote[]>(baseUrl, dispatcherToken, "GET", `/api/workorder/notes/${order.id}`)).map(
    (n) => n.note,
  );

/** The device is at this offset (degrees of latitude) north of the site. */
const standAt = (north: number) => standNear(context, f.site, north);

const expectNoA11yProblems = async (p: Page, where: string) => {
  const problems = await axeProblems(p, where);
  expect(problems, describeProblems(problems)).toEqual([]);
};

const fieldBar = (p: Page) => p.getByRole("toolbar", { name: "Field actions" });

/** Each shown button of the bar: its name, whether its label is whole (not cut), its size. */
const barButtons = (p: Page) =>
  fieldBar(p).evaluate((bar) =>
    [...bar.querySelectorAll("button")]
      .filter((b) => b.checkVisibility())
      .map((b) => {
        const label = b.querySelector<HTMLElement>(".mantine-Button-label");
        const box = b.getBoundingClientRect();
        return {
          name: b.textContent,
          whole:
            label !== null &&
            label.scrollWidth <= label.clientWidth &&
            label.scrollHeight <= label.clientHeight,
          lines: label
            ? Math.round(label.scrollHeight / Number.parseFloat(getComputedStyle(label).lineHeight))
            : 0,
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      }),
  );

/**
 * The bar at this phone's width: every label whole (on at most `maxLines` lines), every target at least
 * 44 × 44, no sideways scroll.
 */
const expectThumbBar = async (p: Page, width: number, names: string[], maxLines: number) => {
  const buttons = await barButtons(p);
  expect(buttons.map((b) => b.name)).toEqual(names);
  for (const b of buttons) {
    expect(b.whole, `${b.name} label cut at ${width} px`).toBe(true);
    expect(b.lines, `${b.name} label lines at ${width} px`).toBeLessThanOrEqual(maxLines);
    expect(b.width, `${b.name} width at ${width} px`).toBeGreaterThanOrEqual(44);
    expect(b.height, `${b.name} height at ${width} px`).toBeGreaterThanOrEqual(44);
  }
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

const ARTIFACTS = path.join(import.meta.dirname, "artifacts");
const isVendorSave = (r: Request) =>
  r.url().endsWith("/api/vendorprofile/updateworkorder") && r.method() === "PUT";

beforeAll(async () => {
  f = await createFieldOrder(baseUrl, "field", { sitePhone: true });
  ({ order, dispatcherToken } = f);
});

describe("The technician in the field on a phone (issue 31)", () => {
  it("checks in (refused outside the fence, accepted inside or overridden), checks out; the dispatcher sees it", async () => {
    await context.grantPermissions(["geolocation"], { origin: baseUrl });
    await standAt(0.05);

    // Signs in and lands on Today: the order's card with WO #, site, a maps link and a tel link.
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, f.tech.email, f.tech.password);
    await page.waitForURL(`${baseUrl}${landingOf("Tech")}`);
    await page.getByRole("textbox", { name: "Search by Work Order #" }).fill(order.wonumber);
    const card = page.getByRole("article", { name: `Work order ${order.wonumber}` });
    await card.waitFor();
    const address = card.getByRole("link").nth(1);
    expect(await address.getAttribute("href")).toContain(`query=${f.site.latitude},${f.site.longitude}`);
    const call = card.getByRole("link", { name: /^Call / });
    expect(await call.getAttribute("href")).toMatch(/^tel:\+?\d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoA11yProblems(page, "Tech /vendorprofile/today (phone)");

    // Outside the fence (about 5.6 km north): refused, the distance shown, nothing recorded.
    await card.getByRole("link", { name: order.wonumber, exact: true }).click();
    await page.waitForURL(/\/vendorprofile\/workorderdetails\?id=\d+/);
    await fieldBar(page).getByRole("button", { name: "Check In" }).click();
    const refused = page.getByRole("alert").filter({ hasText: "Check-in refused" });
    await refused
      .getByText(/^You are 5\.\d km from the job site; check-in needs you within 400 m\.$/)
      .waitFor();
    // Brought into view (it sits above the bar, below the fold), with the way in: a check-in code.
    await expect
      .poll(() =>
        refused.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await refused.getByRole("button", { name: "Get a check-in code" }).waitFor();
    expect((await trail()).events).toEqual([]);
    await expectNoA11yProblems(page, "Tech vendor detail, check-in refused (phone)");

    // Inside the fence (about 55 m): accepted, On site, a System note.
    await standAt(0.0005);
    await fieldBar(page).getByRole("button", { name: "Check In" }).click();
    await expectToast(page, "Checked in");
    await fieldBar(page).getByRole("button", { name: "Check Out" }).waitFor();
    const first = await trail();
    expect(first.onsite).toBe(true);
    expect(first.events.map((e) => [e.kind, e.method, e.user])).toEqual([["in", "gps", f.tech.name]]);
    expect(first.events[0]?.distance).toBeGreaterThan(40);
    expect(first.events[0]?.distance).toBeLessThan(70);
    expect((await notes()).some((n) => n.startsWith(`${f.tech.name} checked in by GPS, `))).toBe(true);
    await page.goBack();
    await page.getByRole("textbox", { name: "Search by Work Order #" }).fill(order.wonumber);
    await card.getByText("On site", { exact: true }).waitFor();
    await card.getByRole("link", { name: order.wonumber, exact: true }).click();

    // Check Out with a resolution note.
    await fieldBar(page).getByRole("button", { name: "Check Out" }).click();
    const checkOut = page.getByRole("dialog", { name: "Check Out" });
    await checkOut.getByRole("button", { name: "Save" }).click();
    await checkOut.getByText("Resolution note is required.").waitFor();
    await expectNoA11yProblems(page, "Tech Check Out popup (phone)");
    await checkOut.getByRole("textbox", { name: "Resolution" }).fill("Reset the breaker; unit cooling.");
    await checkOut.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Checked out");
    await fieldBar(page).getByRole("button", { name: "Check In" }).waitFor();
    expect((await trail()).onsite).toBe(false);

    // The Admin turns geofencing off for the order: a check-in 5.6 km away is accepted (method override).
    await jsonCall(
      baseUrl,
      await apiToken(baseUrl, "Admin"),
      "PUT",
      `/api/mobile/${order.id}/geofence?enabled=false`,
    );
    await standAt(0.05);
    await page.reload();
    await fieldBar(page).getByRole("button", { name: "Check In" }).click();
    await expectToast(page, "Checked in");
    await fieldBar(page).getByRole("button", { name: "Check Out" }).waitFor();
    expect((await trail()).events.map((e) => [e.kind, e.method])).toEqual([
      ["in", "gps"],
      ["out", "gps"],
      ["in", "override"],
    ]);

    // The dispatcher's detail: the trail, On site while the tech is there.
    const dispatcher = await newPage("Dispatchers");
    await dispatcher.setViewportSize({ width: 1440, height: 900 });
    await dispatcher.goto(`${baseUrl}/workorder/details?id=${order.id}&origin=workorder`);
    const checkIns = dispatcher.getByRole("region", { name: "Check-ins" });
    await checkIns.getByText("On site", { exact: true }).waitFor();
    await checkIns
      .getByText(`Checked out · ${f.tech.name} · GPS — Reset the breaker; unit cooling.`)
      .waitFor();
    await checkIns.getByText(`Checked in · ${f.tech.name} · GPS · 56 m from site`).waitFor();
    await checkIns
      .getByText(`Checked in · ${f.tech.name} · geofence overridden · 5.6 km from site`)
      .waitFor();
    await expectNoA11yProblems(dispatcher, "Dispatchers /workorder/details, check-in trail with On site");

    // Checked out with the work complete: the dispatcher sees it and the order's complete date is set.
    await fieldBar(page).getByRole("button", { name: "Check Out" }).click();
    await checkOut.getByRole("textbox", { name: "Resolution" }).fill("Replaced the contactor.");
    await checkOut.getByRole("checkbox", { name: "Work complete" }).check();
    await checkOut.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Checked out");
    await dispatcher.reload();
    await checkIns.getByText(/work complete — Replaced the contactor\./).waitFor();
    expect(await checkIns.getByText("On site", { exact: true }).count()).toBe(0);
    expect((await getWorkOrder(baseUrl, dispatcherToken, order.id)).completedate).not.toBeNull();
  }, 240_000);
  it("the detail is laid out for one thumb: whole labels, Save in the bar, tappable site links; Cancel is no refusal", async () => {
    const second = await anotherFieldOrder(baseUrl, f, "thumb");
    const third = await anotherFieldOrder(baseUrl, f, "elsewhere");
    await context.grantPermissions(["geolocation"], { origin: baseUrl });
    await standAt(0.0005);
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, f.tech.email, f.tech.password);
    await page.waitForURL(`${baseUrl}${landingOf("Tech")}`);
    await page.goto(`${baseUrl}/vendorprofile/workorderdetails?id=${second.id}`);
    await fieldBar(page).getByRole("button", { name: "Check In" }).waitFor();

    // The bar: Check In, Add Note, Add Photo and Save side by side, each label whole: one line at 390 px, two at 320.
    const names = ["Check In", "Add Note", "Add Photo", "Save"];
    await expectThumbBar(page, PHONE.width, names, 1);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, "tech-detail-390-top.png") });
    await page.setViewportSize({ width: 320, height: 640 });
    await expectThumbBar(page, 320, names, 2);
    await page.screenshot({ path: path.join(ARTIFACTS, "tech-detail-320.png") });
    await page.setViewportSize(PHONE);

    // The job site: the address opens the maps in a new tab, the phone calls.
    const wo = await jsonCall<VendorWorkOrderDetail>(
      baseUrl,
      f.techToken,
      "GET",
      `/api/vendorprofile/workorder/${second.id}`,
    );
    const address = [wo.streetaddress, wo.city, wo.statecode, wo.postalcode].filter(Boolean).join(", ");
    const maps = page.getByRole("link", { name: address, exact: true });
    expect(await maps.getAttribute("href")).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    );
    expect(await maps.getAttribute("target")).toBe("_blank");
    expect(await maps.getAttribute("rel")).toBe("noopener noreferrer");
    const phone = wo.sitephone ?? "";
    expect(phone).not.toBe("");
    const call = page.getByRole("link", { name: `Call ${phone}`, exact: true });
    expect(await call.getAttribute("href")).toBe(`tel:${phone.replace(/[^\d+]/g, "")}`);
    await maps.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, "tech-detail-390-site.png") });

    // Save: the bar's is the one on a phone, enabled once the tab's form has a change; it sends only that.
    const save = fieldBar(page).getByRole("button", { name: "Save", exact: true });
    expect(await page.getByRole("button", { name: "Save", exact: true }).count()).toBe(1);
    expect(await save.isDisabled()).toBe(true);
    const note = `Gate code 4512, thumb e2e ${f.tech.name}`;
    await page.getByRole("textbox", { name: "Note" }).fill(note);
    await expect.poll(() => save.isEnabled()).toBe(true);
    const [request] = await Promise.all([page.waitForRequest(isVendorSave), save.click()]);
    await expectToast(page, "Work order saved");
    expect(request.postDataJSON()).toEqual({ id: second.id, version: wo.version, note });
    await expect.poll(() => save.isDisabled()).toBe(true);
    const saved = await jsonCall<VendorWorkOrderDetail>(
      baseUrl,
      f.techToken,
      "GET",
      `/api/vendorprofile/workorder/${second.id}`,
    );
    expect(saved).toMatchObject({ vendornote: note, scheduledate: wo.scheduledate, techid: wo.techid });

    // Checked in here, the tech opens another order: "Checked in elsewhere" → Cancel shows no refusal.
    await fieldBar(page).getByRole("button", { name: "Check In" }).click();
    await expectToast(page, "Checked in");
    await fieldBar(page).getByRole("button", { name: "Check Out" }).waitFor();
    await page.goto(`${baseUrl}/vendorprofile/workorderdetails?id=${third.id}`);
    await fieldBar(page).getByRole("button", { name: "Check In" }).click();
    const elsewhere = page.getByRole("dialog", { name: "Checked in elsewhere" });
    await elsewhere.getByText(`You are still checked in on ${second.wonumber}.`, { exact: false }).waitFor();
    await elsewhere.getByRole("button", { name: "Cancel" }).click();
    await elsewhere.waitFor({ state: "detached" });
    await expect.poll(() => fieldBar(page).getByRole("button", { name: "Check In" }).isEnabled()).toBe(true);
    expect(await page.getByText("Check-in refused").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Get a check-in code" }).count()).toBe(0);
    expect((await trail(third.id)).events).toEqual([]);
    await expectNoA11yProblems(page, "Tech vendor detail after Cancel on checked in elsewhere (phone)");
  }, 180_000);
});
