import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/factories.ts";
import { EVERYONE, expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("reference lookups", () => {
  it("lists all 21 statuses with the spec's fixed ids and colours", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const res = await t.call(token, { method: "GET", url: "/api/workorder/getstatuses" });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ id: number; name: string; color: string }>;
    expect(rows).toHaveLength(21);
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    expect(byId.get(2)).toBe("Pending Proposal - Vendor");
    expect(byId.get(6)).toBe("Cancelled");
    expect(byId.get(7)).toBe("WOA");
    expect(byId.get(9)).toBe("Dispatched");
    expect(byId.get(12)).toBe("CWOP");
    expect(byId.get(13)).toBe("TOS");
    expect(byId.get(16)).toBe("WOP");
    expect(byId.get(18)).toBe("NOD");
    expect(byId.get(21)).toBe("Pending Proposal – EDC");
    expect(byId.get(25)).toBe("In Process");
    for (const r of rows) expect(r.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("lists trades as tradeid/tradename and states as id/statecode", async () => {
    const { token } = await signIn(t, { roles: ["Vendor"] });
    const trades = (await t.call(token, { method: "GET", url: "/api/trades/tradelist" })).json();
    expect(trades).toContainEqual({ tradeid: expect.any(Number), tradename: "HVAC" });
    const states = (await t.call(token, { method: "GET", url: "/api/geoinfo/getstates" })).json();
    expect(states).toContainEqual({ id: expect.any(Number), statecode: "TX", statename: "Texas" });
  });

  it("returns the site metadata captions as tablename/datafieldname/displaynamefield", async () => {
    const { token } = await signIn(t, { roles: ["Customer"] });
    const meta = (await t.call(token, { method: "GET", url: "/api/site/meta" })).json();
    expect(meta).toContainEqual({
      tablename: "workorder",
      datafieldname: "createddate",
      displaynamefield: "Receive Date",
    });
  });

  it("lists only active dispatchers", async () => {
    const { token, user: me } = await signIn(t, { roles: ["Admin"], isdispatcher: true });
    const { user: inactive } = await signIn(t, { roles: ["Dispatchers"], isactive: false });
    const { user: notDispatcher } = await signIn(t, { roles: ["AccountingAdmin"] });
    const rows = (await t.call(token, { method: "GET", url: "/api/user/getdispatchers" })).json() as Array<{
      id: number;
    }>;
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(me.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(notDispatcher.id);
    expect(rows.find((r) => r.id === me.id)).toEqual({
      id: me.id,
      name: `Test ${me.lastname}`,
      email: me.email,
    });
  });

  it.each([
    ["/api/workorder/getstatuses", EVERYONE],
    ["/api/trades/tradelist", EVERYONE],
    ["/api/trades/tradelist_nonstore", EVERYONE],
    ["/api/geoinfo/getstates", EVERYONE],
    ["/api/site/meta", EVERYONE],
    ["/api/user/getdispatchers", STAFF],
  ] as const)("enforces access on %s", async (url, allowed) => {
    await expectPermissionMatrix(t, { request: { method: "GET", url }, allowed });
  });
});
