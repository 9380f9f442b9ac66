import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { signIn } from "../test/factories.ts";
import { expectRefusal } from "../test/refusals.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { codeForStatus } from "./error-handler.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("platform", () => {
  it("answers the health check with the database state", async () => {
    const res = await t.call(null, { method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("publishes an OpenAPI 3 document listing every API route with its access rule", async () => {
    const res = await t.call(null, { method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { "x-access"?: string }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/workorder/getstatuses"]?.get?.["x-access"]).toBe("any signed-in user");
    expect(doc.paths["/api/user/getdispatchers"]?.get?.["x-access"]).toBe(
      "staff (not Tech, Vendor or Customer)",
    );
    expect(Object.keys(doc.paths)).toContain("/api/auth/login");
  });

  it("serves the API reference page", async () => {
    const res = await t.call(null, { method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(res.statusCode);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.call(null, { method: "GET", url: "/api/nothing/here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "not_found" });
  });

  it("rejects bad input with 400 naming every invalid field", async () => {
    const res = await t.call(null, {
      method: "POST",
      url: "/api/error/logerror",
      payload: { additionalinfo: 5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; message: string; fields: Record<string, string> };
    expect(body.error).toBe("validation");
    expect(Object.keys(body.fields).sort()).toEqual(["additionalinfo", "errormessage"]);
  });

  it("answers Fastify's own refusals with their own codes, never bad_request", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const url = "/api/workorder/updateworkorderstatus";
    const media = await t.call(token, {
      method: "POST",
      url,
      headers: { "content-type": "application/x-evil" },
      payload: "x",
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ error: "unsupported_media_type" });
    const big = await t.call(token, {
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ note: "x".repeat(3 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: "payload_too_large" });
    expect([401, 403, 404, 405, 409, 413, 415, 429].map(codeForStatus)).toEqual([
      "unauthorized",
      "forbidden",
      "not_found",
      "method_not_allowed",
      "conflict",
      "payload_too_large",
      "unsupported_media_type",
      "rate_limited",
    ]);
    expect(codeForStatus(418)).toBe("bad_request");
  });

  it("stores browser error reports", async () => {
    const res = await t.call(null, {
      method: "POST",
      url: "/api/error/logerror",
      headers: { name: "Dana Dispatcher" },
      payload: { errormessage: "Boom", additionalinfo: "stack", errorpage: "/workorder" },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    const row = await t.db.query.errorLog.findFirst({ where: (e, { eq }) => eq(e.id, id) });
    // Anonymous: the Name header is never taken as the user (features/errorlog/errorlog.test.ts).
    expect(row).toMatchObject({ errormessage: "Boom", errorpage: "/workorder", username: null });
  });

  it("serves the SPA with client routes falling back to index.html, never for /api", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "fm-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>FM Dispatch</title>");
    fs.writeFileSync(path.join(dist, "app.js"), "console.log(1)");
    const app = await buildApp({ ctx: t.ctx, webDistDir: dist, logger: false });
    try {
      const deep = await app.inject({ method: "GET", url: "/workorder/details?id=5&origin=workorder" });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain("<title>FM Dispatch</title>");
      expect((await app.inject({ method: "GET", url: "/app.js" })).body).toBe("console.log(1)");
      expectRefusal(await app.inject({ method: "GET", url: "/api/unknown" }), 404, "not_found");
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
