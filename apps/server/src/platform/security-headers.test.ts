import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { signIn } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let withSpa: FastifyInstance;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "fm-spa-"));

beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "index-BryNUDky.js"), "export const a = 1;\n");
  fs.writeFileSync(path.join(dist, "assets", "pdf.worker-C0ffee12.js"), "self.onmessage = () => {};\n");
  withSpa = await buildApp({ ctx: t.ctx, webDistDir: dist, logger: false });
});
afterAll(async () => {
  await withSpa.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  const csp = directives(headers["content-security-policy"] as string);
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["script-src"]).toEqual(["'self'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["connect-src"]).toEqual(["'self'"]);
  expect(csp["img-src"]).toEqual(expect.arrayContaining(["'self'", "data:", "blob:"]));
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["strict-transport-security"]).toBeUndefined();
};

describe("security headers (issue 11 #6)", () => {
  it("are on JSON answers, signed-in or not, and on errors", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const json = await t.call(token, { method: "GET", url: "/api/auth/me" });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
    expectSecurityHeaders(json.headers);
    const anonymous = await t.call(null, { method: "GET", url: "/api/auth/me" });
    expect(anonymous.statusCode).toBe(401);
    expectSecurityHeaders(anonymous.headers);
    expectSecurityHeaders((await t.call(null, { method: "GET", url: "/api/nothing-here" })).headers);
  });

  it("are on the SPA's index.html, whose scripts all come from our origin", async () => {
    for (const url of ["/", "/workorder/details?id=1"]) {
      const res = await withSpa.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expectSecurityHeaders(res.headers);
    }
  });

  it("are left off hashed scripts (document-only headers), except nosniff, CORP and a worker's CSP", async () => {
    const asset = await withSpa.inject({ method: "GET", url: "/assets/index-BryNUDky.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-security-policy"]).toBeUndefined();
    expect(asset.headers["x-frame-options"]).toBeUndefined();
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    const worker = await withSpa.inject({ method: "GET", url: "/assets/pdf.worker-C0ffee12.js" });
    expectSecurityHeaders(worker.headers);
  });

  it("add HSTS only when configured (TLS terminated in front)", async () => {
    const tls = await createTestApp({ HSTS_MAX_AGE_SECONDS: "31536000" });
    try {
      const res = await tls.call(null, { method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(directives(res.headers["content-security-policy"] as string)).toHaveProperty(
        "upgrade-insecure-requests",
      );
    } finally {
      await tls.close();
    }
  });
});
