import { beforeAll, describe, expect, it } from "vitest";
import { addScOrder, failScWrites, scOrder, scOrderState } from "./support/servicechannel.ts";
import { useBrowserSession } from "./support/session.ts";
import { getWorkOrder, openDetail } from "./support/workorder-detail.ts";
import { apiToken, jsonCall } from "./support/workorders.ts";

/**
 * Issue 33 §6 on screen: a dispatcher opens an order that came from ServiceChannel and follows its push in the
 * side panel's ServiceChannel section — in sync, then ServiceChannel refusing a status change (the reference's
 * ErrorResponse shown as is), then Retry delivering it. The ServiceChannel order is this test's own, added to the
 * server's ServiceChannel stand-in (e2e/support/servicechannel.ts) and imported by its PO.
 */
const { baseUrl, page } = useBrowserSession({ signInAs: "Dispatchers" });

/** PUT /workorders/{id}/status refused: the reference's 400 code 921 (ErrorResponse). */
const INVOICED = {
  status: 400,
  error: {
    ErrorCodes: ["CannotUpdateInvoicedWorkOrder"],
    ErrorCode: 921,
    ErrorMessage: "Cannot update invoiced Work order.",
  },
};

let dispatcher: string;
let admin: string;
beforeAll(async () => {
  dispatcher = await apiToken(baseUrl, "Dispatchers");
  admin = await apiToken(baseUrl, "Admin");
});

/** A customer of its own with a ServiceChannel subscriber id, an order of it in ServiceChannel, imported by PO. */
const importedOrder = async () => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const subscriber = 2_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
  await jsonCall(baseUrl, admin, "POST", "/api/customer/save", {
    customername: `SC Sync Customer ${tag}`,
    streetaddress: "1 Main St",
    city: "Boulder",
    statecode: "CO",
    postalcode: "80302",
    servicechannelsubscriberid: String(subscriber),
  });
  const sc = scOrder({
    po: `SCE2E-${tag}`,
    subscriber,
    store: String(1000 + Math.floor(Math.random() * 8999)),
  });
  await addScOrder(sc);
  const imported = await jsonCall<{ outcome: string; workorder: { id: number } }>(
    baseUrl,
    dispatcher,
    "POST",
    `/api/workorder/importwofromservicechannel?id=${encodeURIComponent(sc.PurchaseNumber)}&createjobsite=true`,
  );
  expect(imported.outcome).toBe("imported");
  return { sc, id: imported.workorder.id };
};

describe("ServiceChannel sync panel (issue 33 §6)", () => {
  it("shows a push ServiceChannel refused with its message, and Retry delivers it", async () => {
    const { sc, id } = await importedOrder();
    await openDetail(page, baseUrl, id);
    const panel = page.getByRole("region", { name: "ServiceChannel" });
    await panel.getByText(String(sc.Id)).waitFor();
    await panel.getByText("In sync").waitFor();
    await panel.getByText(/Last sync: never/).waitFor();

    // ServiceChannel refuses writes to this order; the dispatcher's status change is pushed and refused.
    await failScWrites(sc.Id, INVOICED);
    const { version } = await getWorkOrder(baseUrl, dispatcher, id);
    await jsonCall(baseUrl, dispatcher, "POST", "/api/workorder/updateworkorderstatus", {
      workorderid: id,
      statusid: 16, // Waiting on Parts → In Progress / Parts on Order
      version,
      note: "Compressor on order.",
    });
    // The section follows the order live (no reload): the failure with ServiceChannel's own message, and Retry.
    await panel.getByText("Sync failed").waitFor({ timeout: 30_000 });
    await panel
      .getByText(
        "ServiceChannel answered 400: Cannot update invoiced Work order. (CannotUpdateInvoicedWorkOrder)",
      )
      .waitFor();
    const item = panel.getByTestId("sc-sync-item");
    expect(await item.textContent()).toContain("Status");
    expect(await item.textContent()).toContain("failed");
    expect((await scOrderState(sc.Id)).workOrder.Status).toEqual({ Primary: "Open", Extended: "" });

    // ServiceChannel accepts again; Retry. (The runner's own back-off retry comes 10 s after a failure; should it
    // land in the moment between these two lines, the item is delivered all the same and Retry is gone.)
    await failScWrites(sc.Id, null);
    const retry = panel.getByRole("button", { name: "Retry" });
    const settled = () => undefined;
    await Promise.race([retry.click().catch(settled), panel.getByText("In sync").waitFor().catch(settled)]);
    await panel.getByText("In sync").waitFor({ timeout: 30_000 });
    await panel.getByText(/1 sent/).waitFor();
    expect(await panel.getByTestId("sc-sync-item").count()).toBe(0);
    expect(await panel.textContent()).not.toContain("Last sync: never");

    const state = await scOrderState(sc.Id);
    expect(state.workOrder.Status).toEqual({ Primary: "In Progress", Extended: "Parts on Order" });
    expect(
      state.writes.filter((w) => w.method === "PUT" && w.path.endsWith("/status")).at(-1)?.body,
    ).toMatchObject({
      Status: { Primary: "In Progress", Extended: "Parts on Order" },
      Note: "Compressor on order.",
    });
  });
});
