import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { gabesPdf } from "../apps/server/src/features/workorder-import/fixtures/gabes-pdf-fixture.ts";
import { useBrowserSession } from "./support/session.ts";
import { getWorkOrder } from "./support/workorder-detail.ts";
import { apiToken } from "./support/workorders.ts";

const uid = () => Math.random().toString(36).slice(2, 8);

const { baseUrl, page } = useBrowserSession({ signInAs: "Dispatchers" });
let token: string;

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
});

/** Everything the detail page shows: its text and the values of its fields. */
const shown = (p: Page) =>
  p.evaluate(
    () =>
      `${document.body.textContent} ${[...document.querySelectorAll("input, textarea")]
        .map((e) => (e as HTMLInputElement).value)
        .join(" ")}`,
  );

describe("Import Work Order (spec 2 §2, issue 18)", () => {
  it("imports a ServiceChannel work order by PO and lands on its details", async () => {
    await page.goto(`${baseUrl}/workorder/import`);
    const popup = page.getByRole("dialog", { name: "Import Work Order" });
    await popup.waitFor();
    // The PO source needs a PO number (spec 2 §5).
    await popup.getByRole("button", { name: "Import", exact: true }).click();
    await popup.getByText("PO Number is required.").waitFor();

    // SC-DEMO-1001: the demo ServiceChannel stand-in's first order (a Summit Outfitters store, plumbing, NTE 650).
    await popup.getByRole("textbox", { name: "PO Number" }).fill("SC-DEMO-1001");
    await popup.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForURL(/\/workorder\/details\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get("id"));
    const wo = await getWorkOrder(baseUrl, token, id);
    expect(wo).toMatchObject({ ponumber: "SC-DEMO-1001", nte: 650 });
    expect(wo.trades.map((t) => t.tradename)).toEqual(["Plumbing"]);

    await page.getByRole("textbox", { name: "Brief Description" }).waitFor();
    await expect.poll(() => shown(page), { timeout: 15_000 }).toContain(wo.jobsite.jobsite);
    const text = await shown(page);
    expect(text).toContain("Plumbing");
    expect(text).toMatch(/650(\.00)?/);
    expect(text).toContain("Water heater leaking in the stock room");
    expect(await page.getByRole("textbox", { name: "Brief Description" }).inputValue()).toBe(
      "WATER HEATER LEAK: Water heater leaking in the stock room; water reaching the sales floor.",
    );

    // The same PO again offers the order already imported instead of a duplicate.
    await page.goto(`${baseUrl}/workorder/import`);
    await page.getByRole("textbox", { name: "PO Number" }).fill("SC-DEMO-1001");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const again = page.getByRole("dialog", { name: "Already Imported" });
    await again.getByText(`Work Order #${wo.wonumber}`).waitFor();
    await again.getByRole("button", { name: "Open Work Order" }).click();
    await page.waitForURL(new RegExp(`/workorder/details\\?id=${id}\\b`));
  });

  it("shows ServiceChannel's refusal of an unknown PO", async () => {
    await page.goto(`${baseUrl}/workorder/import`);
    await page.getByRole("textbox", { name: "PO Number" }).fill(`NOPE-${uid()}`);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("alert").getByText("Error importing Service Channel Work Order").first().waitFor();
  });

  it("imports two dropped Gabes PDFs and lists both orders", async () => {
    const pos = [`GB-${uid()}`, `GB-${uid()}`];
    const files = await Promise.all(
      pos.map(async (po, i) => ({
        name: `gabes-${po}.pdf`,
        mimeType: "application/pdf",
        buffer: await gabesPdf({
          po,
          store: i === 0 ? "0412" : "0388",
          trade: "Electrical",
          priority: "P3 - Routine",
          nte: "$300.00",
          description: `Lights out in aisle ${i + 3}.`,
        }),
      })),
    );
    await page.goto(`${baseUrl}/workorder/import`);
    const popup = page.getByRole("dialog", { name: "Import Work Order" });
    await popup.getByRole("radio", { name: "Gabes" }).check();
    await popup.getByText("or drop file here").waitFor();
    await popup.locator('input[type="file"]').setInputFiles(files);

    const list = popup.getByRole("list", { name: "Imported files" });
    for (const f of files) {
      const item = list.getByRole("listitem", { name: f.name });
      await item.getByText("Imported", { exact: true }).waitFor({ timeout: 20_000 });
      await item.getByRole("link", { name: /Work Order #GAB-/ }).waitFor();
    }
    const links = await list.getByRole("link", { name: /Work Order #/ }).all();
    expect(links).toHaveLength(2);
    await links[0]?.click();
    await page.waitForURL(/\/workorder\/details\?id=\d+/);
  });
});
