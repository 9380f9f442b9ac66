import type { ManagementProviderRow } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { managementProviders } from "../../db/schema/index.ts";
import { makeCustomer, signIn, uid } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { jsonCaller, useSignedIn, useTestApp } from "../../test/use-test-app.ts";

const t = useTestApp();
const admin = useSignedIn(t, { roles: ["Admin"] });

const call = jsonCaller(t, admin);

const stored = async (id: number) => {
  const [row] = await t.db.select().from(managementProviders).where(eq(managementProviders.id, id));
  if (!row) throw new Error(`provider ${id} missing`);
  return row;
};

const newProvider = async (password: string) => {
  const name = `Provider ${uid()}`;
  const res = await call("POST", "/api/managementprovider/save", {
    managementprovider: name,
    webaddress: "https://old.example.com",
    userid: "old-user",
    password,
  });
  expect(res.statusCode).toBe(200);
  const { id } = res.json<{ id: number }>();
  return { id, name };
};

const reveal = async (customerid: number) => {
  const res = await call("GET", `/api/customer/providerpassword?customerid=${customerid}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ password: string | null }>().password;
};

describe("PUT /api/managementprovider/update (the Management Providers editor)", () => {
  it("saves the fields and bumps the version; a stale version answers 409 and changes nothing", async () => {
    const { id } = await newProvider("first-secret");
    const name = `Renamed ${uid()}`;
    const ok = await call("PUT", "/api/managementprovider/update", {
      id,
      version: 1,
      managementprovider: name,
      webaddress: "https://new.example.com",
      userid: "new-user",
    });
    expect(ok.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({
      managementprovider: name,
      webaddress: "https://new.example.com",
      userid: "new-user",
      version: 2,
    });
    const listed = (await call("GET", "/api/managementprovider/getproviders"))
      .json<ManagementProviderRow[]>()
      .find((p) => p.id === id);
    expect(listed).toMatchObject({ managementprovider: name, version: 2, haspassword: true });

    // A second editor still holding version 1.
    await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/managementprovider/update", {
          id,
          version: 1,
          managementprovider: "Stale write",
          webaddress: "https://stale.example.com",
          userid: "stale-user",
          password: "stale-secret",
        }),
      409,
      "conflict",
      () => stored(id),
    );
  });

  it("changes the password sealed at rest (a blank one keeps it); the reveal answers the new one", async () => {
    const { id } = await newProvider("first-secret");
    const customer = await makeCustomer(t.db, { managementproviderid: id });
    expect(await reveal(customer.id)).toBe("first-secret");

    const res = await call("PUT", "/api/managementprovider/update", {
      id,
      version: 1,
      managementprovider: `Provider ${uid()}`,
      password: "N3w-Passw0rd!",
    });
    expect(res.statusCode).toBe(200);
    const row = await stored(id);
    expect(row.password).not.toBe("N3w-Passw0rd!");
    expect(row.password).not.toContain("N3w-Passw0rd");
    expect(t.ctx.secrets.isSealed(row.password ?? "")).toBe(true);
    expect(await reveal(customer.id)).toBe("N3w-Passw0rd!");
    expect((await call("GET", "/api/managementprovider/getproviders")).body).not.toContain("N3w-Passw0rd");

    // Saving again with the password left blank keeps the stored one.
    const keep = await call("PUT", "/api/managementprovider/update", {
      id,
      version: 2,
      managementprovider: row.managementprovider,
    });
    expect(keep.statusCode).toBe(200);
    expect((await stored(id)).password).toBe(row.password);
    expect(await reveal(customer.id)).toBe("N3w-Passw0rd!");
  });

  it("refuses a dispatcher's password change and leaves the stored one", async () => {
    const { id } = await newProvider("first-secret");
    const dispatcher = (await signIn(t, { roles: ["Dispatchers"] })).token;
    await expectRefusedUnchanged(
      () =>
        t.call(dispatcher, {
          method: "PUT",
          url: "/api/managementprovider/update",
          payload: { id, version: 1, managementprovider: "Hijacked", password: "hijacked" },
        }),
      403,
      "forbidden",
      () => stored(id),
    );
    expectRefusal(
      await call("PUT", "/api/managementprovider/update", {
        id: 2147483000,
        version: 1,
        managementprovider: "X",
      }),
      404,
      "not_found",
    );
  });
});

describe("Web Address (issue 29): http(s) only", () => {
  it("refuses javascript: and data: addresses with a 400 naming the field, on save and on update", async () => {
    const { id } = await newProvider("secret-kept");
    for (const webaddress of [
      "javascript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      const name = `Evil ${uid()}`;
      const created = await expectRefusedUnchanged(
        () => call("POST", "/api/managementprovider/save", { managementprovider: name, webaddress }),
        400,
        "validation",
        () => t.db.select().from(managementProviders).where(eq(managementProviders.managementprovider, name)),
      );
      expect(created.fields).toHaveProperty("webaddress");
      const updated = await expectRefusedUnchanged(
        () =>
          call("PUT", "/api/managementprovider/update", {
            id,
            version: 1,
            managementprovider: "Still old",
            webaddress,
          }),
        400,
        "validation",
        () => stored(id),
      );
      expect(updated.fields?.webaddress).toMatch(/http:\/\/ or https:\/\//);
    }
  });
});
