import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorLog } from "../../db/schema/index.ts";
import { signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { ERROR_LOG_LIMITS } from "./errorlog.routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const report = (
  token: string | null,
  opts: { headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  t.call(token, {
    method: "POST",
    url: "/api/error/logerror",
    headers: opts.headers ?? {},
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    payload: { errormessage: "Boom", additionalinfo: "stack", errorpage: "/workorder" },
  });
const rowOf = async (id: number) => (await t.db.select().from(errorLog).where(eq(errorLog.id, id)))[0];
const address = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

describe("POST /api/error/logerror", () => {
  it("stores the signed-in user from the token, never the Name header", async () => {
    const { user, token } = await signIn(t);
    const res = await report(token, { headers: { name: "Somebody Else" } });
    expect(res.statusCode).toBe(201);
    const row = await rowOf((res.json() as { id: number }).id);
    expect(row).toMatchObject({
      errormessage: "Boom",
      errorpage: "/workorder",
      userid: user.id,
      username: `Test ${user.lastname}`,
    });
  });

  it("stores no user name for an anonymous report, whatever the Name header says", async () => {
    const res = await report(null, { headers: { name: "Dana Dispatcher" } });
    expect(res.statusCode).toBe(201);
    expect(await rowOf((res.json() as { id: number }).id)).toMatchObject({ userid: null, username: null });
  });

  it("limits anonymous reports per real address; a rotating X-Forwarded-For does not escape", async () => {
    const from = address();
    const codes: number[] = [];
    for (let i = 0; i <= ERROR_LOG_LIMITS.anonymous; i++) {
      const res = await report(null, {
        remoteAddress: from,
        headers: { "x-forwarded-for": `100.64.0.${i + 1}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, -1).every((c) => c === 201)).toBe(true);
    const last = await report(null, { remoteAddress: from, headers: { "x-forwarded-for": "100.64.9.9" } });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: "rate_limited" });
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    const before = await t.db.$count(errorLog);
    expect((await report(null, { remoteAddress: from })).statusCode).toBe(429);
    expect(await t.db.$count(errorLog)).toBe(before);
  });

  it("limits a signed-in user's reports by user, from any address", async () => {
    const { token } = await signIn(t);
    for (let i = 0; i < ERROR_LOG_LIMITS.user; i++) {
      expect((await report(token, { remoteAddress: address() })).statusCode).toBe(201);
    }
    expect((await report(token, { remoteAddress: address() })).statusCode).toBe(429);
  });

  it("refuses a body over the limit with 413 before storing anything", async () => {
    const before = await t.db.$count(errorLog);
    const res = await t.call(null, {
      method: "POST",
      url: "/api/error/logerror",
      payload: { errormessage: "x", additionalinfo: "y".repeat(200_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(await t.db.$count(errorLog)).toBe(before);
  });
});
