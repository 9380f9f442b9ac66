import { and, arrayContains, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, mailOutbox, userInvitations, users } from "../../db/schema/index.ts";
import { makeCustomer, makeVendor, signIn, uid } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { newUserBody } from "./admin-test-helpers.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://fm.example.test" });
  admin = await signIn(t, { roles: ["Admin"] });
});
afterAll(async () => t?.close());

const create = (body: Record<string, unknown>, as = admin.token) =>
  t.call(as, { method: "POST", url: "/api/admin/createuser", payload: body });
const update = (body: Record<string, unknown>, as = admin.token) =>
  t.call(as, { method: "PATCH", url: "/api/admin/updateuser", payload: body });
const setPassword = (token: string, password: string) =>
  t.call(null, { method: "POST", url: "/api/auth/setpassword", payload: { token, password } });
const login = (email: string, password: string) =>
  t.call(null, { method: "POST", url: "/api/auth/login", payload: { email, password } });
const me = (token: string) => t.call(token, { method: "GET", url: "/api/auth/me" });

/** The set-password link of the newest invitation mail to this address. */
const invitationToken = async (email: string) => {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(arrayContains(mailOutbox.to, [email]))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = /https:\/\/fm\.example\.test\/setpassword\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!link?.[1]) throw new Error(`no invitation link mailed to ${email}`);
  return link[1];
};
const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const auditOf = (id: number) =>
  t.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, "user"), eq(adminAudit.entitykey, String(id))))
    .orderBy(adminAudit.id);

describe("createuser and the invitation", () => {
  it("creates the user, mails a single-use set-password link, and the user signs in with it", async () => {
    const body = newUserBody();
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      email: body.email,
      given_name: "Dana",
      app_metadata: { roles: ["Dispatchers"] },
      reports: [1, 13],
      isdispatcher: true,
      usertypeid: 4,
      email_verified: false,
      invitation: "pending",
      version: 1,
    });
    const row = await userRow(body.email);
    expect(row?.passwordhash).toBeNull();
    expect(row?.permissions).toContain("read:workorders");

    const list = (await t.call(admin.token, { method: "GET", url: "/api/admin/getuserlist" })).json();
    expect(list).toContainEqual(expect.objectContaining({ user_id: created.user_id, invitation: "pending" }));

    // No password yet: sign-in fails.
    expectRefusal(await login(body.email, "a-long-password-1"), 401, "invalid_credentials");

    const token = await invitationToken(body.email);
    const set = await setPassword(token, "a-long-password-1");
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ email: body.email });
    const signedIn = await login(body.email, "a-long-password-1");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: body.email, roles: ["Dispatchers"] });

    // Single use: the same link again changes nothing.
    const hashAfter = (await userRow(body.email))?.passwordhash;
    const again = expectRefusal(await setPassword(token, "another-password-2"), 400, "invalid_invitation");
    expect(again.message).toBe("This link has already been used. Sign in with your password.");
    expect((await userRow(body.email))?.passwordhash).toBe(hashAfter);
    expectRefusal(await login(body.email, "another-password-2"), 401, "invalid_credentials");

    const audit = await auditOf(created.user_id);
    expect(audit.map((a) => [a.action, a.actorname])).toEqual([
      ["create", `${admin.user.firstname} ${admin.user.lastname}`],
      ["invite", `${admin.user.firstname} ${admin.user.lastname}`],
      ["setpassword", `Dana ${body.family_name}`],
    ]);
    expect(audit[0]?.after).toMatchObject({ email: body.email, roles: ["Dispatchers"] });
  });

  it("refuses an expired link, an unknown one, and a link replaced by a newer invitation", async () => {
    const body = newUserBody();
    const { user_id } = (await create(body)).json();
    const first = await invitationToken(body.email);
    await t.db
      .update(userInvitations)
      .set({ expiresat: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.userid, user_id));
    const expired = await expectRefusedUnchanged(
      () => setPassword(first, "a-long-password-1"),
      400,
      "invalid_invitation",
      async () => (await userRow(body.email))?.passwordhash,
    );
    expect(expired.message).toBe("This link has expired. Ask your administrator for a new invitation.");
    const list = (await t.call(admin.token, { method: "GET", url: "/api/admin/getuserlist" })).json();
    expect(list).toContainEqual(expect.objectContaining({ user_id, invitation: "expired" }));

    expectRefusal(await setPassword("not-a-real-token", "a-long-password-1"), 400, "invalid_invitation");

    const resent = await t.call(admin.token, {
      method: "POST",
      url: "/api/admin/resendinvitation",
      payload: { user_id },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ invitation: "pending" });
    const second = await invitationToken(body.email);
    expect(second).not.toBe(first);
    const replaced = expectRefusal(await setPassword(first, "a-long-password-1"), 400, "invalid_invitation");
    expect(replaced.message).toBe("A newer invitation replaced this link. Use the latest e-mail.");
    expect((await setPassword(second, "a-long-password-1")).statusCode).toBe(200);
    // Once a password is set there is nothing to resend.
    expectRefusal(
      await t.call(admin.token, { method: "POST", url: "/api/admin/resendinvitation", payload: { user_id } }),
      400,
      "invalid_state",
    );
  });

  it("refuses a short password without using the link", async () => {
    const body = newUserBody();
    await create(body);
    const token = await invitationToken(body.email);
    const res = expectRefusal(await setPassword(token, "short-pw-10"), 400, "validation");
    expect(res.fields).toMatchObject({ password: "Password must be at least 12 characters." });
    // Issue 29: one policy, checked against common passwords, on every route that sets one.
    for (const common of ["aaaaaaaaaaaa"]) {
      const refused = expectRefusal(await setPassword(token, common), 400, "validation");
      expect(refused.fields?.password).toMatch(/too common or too easy to guess/);
    }
    expect(await userRow(body.email)).toMatchObject({ passwordhash: null });
    expect((await setPassword(token, "long-enough-pw")).statusCode).toBe(200);
  });

  it("refuses a Customer user without a customer and a Vendor/Tech user without a vendor, creating nothing", async () => {
    const count = async () => (await t.db.select({ id: users.id }).from(users)).length;
    for (const [roles, field, isvendor] of [
      [["Customer"], "customerid", false],
      [["Vendor"], "vendorid", false],
      [["Tech"], "vendorid", false],
      [["Dispatchers"], "vendorid", true],
    ] as const) {
      const res = await expectRefusedUnchanged(
        () => create(newUserBody({ app_metadata: { roles }, isvendor })),
        400,
        "validation",
        count,
      );
      expect(Object.keys(res.fields ?? {})).toEqual([field]);
    }
    const missing = expectRefusal(
      await create(newUserBody({ app_metadata: { roles: [] }, given_name: "" })),
      400,
      "validation",
    );
    expect(missing.fields).toMatchObject({
      "app_metadata.roles": "Role is required.",
      given_name: "First Name is required.",
    });
    const unknown = expectRefusal(
      await create(newUserBody({ app_metadata: { roles: ["Customer"] }, customerid: 2147483000 })),
      400,
      "validation",
    );
    expect(unknown.fields).toEqual({ customerid: "Customer was not found." });
  });

  it("links a Customer user to its customer and a Vendor user to its vendor; refuses a duplicate e-mail", async () => {
    const customer = await makeCustomer(t.db);
    const vendor = await makeVendor(t.db);
    const c = (
      await create(
        newUserBody({ app_metadata: { roles: ["Customer"] }, customerid: customer.id, vendorid: vendor.id }),
      )
    ).json();
    expect(c).toMatchObject({
      usertypeid: 3,
      iscustomer: true,
      customerid: customer.id,
      customername: customer.customername,
      vendorid: null,
    });
    const body = newUserBody({ app_metadata: { roles: ["Vendor"] }, vendorid: vendor.id, isvendor: true });
    const v = (await create(body)).json();
    expect(v).toMatchObject({ usertypeid: 2, isvendor: true, vendorid: vendor.id, vendorname: vendor.name });
    const dup = expectRefusal(
      await create(newUserBody({ email: body.email.toUpperCase() })),
      400,
      "duplicate",
    );
    expect(dup.fields).toHaveProperty("email");
  });
});

describe("updateuser", () => {
  it("blocking a user refuses their existing token on the very next request", async () => {
    const victim = await signIn(t, { roles: ["Dispatchers"] });
    expect((await me(victim.token)).statusCode).toBe(200);
    const current = (await t.call(admin.token, { method: "GET", url: "/api/admin/getuserlist" }))
      .json()
      .find((u: { user_id: number }) => u.user_id === victim.user.id);
    const res = await update({ ...current, user_id: victim.user.id, blocked: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ blocked: true, version: current.version + 1 });
    expectRefusal(await me(victim.token), 401, "account_disabled");
    expectRefusal(
      await t.call(victim.token, { method: "GET", url: "/api/user/getdispatchers" }),
      401,
      "account_disabled",
    );
    const audit = await auditOf(victim.user.id);
    expect(audit.at(-1)).toMatchObject({
      action: "update",
      before: { blocked: false },
      after: { blocked: true },
    });
  });

  it("removing a role refuses the old token at once (token version), and the new sign-in carries the new roles", async () => {
    const password = `Pw-${uid()}-secret`;
    const victim = await signIn(t, { roles: ["Dispatchers", "AccountingAdmin"], password });
    expect((await me(victim.token)).statusCode).toBe(200);
    const current = (await t.call(admin.token, { method: "GET", url: "/api/admin/getuserlist" }))
      .json()
      .find((u: { user_id: number }) => u.user_id === victim.user.id);
    const res = await update({ ...current, app_metadata: { roles: ["AccountingAdmin"] } });
    expect(res.statusCode).toBe(200);
    expectRefusal(await me(victim.token), 401, "token_outdated");
    const again = await login(victim.user.email, password);
    expect(again.json().user.roles).toEqual(["AccountingAdmin"]);
    expect(again.json().user.permissions).not.toContain("add:workorder");
  });

  it("answers 409 to a stale version and 400 to self-lockout, changing nothing", async () => {
    const other = await signIn(t, { roles: ["Dispatchers"] });
    const list = (await t.call(admin.token, { method: "GET", url: "/api/admin/getuserlist" })).json();
    const current = list.find((u: { user_id: number }) => u.user_id === other.user.id);
    const state = async () => (await t.db.select().from(users).where(eq(users.id, other.user.id)))[0];
    expect((await update({ ...current, given_name: "First" })).statusCode).toBe(200);
    await expectRefusedUnchanged(() => update({ ...current, given_name: "Second" }), 409, "conflict", state);

    const self = list.find((u: { user_id: number }) => u.user_id === admin.user.id);
    const selfState = async () => (await t.db.select().from(users).where(eq(users.id, admin.user.id)))[0];
    for (const change of [
      { blocked: true },
      { isactive: false },
      { app_metadata: { roles: ["Dispatchers"] } },
    ]) {
      await expectRefusedUnchanged(() => update({ ...self, ...change }), 400, "invalid_state", selfState);
    }
  });

  it("refuses taking the vendor away from a Vendor user and 404s an unknown user", async () => {
    const vendor = await makeVendor(t.db);
    const u = (await create(newUserBody({ app_metadata: { roles: ["Tech"] }, vendorid: vendor.id }))).json();
    const res = await expectRefusedUnchanged(
      () => update({ ...u, vendorid: null }),
      400,
      "validation",
      async () => (await t.db.select().from(users).where(eq(users.id, u.user_id)))[0],
    );
    expect(res.fields).toEqual({ vendorid: "Vendor is required for a Vendor or Tech user." });
    expectRefusal(await update({ ...u, user_id: 2147483000 }), 404, "not_found");
  });
});

describe("alternative user editor (/admin/users/details)", () => {
  it("reads and saves username, names, e-mail, usertypeid and the flags", async () => {
    const u = (await create(newUserBody())).json();
    const got = await t.call(admin.token, { method: "GET", url: `/api/admin/getuser?id=${u.user_id}` });
    const editor = got.json() as Record<string, unknown>;
    expect(editor).toMatchObject({
      id: u.user_id,
      username: u.email,
      usertypeid: 4,
      isdispatcher: true,
      issalesrep: false,
    });
    const saved = await t.call(admin.token, {
      method: "PUT",
      url: "/api/admin/saveuser",
      payload: { ...editor, firstName: "Fox", issalesrep: true, isdispatcher: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toBe(true);
    const row = (await t.db.select().from(users).where(eq(users.id, u.user_id)))[0];
    expect(row).toMatchObject({ firstname: "Fox", issalesrep: true, isdispatcher: false, version: 2 });

    // Customer (3) needs a customer link, which this user has not: refused, unchanged.
    const res = await expectRefusedUnchanged(
      () =>
        t.call(admin.token, {
          method: "PUT",
          url: "/api/admin/saveuser",
          payload: { ...editor, version: 2, usertypeid: 3 },
        }),
      400,
      "validation",
      async () => (await t.db.select().from(users).where(eq(users.id, u.user_id)))[0],
    );
    expect(res.fields).toHaveProperty("usertypeid");
    const bad = expectRefusal(
      await t.call(admin.token, {
        method: "PUT",
        url: "/api/admin/saveuser",
        payload: { ...editor, usertypeid: 1 },
      }),
      400,
      "validation",
    );
    expect(bad.fields).toEqual({ usertypeid: "User Type must be between 2 and 4." });
  });
});
