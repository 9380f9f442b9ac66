import type { Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import {
  chooseOption,
  fillNewOrder,
  getWorkOrder,
  newReceivedOrder,
  openDetail,
  toolbarButton,
} from "./support/workorder-detail.ts";
import { apiToken, expectToast } from "./support/workorders.ts";

const STATUS = { Received: 1, Dispatched: 9 } as const;
const uid = () => Math.random().toString(36).slice(2, 8);

const { baseUrl, page } = useBrowserSession({ signInAs: "Dispatchers" });
let token: string;

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
});

/** A new Received order of this test's own, made through the API at a demo order's site. */
const newOrder = () =>
  newReceivedOrder(baseUrl, token, {
    briefdescription: `Unsaved-edits e2e ${uid()}`,
    description: "Plain text, as an import stores it",
  });

const isUpdate = (r: Request) => r.url().endsWith("/api/workorder/updateworkorder") && r.method() === "PUT";
const unsavedBadge = () => page.getByText("Unsaved changes", { exact: true });

/** The status popup: pick the status, write the required note, save it. */
const changeStatus = async (to: string) => {
  await chooseOption(page, "Status", to);
  const popup = page.getByRole("dialog", { name: "Internal Note" });
  await popup.getByRole("textbox", { name: "Note" }).fill(`Set to ${to} by e2e`);
  await popup.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Status updated");
  await popup.waitFor({ state: "detached" });
};

describe("the work-order form never writes back what the user did not change (issue 30 #1)", () => {
  it("status popup → Dispatched, then Save: the dispatch date survives and the header shows it", async () => {
    const wo = await newOrder();
    await openDetail(page, baseUrl, wo.id);
    // A created order loads clean: nothing edited, nothing to guard.
    expect(await unsavedBadge().count()).toBe(0);
    const summary = page.getByRole("region", { name: "Work order summary" });
    expect(await summary.textContent()).toContain("Dispatch Date—");

    await changeStatus("Dispatched");
    const dispatched = await getWorkOrder(baseUrl, token, wo.id);
    expect(dispatched.dispatchdate).not.toBeNull();
    // The header refreshed with the record: the dispatch date the status change set.
    await expect.poll(async () => (await summary.textContent())?.includes("Dispatch Date—")).toBe(false);
    expect(await unsavedBadge().count()).toBe(0);

    await page.getByRole("textbox", { name: "Requested By" }).fill("Front desk");
    await unsavedBadge().waitFor();
    const [request] = await Promise.all([page.waitForRequest(isUpdate), toolbarButton(page, "Save").click()]);
    await expectToast(page, "Work Order Saved");
    // Only the changed field, at the version the refreshed form holds.
    expect(request.postDataJSON()).toEqual({
      id: wo.id,
      version: dispatched.version,
      requestedby: "Front desk",
    });

    const saved = await getWorkOrder(baseUrl, token, wo.id);
    expect(saved).toMatchObject({ statusid: STATUS.Dispatched, requestedby: "Front desk" });
    expect(saved.dispatchdate).toBe(dispatched.dispatchdate);
    await unsavedBadge().waitFor({ state: "detached" });
  });

  it("edit A, status change B, save A: both survive", async () => {
    const wo = await newOrder();
    await openDetail(page, baseUrl, wo.id);
    await page.getByRole("textbox", { name: "PO Number" }).fill(`PO-${uid()}`);
    const po = await page.getByRole("textbox", { name: "PO Number" }).inputValue();
    await changeStatus("Dispatched");
    // The unsaved edit stays on the refreshed form, still unsaved.
    expect(await page.getByRole("textbox", { name: "PO Number" }).inputValue()).toBe(po);
    await unsavedBadge().waitFor();
    await toolbarButton(page, "Save").click();
    await expectToast(page, "Work Order Saved");
    const saved = await getWorkOrder(baseUrl, token, wo.id);
    expect(saved).toMatchObject({ statusid: STATUS.Dispatched, ponumber: po });
    expect(saved.dispatchdate).not.toBeNull();
  });

  it("a change made elsewhere meanwhile: Save gets the 409 reload offer and writes nothing", async () => {
    const wo = await newOrder();
    await openDetail(page, baseUrl, wo.id);
    await page.getByRole("textbox", { name: "Requested By" }).fill("Mine");
    const other = await fetch(`${baseUrl}/api/workorder/updateworkorder`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ id: wo.id, version: 1, ponumber: "THEIRS" }),
    });
    expect(other.status).toBe(200);
    await toolbarButton(page, "Save").click();
    const offer = page.getByRole("dialog", { name: "Work order changed by someone else" });
    await offer.waitFor();
    const stored = await getWorkOrder(baseUrl, token, wo.id);
    expect(stored).toMatchObject({ ponumber: "THEIRS", requestedby: null });
    await offer.getByRole("button", { name: "Reload" }).click();
    await expect.poll(() => page.getByRole("textbox", { name: "PO Number" }).inputValue()).toBe("THEIRS");
  });
});

describe("dirty state and the unsaved-changes guard (issue 35 #4)", () => {
  it("a child order loads clean and leaves without asking", async () => {
    const wo = await newOrder();
    await openDetail(page, baseUrl, wo.id);
    await toolbarButton(page, "Add Child").click();
    await page.waitForURL((u) => u.searchParams.get("id") !== String(wo.id));
    await page.getByRole("textbox", { name: "Brief Description" }).waitFor();
    expect(await unsavedBadge().count()).toBe(0);
    await toolbarButton(page, "Back to List").click();
    await page.waitForURL(/\/workorder$/);
  });

  it("an edit asks before Back to List and a menu link: Stay keeps it, Leave goes", async () => {
    const wo = await newOrder();
    await openDetail(page, baseUrl, wo.id);
    await page.getByRole("textbox", { name: "Requested By" }).fill("Not saved yet");
    await toolbarButton(page, "Back to List").click();
    const ask = page.getByRole("dialog", { name: "Unsaved changes" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Stay" }).click();
    await ask.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/workorder/details");
    expect(await page.getByRole("textbox", { name: "Requested By" }).inputValue()).toBe("Not saved yet");

    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home" })
      .click();
    await ask.waitFor();
    await ask.getByRole("button", { name: "Leave" }).click();
    await page.waitForURL(/\/home$/);
    expect((await getWorkOrder(baseUrl, token, wo.id)).requestedby).toBeNull();
  });

  it("a new order saved goes to its details without asking", async () => {
    const wo = await newOrder();
    const site = await getWorkOrder(baseUrl, token, wo.id);
    await page.goto(`${baseUrl}/workorder/new?id=0`);
    await fillNewOrder(page, site.customername, `New e2e ${uid()}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Work Order Saved");
    await page.waitForURL(/\/workorder\/details\?id=\d+/);
    await page.getByRole("textbox", { name: "Brief Description" }).waitFor();
    expect(await page.getByRole("dialog", { name: "Unsaved changes" }).count()).toBe(0);
    expect(await unsavedBadge().count()).toBe(0);
  });
});
