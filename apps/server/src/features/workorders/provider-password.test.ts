import { ROLES, type Role } from "@fm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { managementProviders, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let woid: number;
let vendorid: number;
let customerid: number;
const secret = `S3cret-${uid()}`;

beforeAll(async () => {
  t = await createTestApp();
  const [provider] = await t.db
    .insert(managementProviders)
    .values({
      managementprovider: `Provider ${uid()}`,
      webaddress: "https://mp.test",
      userid: "fm",
      password: secret,
    })
    .returning();
  if (!provider) throw new Error("provider not created");
  const customer = await makeCustomer(t.db, { managementproviderid: provider.id });
  customerid = customer.id;
  const site = await makeJobSite(t.db, customer.id);
  woid = (await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid: site.id })).id;
  vendorid = (await makeVendor(t.db)).id;
  await t.db.insert(workOrderVendors).values({ workorderid: woid, vendorid });
});
afterAll(() => t.close());

const tokenOf = async (r: Role) =>
  (
    await signIn(t, {
      roles: [r],
      vendorid: r === "Vendor" || r === "Tech" ? vendorid : null,
      customerid: r === "Customer" ? customerid : null,
    })
  ).token;

describe("management-provider password (issue 11 #12)", () => {
  it.each(ROLES)("is never in the work-order detail, read as %s", async (r) => {
    const res = await t.call(await tokenOf(r), {
      method: "GET",
      url: `/api/workorder/getworkorder?id=${woid}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('"password"');
    const provider = (res.json() as { provider: Record<string, unknown> | null }).provider;
    if ((STAFF as readonly Role[]).includes(r)) {
      expect(provider).toEqual({
        managementprovider: expect.any(String),
        webaddress: "https://mp.test",
        userid: "fm",
        haspassword: true,
      });
    } else {
      expect(provider).toBeNull();
    }
  });

  it("is sent only by the explicit staff call, uncached", async () => {
    const res = await t.call(await tokenOf("Dispatchers"), {
      method: "GET",
      url: `/api/workorder/providerpassword?id=${woid}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ password: secret });
    expect(res.headers["cache-control"]).toBe("no-store");
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/workorder/providerpassword?id=${woid}` },
      allowed: STAFF,
    });
  });

  it("answers 404 for an unknown work order", async () => {
    const res = await t.call(await tokenOf("Admin"), {
      method: "GET",
      url: "/api/workorder/providerpassword?id=2147483600",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "not_found" });
  });
});
