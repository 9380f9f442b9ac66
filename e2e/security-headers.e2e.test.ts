import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { loginAs } from "./support/login.ts";
import { openDetail } from "./support/workorder-detail.ts";
import { apiToken, openWorkOrders, pickWorkOrder } from "./support/workorders.ts";

/**
 * The SPA under its Content-Security-Policy (issue 11 #6): signing in, the work-order list, a detail with its
 * Notes tab and editor, and an attachment's PDF preview run without a single CSP violation.
 */
const baseUrl = inject("baseUrl");
const STATUS_DISPATCHED = 9;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const violations: string[] = [];

/** A one-page PDF with exact xref offsets (the server opens every uploaded PDF before storing it). */
const minimalPdf = (): Buffer => {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
};

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // Reported by the page itself, before any script of the app runs.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(
        `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page = await context.newPage();
  page.on("console", (m) => {
    const text = m.text();
    if (/CSP violation|Content Security Policy/i.test(text)) violations.push(text);
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe("Content-Security-Policy in the browser", () => {
  it("serves the SPA with the policy and runs every screen under it without a violation", async () => {
    const res = await page.goto(`${baseUrl}/login`);
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");

    await loginAs(page, baseUrl, "Dispatchers");
    await openWorkOrders(page, baseUrl);

    const token = await apiToken(baseUrl, "Dispatchers");
    const row = await pickWorkOrder(baseUrl, token, STATUS_DISPATCHED, () => true);
    const name = `csp-${Date.now()}.pdf`;
    const form = new FormData();
    form.append("workorderid", String(row.id));
    form.append("attachmenttypeid", "1");
    form.append("files", new Blob([new Uint8Array(minimalPdf())], { type: "application/pdf" }), name);
    const upload = await fetch(`${baseUrl}/api/workorder/attachfile`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, name: "e2e" },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);

    await openDetail(page, baseUrl, row.id);
    // The tiptap editor of the Description field (its styles are injected at run time).
    const editor = page.locator(".ProseMirror").first();
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type(" typed under the CSP");
    await page.getByRole("tab", { name: "Notes" }).click();
    await page.getByRole("table", { name: "Notes" }).locator("tbody tr[data-row-id]").first().waitFor();
    await page.getByRole("button", { name: "Add Note" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Note" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("tab", { name: "Attachments" }).click();
    await page.getByRole("table", { name: "Attachments" }).getByRole("button", { name, exact: true }).click();
    await page.getByRole("dialog", { name }).locator("iframe").waitFor();
    await page.waitForTimeout(500);

    expect(violations).toEqual([]);
  }, 180_000);
});
