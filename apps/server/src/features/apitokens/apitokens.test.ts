import { createHash } from "node:crypto";
import type { CreatedApiToken } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiTokens, workOrders, workOrderVendors } from "../../db/schema/index.ts";
import {
  makeCustomer,
  makeJobSite,
  makeUser,
  makeVendor,
  makeWorkOrder,
  signIn,
} from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";
import { cancelOrderRequest } from "../../test/work-order-requests.ts";

const t = useTestApp();
let clock = new Date("2026-11-27T10:00:00Z");
beforeAll(() => {
  t.ctx.clock = () => clock;
});
const admin = useSignedIn(t, { roles: ["Admin"] });

const order = async () => {
  const customer = await makeCustomer(t.db);
  const site = await makeJobSite(t.db, customer.id);
  return makeWorkOrder(t.db, { customerid: customer.id, jobsiteid: site.id });
};

const create = async (payload: Record<string, unknown>, token = admin.token) => {
  const res = await t.call(token, { method: "POST", url: "/api/admin/apitokens", payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreatedApiToken>();
};

const statusOf = async (id: number) =>
  (
    await t.db
      .select({ s: workOrders.statusid, v: workOrders.version })
      .from(workOrders)
      .where(eq(workOrders.id, id))
  )[0];

const cancel = (token: string, wo: { id: number; version: number }) =>
  t.call(token, cancelOrderRequest(wo, "api"));

describe("API tokens (issue 33)", () => {
  it("shows the secret once and stores only its SHA-256", async () => {
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const created = await create({ name: "ERP", userid: owner.id, scopes: ["read:workorders"] });
    expect(created.token).toMatch(/^fmd_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.row.id));
    expect(row?.secrethash).toBe(createHash("sha256").update(created.token).digest("hex"));
    const secret = created.token.slice(4);
    const leaks = await t.db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(sql`position(${secret} in apitokens::text) > 0`);
    expect(leaks).toEqual([]);
    const list = await t.call(admin.token, { method: "GET", url: "/api/admin/apitokens" });
    expect(list.body).not.toContain(secret);
    expect(
      list.json<{ rows: Array<{ id: number; prefix: string }> }>().rows.find((r) => r.id === created.row.id)
        ?.prefix,
    ).toBe(created.token.slice(0, 12));
  });

  it("acts as its owner narrowed to its scopes: a read-only token reads but is refused a write, nothing changed", async () => {
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const { token } = await create({
      name: "read only",
      userid: owner.id,
      scopes: ["read:workorders", "view:workordertab"],
    });
    const wo = await order();
    const read = await t.call(token, { method: "GET", url: `/api/workorder/getworkorder?id=${wo.id}` });
    expect(read.statusCode, read.body).toBe(200);
    await expectRefusedUnchanged(
      () => cancel(token, wo),
      403,
      "forbidden",
      () => statusOf(wo.id),
    );

    const writer = await create({
      name: "writer",
      userid: owner.id,
      scopes: ["read:workorders", "update:workorder"],
    });
    const done = await cancel(writer.token, wo);
    expect(done.statusCode, done.body).toBe(200);
    expect((await statusOf(wo.id))?.s).toBe(6);
  });

  it("never holds more than its owner: a scope the owner lacks is refused, naming the field", async () => {
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const count = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.userid, owner.id))).length;
    const body = await expectRefusedUnchanged(
      () =>
        t.call(admin.token, {
          method: "POST",
          url: "/api/admin/apitokens",
          payload: { name: "too much", userid: owner.id, scopes: ["approve:customerinvoice"] },
        }),
      400,
      "validation",
      count,
    );
    expect(body.fields?.scopes).toContain("approve:customerinvoice");
  });

  it("an Admin's token without the admin scope is not an Admin", async () => {
    const { token } = await create({ name: "no admin", scopes: ["read:workorders"] });
    expectRefusal(await t.call(token, { method: "GET", url: "/api/admin/outbox" }), 403, "forbidden");
    const full = await create({ name: "admin", scopes: ["admin"] });
    expect((await t.call(full.token, { method: "GET", url: "/api/admin/outbox" })).statusCode).toBe(200);
    // a token never manages tokens, whatever its scopes
    expectRefusal(await t.call(full.token, { method: "GET", url: "/api/admin/apitokens" }), 403, "forbidden");
  });

  it("a vendor-limited token is a vendor user of that vendor: its orders only", async () => {
    const mine = await makeVendor(t.db);
    const other = await makeVendor(t.db);
    const { token } = await create({ name: "vendor", vendorid: mine.id, scopes: ["view:vendorworkorder"] });
    const woMine = await order();
    const woOther = await order();
    await t.db.insert(workOrderVendors).values([
      { workorderid: woMine.id, vendorid: mine.id, quotedamount: "100" },
      { workorderid: woOther.id, vendorid: other.id, quotedamount: "100" },
    ]);
    const ok = await t.call(token, { method: "GET", url: `/api/workorder/getworkorder?id=${woMine.id}` });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await t.call(token, {
      method: "GET",
      url: `/api/workorder/getworkorder?id=${woOther.id}`,
    });
    expect([403, 404]).toContain(refused.statusCode);
    // the staff work-order list is closed to it
    expectRefusal(
      await t.call(token, { method: "GET", url: "/api/workorder/getworkorders" }),
      403,
      "forbidden",
    );
  });

  it("answers 401 once revoked or expired", async () => {
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const url = "/api/workorder/getstatuses";
    const revoked = await create({ name: "soon revoked", userid: owner.id, scopes: ["read:workorders"] });
    expect((await t.call(revoked.token, { method: "GET", url })).statusCode).toBe(200);
    const res = await t.call(admin.token, {
      method: "POST",
      url: `/api/admin/apitokens/revoke?id=${revoked.row.id}`,
    });
    expect(res.json<{ state: string }>().state).toBe("revoked");
    expectRefusal(await t.call(revoked.token, { method: "GET", url }), 401, "invalid_token");

    const expiring = await create({
      name: "a day",
      userid: owner.id,
      scopes: ["read:workorders"],
      expiresat: "2026-11-28T10:00:00Z",
    });
    expect((await t.call(expiring.token, { method: "GET", url })).statusCode).toBe(200);
    clock = new Date("2026-11-28T10:00:01Z");
    try {
      expectRefusal(await t.call(expiring.token, { method: "GET", url }), 401, "token_expired");
    } finally {
      clock = new Date("2026-11-27T10:00:00Z");
    }
    expectRefusal(await t.call("fmd_notatoken", { method: "GET", url }), 401, "invalid_token");
  });

  it("records the last use: time and address", async () => {
    const { token, row } = await create({ name: "used", scopes: ["read:workorders"] });
    await t.call(token, { method: "GET", url: "/api/workorder/getstatuses", remoteAddress: "203.0.113.7" });
    const [stored] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, row.id));
    expect(stored?.lastusedip).toBe("203.0.113.7");
    expect(stored?.lastusedat?.toISOString()).toBe(clock.toISOString());
  });

  it("is rate limited per token: 429 with Retry-After past its requests per minute", async () => {
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const a = await create({
      name: "limited",
      userid: owner.id,
      scopes: ["read:workorders"],
      ratelimitperminute: 2,
    });
    const b = await create({
      name: "other",
      userid: owner.id,
      scopes: ["read:workorders"],
      ratelimitperminute: 2,
    });
    const url = "/api/workorder/getstatuses";
    expect((await t.call(a.token, { method: "GET", url })).statusCode).toBe(200);
    expect((await t.call(a.token, { method: "GET", url })).statusCode).toBe(200);
    const third = await t.call(a.token, { method: "GET", url });
    expectRefusal(third, 429, "rate_limited");
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect((await t.call(b.token, { method: "GET", url })).statusCode).toBe(200);
  });

  it("lets a user manage their own tokens, never another's; a Tech may not", async () => {
    const me = await signIn(t, { roles: ["Dispatchers"] });
    const other = await signIn(t, { roles: ["Dispatchers"] });
    const mine = await t.call(me.token, {
      method: "POST",
      url: "/api/profile/apitokens",
      payload: { name: "my script", scopes: ["read:workorders"] },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const id = mine.json<CreatedApiToken>().row.id;
    const list = await t.call(other.token, { method: "GET", url: "/api/profile/apitokens" });
    expect(list.json<{ rows: Array<{ id: number }> }>().rows.map((r) => r.id)).not.toContain(id);
    const revokedBy = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]?.revokedat;
    await expectRefusedUnchanged(
      () => t.call(other.token, { method: "POST", url: `/api/profile/apitokens/revoke?id=${id}` }),
      404,
      "not_found",
      revokedBy,
    );
    const ok = await t.call(me.token, { method: "POST", url: `/api/profile/apitokens/revoke?id=${id}` });
    expect(ok.statusCode).toBe(200);
    const vendor = await makeVendor(t.db);
    const tech = await signIn(t, { roles: ["Tech"], vendorid: vendor.id });
    expectRefusal(
      await t.call(tech.token, { method: "GET", url: "/api/profile/apitokens" }),
      403,
      "forbidden",
    );
  });
});
