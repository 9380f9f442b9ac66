import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, isClientRoute, PUBLIC_FILE, registerSpa, spaCacheControl } from "./spa.ts";

describe("SPA files: precompressed, cached by hash", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fm-spa-"));
  const app = Fastify();
  const js = "export const answer = 42;\n".repeat(200);
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>FM</title>");
    fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nDisallow: /\n");
    fs.writeFileSync(path.join(dir, "assets", "index-BryNUDky.js"), js);
    fs.writeFileSync(path.join(dir, "assets", "index-BryNUDky.js.br"), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dir, "assets", "index-BryNUDky.js.gz"), zlib.gzipSync(js));
    fs.writeFileSync(path.join(dir, "assets", "index-BryNUDky.js.map"), '{"sources":["secret.tsx"]}');
    fs.writeFileSync(path.join(dir, "assets", "index-BryNUDky.js.map.br"), zlib.brotliCompressSync("{}"));
    await registerSpa(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("never serves a source map, plain or precompressed (issue 29)", async () => {
    for (const url of [
      "/assets/index-BryNUDky.js.map",
      "/assets/INDEX-BryNUDky.js.MAP",
      "/assets/index-BryNUDky.js.map.br",
    ]) {
      for (const enc of ["br", "identity"]) {
        const res = await app.inject({ url, headers: { "accept-encoding": enc } });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain("secret.tsx");
      }
    }
  });

  it("names hashed assets immutable, public/'s other files a day, index.html no-cache", () => {
    expect(spaCacheControl("/x/dist/assets/react-Br4M-2Ae.js")).toBe(IMMUTABLE);
    expect(spaCacheControl("/x/dist/assets/react-Br4M-2Ae.js.br")).toBe(IMMUTABLE);
    expect(spaCacheControl("/x/dist/assets/mantine-C8035SNg.css.gz")).toBe(IMMUTABLE);
    expect(spaCacheControl("/x/dist/index.html")).toBe("no-cache");
    expect(spaCacheControl("/x/dist/favicon.svg")).toBe(PUBLIC_FILE);
    expect(spaCacheControl("/x/dist/csp-boot.js")).toBe(PUBLIC_FILE);
  });

  it("sends the brotli file to a browser that accepts it, gzip to one that only takes gzip", async () => {
    const br = await app.inject({
      url: "/assets/index-BryNUDky.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe(IMMUTABLE);
    expect(br.headers.vary).toContain("accept-encoding");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await app.inject({ url: "/assets/index-BryNUDky.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: "/assets/index-BryNUDky.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it("serves index.html (and client routes) with no-cache", async () => {
    for (const url of ["/", "/workorder"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves well-known files as files and answers 404 (not the app's HTML) for a missing one", async () => {
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.body).toContain("Disallow: /");
    for (const url of [
      "/favicon.ico",
      "/sitemap.xml",
      "/.well-known/security.txt",
      "/assets/gone-AbCdEf12.js",
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("<!doctype html>");
    }
    expect(isClientRoute("/workorder/details")).toBe(true);
    expect(isClientRoute("/robots.txt")).toBe(false);
  });
});

describe("SPA: the PWA's service worker and manifest (issue 31)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fm-spa-pwa-"));
  const app = Fastify();
  const sw = `importScripts("/workbox-2178cfdb.js");\n${"self.precache = [];\n".repeat(100)}`;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>FM</title>");
    fs.writeFileSync(path.join(dir, "sw.js"), sw);
    fs.writeFileSync(path.join(dir, "sw.js.br"), zlib.brotliCompressSync(sw));
    fs.writeFileSync(path.join(dir, "workbox-2178cfdb.js"), "self.workbox = {};");
    fs.writeFileSync(path.join(dir, "manifest.webmanifest"), '{"name":"FM Dispatch"}');
    await registerSpa(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves sw.js and workbox as JavaScript, the manifest as a web manifest; sw.js and the manifest revalidate", async () => {
    for (const enc of ["br", "identity"]) {
      const res = await app.inject({ url: "/sw.js", headers: { "accept-encoding": enc } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    const workbox = await app.inject({ url: "/workbox-2178cfdb.js" });
    expect(workbox.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(workbox.headers["cache-control"]).toBe(IMMUTABLE);
    const manifest = await app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.json()).toEqual({ name: "FM Dispatch" });
  });

  it("answers 404, never index.html, for a missing worker, manifest or workbox file", async () => {
    fs.renameSync(path.join(dir, "sw.js"), path.join(dir, "sw.old"));
    fs.renameSync(path.join(dir, "sw.js.br"), path.join(dir, "sw.old.br"));
    try {
      // /app.webmanifest: an extension longer than eight characters is still a file name.
      for (const url of [
        "/sw.js",
        "/workbox-00000000.js",
        "/manifest.json",
        "/registerSW.js",
        "/app.webmanifest",
      ]) {
        const res = await app.inject({ url, headers: { "accept-encoding": "br" } });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers["content-type"], url).toContain("application/json");
        expect(res.body, url).not.toContain("<!doctype html>");
      }
    } finally {
      fs.renameSync(path.join(dir, "sw.old"), path.join(dir, "sw.js"));
      fs.renameSync(path.join(dir, "sw.old.br"), path.join(dir, "sw.js.br"));
    }
  });
});
