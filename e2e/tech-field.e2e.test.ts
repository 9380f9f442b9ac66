import type { CheckInTrail, WorkOrderNote } from "@fm/domain/contracts";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeProblems, describeProblems } from "./support/a11y.ts";
import { createFieldOrder, type FieldOrder, standNear } from "./support/field.ts";
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

const trail = () =>
  jsonCall<CheckInTrail>(baseUrl, dispatcherToken, "GET", `/api/workorder/checkins/${order.id}`);
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
});
