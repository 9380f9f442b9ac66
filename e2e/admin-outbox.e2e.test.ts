import type { OutboxRow } from "@fm/domain/contracts";
import type { Response } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "./support/mail.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiCall, apiToken, gridRow, pickWorkOrder } from "./support/workorders.ts";

const { page, baseUrl } = useBrowserSession({ signInAs: "Admin" });
const WOA = 7;

/** An Outbox row as GET /api/admin/outbox returns it (the contract's OutboxRow). */
type ApiOutboxRow = OutboxRow;

/** Tag in the recipients of the mails this file queues. */
const tag = `outbox${Date.now().toString(36)}`;
let mails: ApiOutboxRow[] = [];

/** Adds a Vendor note e-mailed to `emails`: the server queues one mail, which its worker delivers to the suite's SMTP listener. */
const queueNoteMail = async (token: string, workorderid: number, emails: string) => {
  const res = await fetch(`${baseUrl}/api/workorder/savenote`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, name: "e2e", "content-type": "application/json" },
    body: JSON.stringify({
      workorderid,
      note: "<p>Outbox browser test</p>",
      type: "Vendor",
      pertainsto: 3,
      emails,
    }),
  });
  if (!res.ok) throw new Error(`savenote answered ${res.status}: ${await res.text()}`);
};

const isOutboxCall = (r: Response) => r.url().includes("/api/admin/outbox") && r.ok();

beforeAll(async () => {
  const token = await apiToken(baseUrl, "Admin");
  const order = await pickWorkOrder(baseUrl, token, WOA, () => true);
  await queueNoteMail(token, order.id, `b-${tag}@example.test`);
  await queueNoteMail(token, order.id, `a-${tag}@example.test`);
  const tagged = async () =>
    (await apiCall<{ rows: ApiOutboxRow[] }>(baseUrl, token, "GET", "/api/admin/outbox", { search: tag }))
      .rows;
  // The outbox worker delivers them over SMTP within seconds (e2e/support/global-setup.ts): the grid below shows
  // their final state, and the listener has them.
  const deadline = Date.now() + 30_000;
  for (;;) {
    mails = await tagged();
    if (mails.length === 2 && mails.every((m) => m.status === "sent")) break;
    if (Date.now() > deadline) throw new Error(`the mails were not sent: ${JSON.stringify(mails)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(mails.map((m) => m.to)).toEqual([[`a-${tag}@example.test`], [`b-${tag}@example.test`]]);
  await waitForMail(`a-${tag}@example.test`, /./);
  await waitForMail(`b-${tag}@example.test`, /./);
});

describe("Admin Outbox on the DataGrid", () => {
  it("shows the sent mails in the grid, searched and sorted on the server", async () => {
    await Promise.all([page.waitForResponse(isOutboxCall), page.goto(`${baseUrl}/admin/outbox`)]);
    await page.getByRole("heading", { level: 2, name: "Outbox" }).waitFor();
    const grid = page.getByRole("table", { name: "Outbox" });
    await grid.waitFor();

    await Promise.all([
      page.waitForResponse((r) => isOutboxCall(r) && new URL(r.url()).searchParams.get("search") === tag),
      page.getByRole("textbox", { name: "Search" }).fill(tag),
    ]);
    const [newest, older] = mails;
    if (!newest || !older) throw new Error("the mails were not queued");
    const first = gridRow(page, newest.id);
    await first.waitFor();
    await gridRow(page, older.id).waitFor();
    await page.getByText("1–2 of 2").waitFor();
    expect(await first.getByRole("cell").allInnerTexts()).toEqual(
      expect.arrayContaining([`a-${tag}@example.test`, newest.subject, "sent", "1"]),
    );

    // Sorting by To asks the server and puts b- first when descending.
    const sortByTo = grid.getByRole("button", { name: "Sort by To" });
    await Promise.all([page.waitForResponse(isOutboxCall), sortByTo.click()]);
    await Promise.all([
      page.waitForResponse(
        (r) => isOutboxCall(r) && (new URL(r.url()).searchParams.get("sort") ?? "").includes('"desc":true'),
      ),
      sortByTo.click(),
    ]);
    await expect
      .poll(() =>
        grid
          .locator("tbody tr[data-row-id]")
          .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-id"))),
      )
      .toEqual([String(older.id), String(newest.id)]);

    // The status choice narrows the list on the server.
    await Promise.all([
      page.waitForResponse(
        (r) => isOutboxCall(r) && new URL(r.url()).searchParams.get("status") === "queued",
      ),
      page.getByRole("radiogroup", { name: "Mail status" }).getByText("Queued", { exact: true }).click(),
    ]);
    await grid.getByText("No mail", { exact: true }).waitFor();
  });
});
