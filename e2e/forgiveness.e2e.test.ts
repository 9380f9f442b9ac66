import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "./support/demo-users.ts";
import { useBrowserSession } from "./support/session.ts";
import { getWorkOrder, newReceivedOrder } from "./support/workorder-detail.ts";
import {
  apiToken,
  expectToast,
  openRowMenu,
  openWorkOrders,
  searchWorkOrders,
} from "./support/workorders.ts";

/** Issue 30 #5: one-click actions on ownership and flags ask first or can be undone. */
const { baseUrl, page } = useBrowserSession({ signInAs: "Dispatchers" });
let token: string;
const uid = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
});

/** A Received order of this test's own, with no dispatcher. */
const newOrder = () => newReceivedOrder(baseUrl, token, { briefdescription: `Forgiveness e2e ${uid()}` });

const isWrite = (path: string) => (r: { url(): string; method(): string }) =>
  r.method() !== "GET" && r.url().includes(path);

describe("forgiving one-click actions", () => {
  it("Take Ownership asks first: Cancel changes nothing, confirming makes me the dispatcher", async () => {
    const wo = await newOrder();
    const before = await getWorkOrder(baseUrl, token, wo.id);
    await openWorkOrders(page, baseUrl);
    await searchWorkOrders(page, wo.wonumber);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (isWrite("/api/workorder/")(r)) sent.push(r.url());
    });

    await (await openRowMenu(page, wo.id)).getByRole("menuitem", { name: "Take Ownership" }).click();
    const ask = page.getByRole("dialog", { name: "Take Ownership" });
    await ask.getByText(`Take ownership of work order ${wo.wonumber}?`, { exact: false }).waitFor();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "detached" });
    expect(sent).toEqual([]);
    expect((await getWorkOrder(baseUrl, token, wo.id)).dispatcherid).toBe(before.dispatcherid);

    await (await openRowMenu(page, wo.id)).getByRole("menuitem", { name: "Take Ownership" }).click();
    await ask.getByRole("button", { name: "Take Ownership" }).click();
    await expectToast(page, "Updated Dispatcher");
    expect((await getWorkOrder(baseUrl, token, wo.id)).dispatcher).toBe(DEMO.Dispatchers.name);
  });

  it("Flag offers Undo for 5 seconds; Undo flags it back", async () => {
    const wo = await newOrder();
    await openWorkOrders(page, baseUrl);
    await searchWorkOrders(page, wo.wonumber);
    await (await openRowMenu(page, wo.id)).getByRole("menuitem", { name: "Flag" }).click();
    await expectToast(page, "Flagged/UnFlagged");
    await expect.poll(async () => (await getWorkOrder(baseUrl, token, wo.id)).flagged).toBe(true);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await getWorkOrder(baseUrl, token, wo.id)).flagged).toBe(false);
  });
});
