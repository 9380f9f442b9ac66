import { formatUsd } from "@fm/domain";
import type { VendorLine, VendorProposal } from "@fm/domain/contracts";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { jsonCall, openBillingTab, rowAction } from "./support/billing.ts";
import { launchBrowser } from "./support/browser.ts";
import { loginAs } from "./support/login.ts";
import { apiToken, expectToast } from "./support/workorders.ts";

const baseUrl = inject("baseUrl");

type Line = VendorLine;

let browser: Browser;
let context: BrowserContext;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiToken(baseUrl, "Dispatchers");
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A seeded order waiting for a vendor proposal, with one vendor and a submitted proposal (seed/vendor-proposals.ts). */
const findSubmitted = async (): Promise<{ workorderid: number; proposal: VendorProposal }> => {
  const page = await jsonCall<{ rows: Array<{ id: number; vendors: unknown[] }> }>(
    baseUrl,
    token,
    "GET",
    "/api/workorder/getworkorders?status=2&pageSize=100",
  );
  for (const wo of page.rows.filter((r) => r.vendors.length === 1)) {
    const list = await jsonCall<VendorProposal[]>(
      baseUrl,
      token,
      "GET",
      `/api/workorder/vendorproposals?workorderid=${wo.id}`,
    );
    const proposal = list.find((p) => p.proposalstatusid === 2);
    if (proposal) return { workorderid: wo.id, proposal };
  }
  throw new Error("no submitted vendor proposal in the demo data");
};

describe("Vendor Submitted Proposals (spec 2 §4)", () => {
  it("approves a submitted proposal after confirming the new quoted amount", async () => {
    const { workorderid, proposal } = await findSubmitted();
    const [before] = await jsonCall<Line[]>(
      baseUrl,
      token,
      "GET",
      `/api/workorder/getworkordervendors?workorderid=${workorderid}`,
    );
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await loginAs(page, baseUrl, "Dispatchers");
    await page.goto(`${baseUrl}/workorder/details?id=${workorderid}&origin=workorder`);
    const grid = page.getByRole("table", { name: "Vendor submitted proposals" });
    await openBillingTab(page, "Vendor Submitted Proposals", grid);
    const row = grid.getByRole("row").filter({ hasText: proposal.proposalnumber });
    await rowAction(row, `Actions for proposal ${proposal.proposalnumber}`, "Approve");
    const dialog = page.getByRole("dialog");
    await expect
      .poll(async () => dialog.textContent())
      .toContain(
        `Update Vendor Quoted Amount from $ ${formatUsd(before?.quotedamount ?? 0).slice(1)} to $ ${formatUsd(proposal.proposalamount).slice(1)}`,
      );
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expectToast(page, "Status updated");
    const after = await jsonCall<VendorProposal[]>(
      baseUrl,
      token,
      "GET",
      `/api/workorder/vendorproposals?workorderid=${workorderid}`,
    );
    expect(after.find((p) => p.id === proposal.id)?.proposalstatusid).toBe(3);
    const [line] = await jsonCall<Line[]>(
      baseUrl,
      token,
      "GET",
      `/api/workorder/getworkordervendors?workorderid=${workorderid}`,
    );
    expect(line?.quotedamount).toBe(proposal.proposalamount);
  });
});
