import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCustomer, signIn } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/customer/getcustomers", () => {
  it("lists active customers, and inactive ones on request", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const active = await makeCustomer(t.db, { customerprefix: "ACT" });
    const inactive = await makeCustomer(t.db, { isactive: false });
    const ids = async (q: string) =>
      (
        (await t.call(token, { method: "GET", url: `/api/customer/getcustomers${q}` })).json() as Array<{
          id: number;
        }>
      ).map((c) => c.id);
    expect(await ids("")).toContain(active.id);
    expect(await ids("")).not.toContain(inactive.id);
    expect(await ids("?inactive=true")).toContain(inactive.id);
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/customer/getcustomers" },
      allowed: STAFF,
    });
  });
});
