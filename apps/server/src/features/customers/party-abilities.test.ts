import type { CustomerDetail, VendorDetail } from "@fm/domain/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { makeCustomer, makeVendor, signIn } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp } from "../../test/test-app.ts";

/*
 * Issue 28: the customer and vendor record pages answer what the caller may do (the party policies), so the
 * web shows Save and each tab's writes from `abilities`. The record's permission is also its writers' (spec 3
 * §2.5–§2.10); the Management Provider list is the Admin's.
 */
const t = await createTestApp();
afterAll(() => t.close());
const dispatcher = (await signIn(t, { roles: ["Dispatchers"] })).token;
const admin = (await signIn(t, { roles: ["Admin"] })).token;
const vendorsOnly = (await signIn(t, { roles: ["Dispatchers"], permissions: ["read:vendors"] })).token;

const get = (token: string, url: string) => t.call(token, { method: "GET", url });

describe("GET /api/customer/{id} abilities", () => {
  it("a dispatcher edits the customer and every tab, but not the provider list; an Admin may", async () => {
    const c = await makeCustomer(t.db);
    const mine = (await get(dispatcher, `/api/customer/${c.id}`)).json() as CustomerDetail;
    const { editManagementProvider, ...rest } = mine.abilities;
    expect(editManagementProvider).toBe(false);
    expect(Object.values(rest).every(Boolean)).toBe(true);
    const admins = (await get(admin, `/api/customer/${c.id}`)).json() as CustomerDetail;
    expect(admins.abilities.editManagementProvider).toBe(true);
  });

  it("a user without read:customers reads no customer record (403)", async () => {
    const c = await makeCustomer(t.db);
    expectRefusal(await get(vendorsOnly, `/api/customer/${c.id}`), 403, "forbidden");
  });
});

describe("GET /api/vendor/{id} abilities", () => {
  it("a holder of read:vendors may edit, rate and write every tab", async () => {
    const v = await makeVendor(t.db);
    const res = await get(vendorsOnly, `/api/vendor/${v.id}`);
    expect(res.statusCode).toBe(200);
    expect(Object.values((res.json() as VendorDetail).abilities).every(Boolean)).toBe(true);
  });
});
