import { formatUsd } from "@fm/domain";
import type { VendorProposal } from "@fm/domain/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { openBillingTab, rowAction, vendorLinesOf } from "./support/billing.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, expectToast, jsonCall } from "./support/workorders.ts";

const { baseUrl, newPage } = useBrowserSession({ pagePerTest: false });

let token: string;

beforeAll(async () => {
  token = await apiToken(baseUrl, "Dispatchers");
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
    const [before] = await vendorLinesOf(baseUrl, token, workorderid);
    const page = await newPage("Dispatchers");
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
    const [line] = await vendorLinesOf(baseUrl, token, workorderid);
    expect(line?.quotedamount).toBe(proposal.proposalamount);
  });
});
