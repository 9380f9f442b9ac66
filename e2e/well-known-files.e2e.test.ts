import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

describe("well-known paths are files, never the app's HTML (issue 30 #5)", () => {
  it("serves /robots.txt and /favicon.ico from the build; a missing one answers 404", async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    expect(await robots.text()).toContain("Disallow: /");

    const icon = await fetch(`${baseUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    const bytes = new Uint8Array(await icon.arrayBuffer());
    // An ICO header: reserved 0, type 1 (icon).
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);

    for (const path of ["/sitemap.xml", "/.well-known/security.txt", "/apple-touch-icon.png"]) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("<!doctype html>");
    }
  });
});
