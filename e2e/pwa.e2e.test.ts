import { describe, expect, inject, it } from "vitest";
import { BRAND_COLOR } from "../apps/web/src/app/brand.ts";

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

    const workbox = sw.match(/workbox-[0-9a-f]{8}/)?.[0];
    expect(workbox).toBeDefined();
    const runtime = await fetch(`${baseUrl}/${workbox}.js`);
    expect(runtime.status).toBe(200);
    expect(runtime.headers.get("content-type")).toMatch(/javascript/);
  });
});
