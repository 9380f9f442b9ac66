import { STATUS } from "@fm/domain";
import type { AuditTrailPage } from "@fm/domain/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users, workOrders } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { auditRetentionJob } from "./audit-retention.ts";

let t: TestApp;
let admin: { token: string; id: number };
let dispatcher: { token: string; id: number };
let refs: { customerid: number; jobsiteid: number };

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t, { roles: ["Admin"] });
  const d = await signIn(t, { roles: ["Dispatchers"] });
  admin = { token: a.token, id: a.user.id };
  dispatcher = { token: d.token, id: d.user.id };
  const c = await makeCustomer(t.db);
  refs = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
});
afterAll(() => t.close());

const trailOf = (entity: string, id: number | string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityid, String(id))))
    .orderBy(auditLog.id);
const get = (token: string, url: string) => t.call(token, { method: "GET", url });

describe("audit trail (auditlog, migration 0049)", () => {
  it("records a status change in the same transaction: who, route, only the changed fields before → after", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const res = await t.call(dispatcher.token, {
      method: "POST",
      url: "/api/workorder/updateworkorderstatus",
      payload: { workorderid: wo.id, statusid: STATUS.TBS, version: wo.version, note: "Audit me" },
    });
    expect(res.statusCode).toBe(200);
    // One row per UPDATE statement (the status change also sets lastnote in a second statement).
    const updates = (await trailOf("workorders", wo.id)).filter((r) => r.action === "update");
    const u = updates.find((r) => "statusid" in (r.changes as object));
    expect(updates.every((r) => r.actorid === dispatcher.id)).toBe(true);
    expect(u).toMatchObject({
      actorid: dispatcher.id,
      route: "POST /api/workorder/updateworkorderstatus",
      workorderid: wo.id,
      customerid: refs.customerid,
    });
    const changes = u?.changes as Record<string, [unknown, unknown]>;
    expect(changes.statusid).toEqual([STATUS.Received, STATUS.TBS]);
    expect(changes.version).toEqual([1, 2]);
    // Only what changed: the description was not touched.
    expect(changes.briefdescription).toBeUndefined();
    // The System note the change wrote is on the same order's trail, by the same actor.
    const notes = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "workordernotes"), eq(auditLog.workorderid, wo.id)));
    expect(notes.map((n) => [n.action, n.actorid])).toContainEqual(["insert", dispatcher.id]);
  });

  it("leaves out secrets: a password change is recorded as changed, never its hash", async () => {
    const { user } = await signIn(t, { roles: ["Dispatchers"] });
    await t.db.update(users).set({ passwordhash: "$argon2id$secret-hash" }).where(eq(users.id, user.id));
    const [row] = (await trailOf("users", user.id)).filter((r) => r.action === "update");
    expect(row?.changes).toMatchObject({ passwordhash: ["(hidden)", "(hidden)"] });
    expect(JSON.stringify(row?.changes)).not.toContain("secret-hash");
    const vendor = await makeVendor(t.db);
    const [insert] = await trailOf("vendors", vendor.id);
    expect(insert?.action).toBe("insert");
    expect(Object.keys(insert?.changes as object)).not.toContain("searchtext");
  });

  it("writes nothing when a write fails (same transaction) and nothing for an update that changes nothing", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const before = (await trailOf("workorders", wo.id)).length;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(workOrders).set({ briefdescription: "rolled back" }).where(eq(workOrders.id, wo.id));
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    await t.db
      .update(workOrders)
      .set({ briefdescription: wo.briefdescription })
      .where(eq(workOrders.id, wo.id));
    expect(await trailOf("workorders", wo.id)).toHaveLength(before);
  });

  it("is append-only: updates and deletes are refused, except the retention job's", async () => {
    const wo = await makeWorkOrder(t.db, refs);
    const [row] = await trailOf("workorders", wo.id);
    await expect(
      t.db
        .update(auditLog)
        .set({ actorid: 1 })
        .where(eq(auditLog.id, row?.id ?? 0)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, row?.id ?? 0))).rejects.toThrow();
    // An old row goes when the retention job runs (AUDIT_RETENTION_DAYS), a new one stays.
    const old = await makeWorkOrder(t.db, refs);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table auditlog disable trigger auditlog_append_only`);
      await tx
        .update(auditLog)
        .set({ at: new Date(Date.now() - 401 * 86_400_000) })
        .where(eq(auditLog.workorderid, old.id));
      await tx.execute(sql`alter table auditlog enable trigger auditlog_append_only`);
    });
    await t.ctx.jobs.enqueue(t.db, auditRetentionJob, { days: 400 });
    await t.ctx.jobs.drain();
    expect(await trailOf("workorders", old.id)).toEqual([]);
    expect((await trailOf("workorders", wo.id)).length).toBeGreaterThan(0);
  });

  it("serves a work order's History to staff who read it, not to a vendor; the Admin search and export", async () => {
    const wo = await makeWorkOrder(t.db, refs, { briefdescription: `History ${uid()}` });
    await t.call(dispatcher.token, {
      method: "POST",
      url: "/api/workorder/updateworkorderstatus",
      payload: { workorderid: wo.id, statusid: STATUS.TBS, version: wo.version, note: "History" },
    });
    const history = await get(dispatcher.token, `/api/audit/workorder?id=${wo.id}`);
    expect(history.statusCode).toBe(200);
    const page = history.json() as AuditTrailPage;
    const statusRow = page.rows.find((r) => r.entity === "workorders" && r.action === "update");
    expect(statusRow).toMatchObject({
      actorid: dispatcher.id,
      route: "POST /api/workorder/updateworkorderstatus",
    });
    expect(statusRow?.actorname).toMatch(/^Test User/);
    expect(page.rows.some((r) => r.entity === "workordernotes")).toBe(true);
    // Paging: older than the newest row.
    const older = (
      await get(dispatcher.token, `/api/audit/workorder?id=${wo.id}&before=${page.rows[0]?.id}&limit=1`)
    ).json() as AuditTrailPage;
    expect(older.rows).toHaveLength(1);
    expect(older.rows[0]?.id).toBeLessThan(page.rows[0]?.id ?? 0);

    const vendor = await makeVendor(t.db);
    const vendorUser = await signIn(t, { roles: ["Vendor"], vendorid: vendor.id });
    expect((await get(vendorUser.token, `/api/audit/workorder?id=${wo.id}`)).statusCode).toBe(403);
    expect((await get(dispatcher.token, `/api/audit/search?userid=${dispatcher.id}`)).statusCode).toBe(403);
    expect((await get(admin.token, "/api/audit/workorder?id=2147483647")).statusCode).toBe(404);

    const search = (
      await get(admin.token, `/api/audit/search?entity=workorders&entityid=${wo.id}&userid=${dispatcher.id}`)
    ).json() as AuditTrailPage;
    expect(search.rows.length).toBeGreaterThan(0);
    expect(search.rows.every((r) => r.action === "update" && r.actorid === dispatcher.id)).toBe(true);
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const none = (
      await get(admin.token, `/api/audit/search?entity=workorders&from=${from}`)
    ).json() as AuditTrailPage;
    expect(none.rows).toEqual([]);
    const bad = await get(admin.token, "/api/audit/search?from=yesterday");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("from");

    const file = await get(admin.token, `/api/audit/export?entity=workorders&entityid=${wo.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    expect(file.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("serves a customer's and a vendor's History (their own rows and their children's)", async () => {
    const c = await makeCustomer(t.db);
    const v = await makeVendor(t.db);
    await makeJobSite(t.db, c.id);
    const customer = (await get(dispatcher.token, `/api/audit/customer?id=${c.id}`)).json() as AuditTrailPage;
    expect(customer.rows.map((r) => r.entity).sort()).toEqual(["customerjobsites", "customers"]);
    const vendor = (await get(dispatcher.token, `/api/audit/vendor?id=${v.id}`)).json() as AuditTrailPage;
    expect(vendor.rows.map((r) => r.entity)).toEqual(["vendors"]);
  });
});
