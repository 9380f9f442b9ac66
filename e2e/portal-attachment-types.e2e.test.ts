import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DemoRole } from "./support/demo-users.ts";
import { useBrowserSession } from "./support/session.ts";
import { apiToken, jsonCall } from "./support/workorders.ts";

/** Spec 2 §3, letter for letter and in its order: the portals' attachment types (issue 30 #6). */
const SPEC_PORTAL_TYPES = ["Invoice", "Photo", "Proposal", "Sign Off", "Work Request", "Other"];
/**
 * A customer uploads only its share of that list, in the same order and names (CUSTOMER_UPLOAD_ATTACHMENT_TYPES,
 * domain customer-portal.ts: invoices, proposals and sign-offs are the vendor's documents).
 */
const CUSTOMER_UPLOAD_TYPES = ["Photo", "Work Request", "Other"];

const { baseUrl, newPage } = useBrowserSession({ pagePerTest: false });

const typesOffered = async (page: Page) => {
  await page.getByRole("tab", { name: "Attachments", exact: true }).click();
  await page.getByRole("combobox", { name: "Attachment Type" }).click();
  const options = page.getByRole("listbox").getByRole("option");
  await options.first().waitFor();
  return (await options.allInnerTexts()).map((t) => t.trim());
};

const CASES: ReadonlyArray<{ role: DemoRole; list: string; detail: string; types: string[] }> = [
  {
    role: "Vendor",
    list: "/api/vendorprofile/getworkorders/open?page=1&pageSize=50",
    detail: "/vendorprofile/workorderdetails?id=",
    types: SPEC_PORTAL_TYPES,
  },
  {
    role: "Customer",
    list: "/api/customerprofile/getworkorders/open?page=1&pageSize=50",
    detail: "/customerprofile/workorderdetails?id=",
    types: CUSTOMER_UPLOAD_TYPES,
  },
];

describe("portal attachment types (spec 2 §3)", () => {
  for (const { role, list, detail, types } of CASES) {
    it(`${role}: the Attachment Type list is ${types.join(", ")}, in the spec's order and names`, async () => {
      const token = await apiToken(baseUrl, role);
      const { rows } = await jsonCall<{ rows: Array<{ id: number }> }>(baseUrl, token, "GET", list);
      const order = rows[0];
      if (!order) throw new Error(`the demo ${role} has no open order`);
      const page = await newPage(role);
      await page.goto(`${baseUrl}${detail}${order.id}`);
      expect(await typesOffered(page)).toEqual(types);
    });
  }
});
