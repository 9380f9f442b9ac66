import { beforeAll, describe, expect, it } from "vitest";
import { useBrowserSession } from "./support/session.ts";
import { apiCall, apiToken } from "./support/workorders.ts";

/*
 * Issue 29: a vendor's HTML compliance document, opened by staff, ran a meta refresh in the staff tab (it was
 * opened as a same-origin blob: page). Now it previews only as text in a frame sandboxed without scripts,
 * same-origin access or top navigation, and the app's tab stays where it was.
 */
const { page, context, baseUrl } = useBrowserSession({ signInAs: "Dispatchers" });
let vendorid = 0;
const name = `hostile-${Date.now()}.html`;

beforeAll(async () => {
  const vendorToken = await apiToken(baseUrl, "Vendor");
  vendorid = (
    await apiCall<{ vendor: { id: number } }>(baseUrl, vendorToken, "GET", "/api/vendorprofile/currentvendor")
  ).vendor.id;
  const page = `<meta http-equiv="refresh" content="0;url=${baseUrl}/login?hijacked=1"><script>top.location="${baseUrl}/login?hijacked=2"</script><p>W9 form</p>`;
  const form = new FormData();
  form.append("doctype", "W9");
  form.append("file", new Blob([page], { type: "text/html" }), name);
  const res = await fetch(`${baseUrl}/api/vendorprofile/uploaddocument`, {
    method: "POST",
    headers: { authorization: `Bearer ${vendorToken}`, name: "e2e" },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
});

describe("An uploaded HTML document cannot move the staff tab", () => {
  it("previews a vendor's HTML document sandboxed, as text, and the page stays put", async () => {
    await page.goto(`${baseUrl}/vendor/details?id=${vendorid}`);
    await page.getByRole("tab", { name: "Attachments", exact: true }).click();
    const here = page.url();
    const opened: string[] = [];
    context.on("page", (p) => opened.push(p.url()));
    await page
      .getByRole("table", { name: "Vendor documents" })
      .getByRole("button", { name, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name });
    const frame = dialog.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("sandbox")).toBe("");
    expect(await frame.getAttribute("src")).toBeNull();
    expect(await frame.getAttribute("srcdoc")).toContain("W9 form");
    await page.waitForTimeout(1_500);
    expect(page.url()).toBe(here);
    expect(opened).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });
});
