import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit, siteMeta } from "../../db/schema/index.ts";
import { signIn, uid } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";

const t = useTestApp();
const admin = useSignedIn(t, { roles: ["Admin"] });

/** A caption of this test's own (tests share one database on PostgreSQL: never edit the real ones). */
const ownLabel = async () => {
  const [row] = await t.db
    .insert(siteMeta)
    .values({ tablename: `test_${uid()}`, datafieldname: "customername", displaynamefield: "Customer" })
    .returning();
  if (!row) throw new Error("label not created");
  return row;
};
const put = (payload: Record<string, unknown>, as = admin.token) =>
  t.call(as, { method: "PUT", url: "/api/admin/sitemeta", payload });
const rowOf = async (id: number) => (await t.db.select().from(siteMeta).where(eq(siteMeta.id, id)))[0];
const auditOf = (key: string) =>
  t.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, "sitemeta"), eq(adminAudit.entitykey, key)));

describe("label editor (site meta)", () => {
  it("lists every caption with id and version for the Admin, seeded with the spec's defaults", async () => {
    const res = await t.call(admin.token, { method: "GET", url: "/api/admin/sitemeta" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        tablename: "customer",
        datafieldname: "customer",
        version: expect.any(Number),
      }),
    );
  });

  it("renames a caption: every user reads it from /api/site/meta, the change is audited", async () => {
    const row = await ownLabel();
    const res = await put({ id: row.id, displaynamefield: "  Client ", version: row.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ displaynamefield: "Client", version: row.version + 1 });
    const { token: customer } = await signIn(t, { roles: ["Customer"] });
    const meta = (await t.call(customer, { method: "GET", url: "/api/site/meta" })).json() as unknown[];
    expect(meta).toContainEqual({
      tablename: row.tablename,
      datafieldname: "customername",
      displaynamefield: "Client",
    });
    const [audit] = await auditOf(`${row.tablename}.customername`);
    expect(audit).toMatchObject({
      action: "update",
      before: { displaynamefield: "Customer" },
      after: { displaynamefield: "Client" },
    });
  });

  it("refuses a stale version (409), a blank name (400) and an unknown id (404), changing nothing", async () => {
    const row = await ownLabel();
    const state = async () => ({
      row: await rowOf(row.id),
      audit: await auditOf(`${row.tablename}.customername`),
    });
    await expectRefusedUnchanged(
      () => put({ id: row.id, displaynamefield: "Client", version: row.version + 5 }),
      409,
      "conflict",
      state,
    );
    const blank = await expectRefusedUnchanged(
      () => put({ id: row.id, displaynamefield: "  ", version: row.version }),
      400,
      "validation",
      state,
    );
    expect(blank.fields).toHaveProperty("displaynamefield");
    expectRefusal(await put({ id: 2147483000, displaynamefield: "X", version: 1 }), 404, "not_found");
  });

  it("is Admin only", async () => {
    const row = await ownLabel();
    for (const roles of [["Dispatchers"], ["Vendor"], ["Customer"]] as const) {
      const { token } = await signIn(t, { roles: [...roles] });
      await expectRefusedUnchanged(
        () => put({ id: row.id, displaynamefield: "Client", version: row.version }, token),
        403,
        "forbidden",
        () => rowOf(row.id),
      );
      expectRefusal(await t.call(token, { method: "GET", url: "/api/admin/sitemeta" }), 403, "forbidden");
    }
  });
});
