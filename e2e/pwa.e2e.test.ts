import { beforeAll, describe, expect, inject, it } from "vitest";
import { BRAND_COLOR } from "../apps/web/src/app/brand.ts";
import { createFieldOrder, type FieldOrder } from "./support/field.ts";
import { landingOf, submitLogin } from "./support/login.ts";
import { useBrowserSession } from "./support/session.ts";

const baseUrl = inject("baseUrl");

/** The installable PWA (issue 31): what the real build and server hand a browser. */
describe("installable PWA: manifest and service worker from the build", () => {
  it("index.html links the manifest; the manifest names the app, its colour, start URL and SVG icon", async () => {
    const html = await (await fetch(`${baseUrl}/login`)).text();
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);

    const res = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await res.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "FM Dispatch",
      short_name: "FM Dispatch",
      start_url: "/",
      display: "standalone",
      theme_color: BRAND_COLOR,
      icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    });
    const icon = await fetch(`${baseUrl}/icon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("serves sw.js and its workbox runtime as JavaScript; the worker precaches the shell and no /api answer", async () => {
    const res = await fetch(`${baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const sw = await res.text();
    expect(sw).toContain('url:"index.html"');
    expect(sw).toMatch(/url:"assets\/index-[\w-]+\.js"/);
    expect(sw).not.toMatch(/url:"[^"]*\.map"/);
    // No runtime caching (no strategy at all), no /api entry; the navigation fallback skips /api.
    expect(sw).not.toMatch(/NetworkFirst|CacheFirst|StaleWhileRevalidate|NetworkOnly/);
    expect(sw).not.toMatch(/url:"\/?api\//);
    expect(sw).toContain("denylist:[/^\\/api(\\/|$)/");
    // Client routes get the precached document; a new worker takes over at once.
    expect(sw).toMatch(/createHandlerBoundToURL\("\/index\.html"\)/);
    expect(sw).toContain("clientsClaim()");

    const workbox = sw.match(/workbox-[0-9a-f]{8}/)?.[0];
    expect(workbox).toBeDefined();
    const runtime = await fetch(`${baseUrl}/${workbox}.js`);
    expect(runtime.status).toBe(200);
    expect(runtime.headers.get("content-type")).toMatch(/javascript/);
  });
});

/*
 * Issue 31: the technician reopens the app without a network. The worker answers the navigation with the
 * precached document (and the precached chunks), Today's cards come from the phone's IndexedDB. A context of
 * its own with service workers allowed (the other files block them).
 */
describe("the PWA reopens Today offline (issue 31)", () => {
  const { page, context } = useBrowserSession({
    viewport: { width: 390, height: 844 },
    serviceWorkers: true,
  });
  let f: FieldOrder;
  beforeAll(async () => {
    f = await createFieldOrder(baseUrl, "pwa");
  });

  it("a repeat visit gets the document from the service worker; offline, a reload draws the kept cards, a WO # typed offline filters them and an order never opened opens", async () => {
    // Today keeps each card's order on the phone once it is shown (issue 31 §4), without the order being opened.
    const kept = page.waitForResponse(
      (r) => r.url().endsWith(`/api/vendorprofile/workorder/${f.order.id}`) && r.ok(),
      { timeout: 120_000 },
    );
    await page.goto(`${baseUrl}/login`);
    await submitLogin(page, f.tech.email, f.tech.password);
    await page.waitForURL(`${baseUrl}${landingOf("Tech")}`);
    const card = page.getByRole("article", { name: `Work order ${f.order.wonumber}` });
    await card.waitFor();
    // The signed-in layout registered the worker; it has precached the app and controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
      polling: 500,
    });

    const repeat = await page.reload();
    expect(repeat?.fromServiceWorker()).toBe(true);
    await card.waitFor();

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(page.url()).toBe(`${baseUrl}${landingOf("Tech")}`);
    await card.getByRole("link", { name: f.order.wonumber, exact: true }).waitFor();
    await page.getByText(/^Offline: as of /).waitFor();
    await kept;

    // A search first typed offline filters the day's kept cards, as of when they were kept.
    const search = page.getByRole("textbox", { name: "Search by Work Order #" });
    await search.fill("no-such-number");
    await page.getByText("No work order matches.").waitFor();
    await page.getByText(/^Offline: as of /).waitFor();
    await search.fill(f.order.wonumber.slice(-4));
    await card.waitFor();
    await page.getByText(/^Offline: as of /).waitFor();
    // The order was never opened on this phone: Today kept it, so it opens offline, with the field actions.
    await card.getByRole("link", { name: f.order.wonumber, exact: true }).click();
    await page.waitForURL(/\/vendorprofile\/workorderdetails\?id=\d+/);
    await page.getByText(/^Offline: as of /).waitFor();
    await page
      .getByRole("toolbar", { name: "Field actions" })
      .getByRole("button", { name: "Check In" })
      .waitFor();
    expect(await page.getByText(/Something went wrong|could not be loaded/).count()).toBe(0);
    await context.setOffline(false);
    // A server-only path is never the app's document: the worker lets the navigation through to the server.
    const api = await page.goto(`${baseUrl}/api/no-such-route`);
    expect(api?.fromServiceWorker()).toBe(false);
    expect(api?.status()).toBe(404);
    expect(api?.headers()["content-type"]).toContain("application/json");
  }, 240_000);
});
