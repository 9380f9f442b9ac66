import { arrayContains, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema/index.ts";
import { makeVendor, signIn } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { newUserBody } from "./admin-test-helpers.ts";

/** Issue 29 #3: Admin is for staff only; invitation links use PUBLIC_URL only, never the request's Host. */
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://fm.example.test" });
  bare = await createTestApp({ PUBLIC_URL: "" });
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
});

const usersNamed = (app: TestApp, email: string) => app.db.select().from(users).where(eq(users.email, email));
const mailTo = (app: TestApp, email: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(arrayContains(mailOutbox.to, [email]));

describe("Admin routes need a staff user", () => {
  it("refuses a user holding Admin next to an external role (403, nothing created)", async () => {
    const vendor = await makeVendor(t.db);
    const mixed = await signIn(t, {
      roles: ["Admin", "Vendor"],
      permissions: ["admin"],
      vendorid: vendor.id,
    });
    expectRefusal(
      await t.call(mixed.token, { method: "GET", url: "/api/admin/getuserlist" }),
      403,
      "forbidden",
    );
    const body = newUserBody({ reports: [] });
    await expectRefusedUnchanged(
      () => t.call(mixed.token, { method: "POST", url: "/api/admin/createuser", payload: body }),
      403,
      "forbidden",
      () => usersNamed(t, body.email),
    );
    // A staff Admin passes the same route.
    const admin = await signIn(t, { roles: ["Admin"] });
    expect((await t.call(admin.token, { method: "GET", url: "/api/admin/getuserlist" })).statusCode).toBe(
      200,
    );
  });
});

describe("invitation links", () => {
  it("point at PUBLIC_URL whatever Host the request names", async () => {
    const admin = await signIn(t, { roles: ["Admin"] });
    const body = newUserBody({ reports: [] });
    const res = await t.call(admin.token, {
      method: "POST",
      url: "/api/admin/createuser",
      payload: body,
      headers: { host: "attacker.example", "x-forwarded-host": "attacker.example" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailTo(t, body.email);
    expect(mail?.text).toContain("https://fm.example.test/setpassword?token=");
    expect(`${mail?.text}${mail?.html}`).not.toContain("attacker.example");
  });

  it("are refused without PUBLIC_URL: no user, no mail", async () => {
    const admin = await signIn(bare, { roles: ["Admin"] });
    const body = newUserBody({ reports: [] });
    const refused = await expectRefusedUnchanged(
      () =>
        bare.call(admin.token, {
          method: "POST",
          url: "/api/admin/createuser",
          payload: body,
          headers: { host: "attacker.example" },
        }),
      409,
      "integration_not_configured",
      async () => ({ users: await usersNamed(bare, body.email), mail: await mailTo(bare, body.email) }),
    );
    expect(refused.message).toMatch(/PUBLIC_URL/);
  });
});
