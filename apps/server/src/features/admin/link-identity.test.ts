import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, users } from "../../db/schema/index.ts";
import { makeUser, makeVendor } from "../../test/factories.ts";
import { type OidcTestProvider, startOidcProvider } from "../../test/oidc-provider.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let idp: OidcTestProvider;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  idp = await startOidcProvider();
  t = await createTestApp(idp.env);
  const row = await makeUser(t.db, { roles: ["Admin"] });
  admin = await idp.token({ sub: `admin|${randomUUID()}`, email: row.email, roles: ["Admin"] });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const me = (token: string) => t.call(token, { method: "GET", url: "/api/auth/me" });
const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const link = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: "PUT", url: "/api/admin/linkidentity", payload });
/** A token of `sub` whose e-mail the provider does not vouch for. */
const unverified = (sub: string, email: string) =>
  idp.token({ sub, email, roles: ["Dispatchers"], extra: { email_verified: undefined } });

describe("an Admin's explicit mapping of an external identity (issue 29)", () => {
  it("lets a mapped subject sign in without email_verified; unlinking ends it; the change is audited", async () => {
    const staff = await makeUser(t.db, { roles: ["Dispatchers"] });
    const sub = `corp|${randomUUID()}`;
    expectRefusal(await me(await unverified(sub, staff.email)), 401, "unknown_user");
    const mode = await t.call(admin, { method: "GET", url: "/api/admin/getidentitymode" });
    expect(mode.json()).toEqual({ externalIdp: true, issuer: idp.env.OIDC_ISSUER });

    const res = await link(admin, { user_id: staff.id, version: staff.version, externalsubject: ` ${sub} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: staff.id, externalsubject: sub, version: staff.version + 1 });
    expect((await me(await unverified(sub, staff.email))).json()).toMatchObject({ id: staff.id });
    const audit = await t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.entitykey, String(staff.id)));
    expect(audit.map((a) => [a.action, a.after])).toEqual([["linkidentity", { externalsubject: sub }]]);

    const off = await link(admin, { user_id: staff.id, version: staff.version + 1, externalsubject: "" });
    expect(off.json()).toMatchObject({ externalsubject: null });
    expectRefusal(await me(await unverified(sub, staff.email)), 401, "unknown_user");
  });

  it("refuses an external user, a subject linked to someone else, a stale version and a non-Admin, changing nothing", async () => {
    const vendor = await makeVendor(t.db);
    const vendorUser = await makeUser(t.db, { roles: ["Vendor"], vendorid: vendor.id });
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const staff = await makeUser(t.db, { roles: ["Dispatchers"] });
    const taken = `corp|${randomUUID()}`;
    await t.db.update(users).set({ externalsubject: taken }).where(eq(users.id, owner.id));
    const both = async () => [await row(vendorUser.id), await row(owner.id), await row(staff.id)];
    const external = await expectRefusedUnchanged(
      () => link(admin, { user_id: vendorUser.id, version: vendorUser.version, externalsubject: "x|1" }),
      400,
      "validation",
      both,
    );
    expect(external.fields).toHaveProperty("user_id");
    const dup = await expectRefusedUnchanged(
      () => link(admin, { user_id: staff.id, version: staff.version, externalsubject: taken }),
      409,
      "duplicate",
      both,
    );
    expect(dup.fields).toHaveProperty("externalsubject");
    await expectRefusedUnchanged(
      () => link(admin, { user_id: staff.id, version: staff.version + 5, externalsubject: "x|2" }),
      409,
      "conflict",
      both,
    );
    const bad = await expectRefusedUnchanged(
      () => link(admin, { user_id: staff.id, version: staff.version, externalsubject: "x\u0000y" }),
      400,
      "validation",
      both,
    );
    expect(bad.fields).toHaveProperty("externalsubject");
    const desk = await makeUser(t.db, { roles: ["Dispatchers"] });
    const dispatcher = await idp.token({
      sub: `d|${randomUUID()}`,
      email: desk.email,
      roles: ["Dispatchers"],
    });
    await expectRefusedUnchanged(
      () => link(dispatcher, { user_id: owner.id, version: owner.version, externalsubject: "x|3" }),
      403,
      "forbidden",
      both,
    );
  });
});
