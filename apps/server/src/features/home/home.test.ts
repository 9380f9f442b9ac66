import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrders, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { EVERYONE, expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Count = { statusid: number; count: number };
const countOf = async (token: string, statusid: number) =>
  ((await t.call(token, { method: "GET", url: "/api/home/getactivecounts" })).json() as Count[]).find(
    (c) => c.statusid === statusid,
  )?.count ?? -1;

const place = async () => {
  const c = await makeCustomer(t.db);
  return { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
};

describe("home counts", () => {
  it("keeps staff counts in step with inserts, status changes and deletes", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const refs = await place();
    const [d9, d13] = [await countOf(token, 9), await countOf(token, 13)];
    const wo = await makeWorkOrder(t.db, refs, { statusid: 9 });
    expect(await countOf(token, 9)).toBe(d9 + 1);
    await t.db.update(workOrders).set({ statusid: 13 }).where(eq(workOrders.id, wo.id));
    expect([await countOf(token, 9), await countOf(token, 13)]).toEqual([d9, d13 + 1]);
    await t.db.delete(workOrders).where(eq(workOrders.id, wo.id));
    expect(await countOf(token, 13)).toBe(d13);
    const statuses = (
      (await t.call(token, { method: "GET", url: "/api/home/getactivecounts" })).json() as Count[]
    ).map((c) => c.statusid);
    expect(statuses).not.toContain(10);
    expect(statuses).not.toContain(6);
  });

  it("counts only the vendor's own work orders for vendor and tech users", async () => {
    const [a, b] = [await makeVendor(t.db), await makeVendor(t.db)];
    const refs = await place();
    const mineWo = await makeWorkOrder(t.db, refs, { statusid: 18 });
    const theirs = await makeWorkOrder(t.db, refs, { statusid: 18 });
    await t.db.insert(workOrderVendors).values([
      { workorderid: mineWo.id, vendorid: a.id },
      { workorderid: mineWo.id, vendorid: b.id, quotedamount: "999" },
      { workorderid: theirs.id, vendorid: b.id },
    ]);
    for (const role of ["Vendor", "Tech"] as const) {
      const { token } = await signIn(t, { roles: [role], vendorid: a.id });
      expect(await countOf(token, 18)).toBe(1);
      const list = await t.call(token, { method: "GET", url: "/api/vendor/getopenworkorders?statusid=18" });
      const rows = (
        list.json() as {
          rows: Array<{ id: number; vendors: Array<{ vendorid: number }>; lastnote: unknown }>;
        }
      ).rows;
      expect(rows.map((r) => r.id)).toEqual([mineWo.id]);
      expect(rows[0]?.vendors.map((v) => v.vendorid)).toEqual([a.id]);
      const other = await t.call(token, {
        method: "GET",
        url: `/api/vendor/getopenworkorders?vendorid=${b.id}`,
      });
      expectRefusal(other, 403, "forbidden");
    }
  });

  it("gives staff a vendor's or a customer's open orders with the exact total of that party", async () => {
    const [a, b] = [await makeVendor(t.db), await makeVendor(t.db)];
    const mine = await place();
    const other = await place();
    const both = await makeWorkOrder(t.db, mine, { statusid: 9 });
    const onlyA = await makeWorkOrder(t.db, other, { statusid: 9 });
    const closed = await makeWorkOrder(t.db, mine, { statusid: 6 });
    const onlyB = await makeWorkOrder(t.db, mine, { statusid: 9 });
    await t.db.insert(workOrderVendors).values([
      // two lines of A on one order count once
      { workorderid: both.id, vendorid: a.id },
      { workorderid: both.id, vendorid: a.id },
      { workorderid: both.id, vendorid: b.id },
      { workorderid: onlyA.id, vendorid: a.id },
      { workorderid: closed.id, vendorid: a.id },
      { workorderid: onlyB.id, vendorid: b.id },
    ]);
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    type Page = { rows: Array<{ id: number }>; total: number; totalcapped: boolean };
    const popup = async (url: string) => (await t.call(token, { method: "GET", url })).json() as Page;
    const vendorPage = await popup(`/api/vendor/getopenworkorders?vendorid=${a.id}`);
    expect(vendorPage.rows.map((r) => r.id).sort()).toEqual([both.id, onlyA.id].sort());
    expect([vendorPage.total, vendorPage.totalcapped]).toEqual([2, false]);
    const customerPage = await popup(`/api/customer/getopenworkorders?customerid=${mine.customerid}`);
    expect(customerPage.rows.map((r) => r.id).sort()).toEqual([both.id, onlyB.id].sort());
    expect([customerPage.total, customerPage.totalcapped]).toEqual([2, false]);
  });

  it("counts only the customer's own work orders for customer users", async () => {
    const mine = await place();
    const other = await place();
    const own = await makeWorkOrder(t.db, mine, { statusid: 7 });
    await makeWorkOrder(t.db, other, { statusid: 7 });
    const { token } = await signIn(t, { roles: ["Customer"], customerid: mine.customerid });
    expect(await countOf(token, 7)).toBe(1);
    const rows = (
      (await t.call(token, { method: "GET", url: "/api/customer/getopenworkorders?statusid=7" })).json() as {
        rows: Array<{ id: number; vendors: unknown[] }>;
      }
    ).rows;
    expect(rows.map((r) => r.id)).toEqual([own.id]);
    const denied = await t.call(token, {
      method: "GET",
      url: `/api/customer/getopenworkorders?customerid=${other.customerid}`,
    });
    expectRefusal(denied, 403, "forbidden");
  });

  it("counts priorities of active orders within the caller's scope", async () => {
    const refs = await place();
    await makeWorkOrder(t.db, refs, { statusid: 9, priorityid: 1 });
    await makeWorkOrder(t.db, refs, { statusid: 10, priorityid: 1 });
    const { token } = await signIn(t, { roles: ["Customer"], customerid: refs.customerid });
    const rows = (
      await t.call(token, { method: "GET", url: "/api/home/getprioritycounts" })
    ).json() as Array<{ priorityid: number; count: number }>;
    expect(rows.find((r) => r.priorityid === 1)?.count).toBe(1);
    expect(rows.find((r) => r.priorityid === 2)?.count).toBe(0);
  });

  it("gives each dispatcher today's received and total counts", async () => {
    const { user, token } = await signIn(t, { roles: ["Dispatchers"], isdispatcher: true });
    const refs = await place();
    await makeWorkOrder(t.db, refs, { dispatcherid: user.id, statusid: 1 });
    await makeWorkOrder(t.db, refs, { dispatcherid: user.id, statusid: 9 });
    await makeWorkOrder(t.db, refs, {
      dispatcherid: user.id,
      statusid: 9,
      createddate: new Date(Date.now() - 3 * 86_400_000),
    });
    const rows = (
      await t.call(token, { method: "GET", url: "/api/home/getdailycounts?tz=America/Denver" })
    ).json() as Array<{
      dispatcherid: number;
      inreceived: number;
      totalcount: number;
    }>;
    expect(rows.find((r) => r.dispatcherid === user.id)).toMatchObject({ inreceived: 1, totalcount: 2 });
  });

  it("keeps each dispatcher's total in step with inserts, reassignments and deletes in every time zone", async () => {
    const { user, token } = await signIn(t, { roles: ["Dispatchers"], isdispatcher: true });
    const other = await signIn(t, { roles: ["Dispatchers"], isdispatcher: true });
    const refs = await place();
    const hour = 3_600_000;
    // Orders across the last 30 hours, so each zone's day starts between some of them.
    const made = [];
    for (const ago of [0.1, 2.6, 5.3, 7.9, 11.5, 13.25, 17.75, 20.1, 23.4, 26.8, 29.9]) {
      made.push(
        await makeWorkOrder(t.db, refs, {
          dispatcherid: user.id,
          createddate: new Date(Date.now() - ago * hour),
        }),
      );
    }
    await t.db.update(workOrders).set({ dispatcherid: other.user.id }).where(eq(workOrders.id, made[1]!.id));
    await t.db
      .update(workOrders)
      .set({ createddate: new Date(Date.now() - 40 * hour) })
      .where(eq(workOrders.id, made[2]!.id));
    await t.db.delete(workOrders).where(eq(workOrders.id, made[3]!.id));
    for (const tz of ["UTC", "America/Denver", "Asia/Kolkata", "Asia/Kathmandu", "Pacific/Kiritimati"]) {
      const res = await t.db.execute(
        sql`select count(*) filter (where dispatcherid = ${user.id})::int as mine,
                   count(*) filter (where dispatcherid = ${other.user.id})::int as theirs
              from workorders where createddate >= date_trunc('day', now() at time zone ${tz}) at time zone ${tz}`,
      );
      const expected = (res as unknown as { rows: { mine: number; theirs: number }[] }).rows[0];
      const rows = (
        await t.call(token, { method: "GET", url: `/api/home/getdailycounts?tz=${encodeURIComponent(tz)}` })
      ).json() as Array<{ dispatcherid: number; totalcount: number }>;
      expect({ tz, mine: rows.find((r) => r.dispatcherid === user.id)?.totalcount }).toEqual({
        tz,
        mine: expected?.mine,
      });
      expect({ tz, theirs: rows.find((r) => r.dispatcherid === other.user.id)?.totalcount }).toEqual({
        tz,
        theirs: expected?.theirs,
      });
    }
  });

  it("lists a status's orders for the staff popup, 20 per page", async () => {
    const { token } = await signIn(t, { roles: ["Admin"] });
    const res = await t.call(token, {
      method: "GET",
      url: "/api/workorder/getquickactionworkorders?statusid=9",
    });
    const page = res.json() as { pageSize: number; rows: Array<{ statusid: number }> };
    expect(page.pageSize).toBe(20);
    expect(new Set(page.rows.map((r) => r.statusid))).toEqual(new Set([9]));
  });

  it("enforces who may call each count and list", async () => {
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/home/getactivecounts" },
      allowed: EVERYONE,
    });
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/home/getdailycounts" },
      allowed: STAFF,
    });
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/workorder/getquickactionworkorders?statusid=9" },
      allowed: STAFF,
    });
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/vendor/getopenworkorders" },
      allowed: [...STAFF, "Vendor", "Tech"],
    });
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/customer/getopenworkorders" },
      allowed: [...STAFF, "Customer"],
    });
  });
});

describe("vendor counts follow status changes and line changes", () => {
  it("moves a vendor's count when its order changes status and drops it when the line goes", async () => {
    const v = await makeVendor(t.db);
    const refs = await place();
    const wo = await makeWorkOrder(t.db, refs, { statusid: 9 });
    const [line] = await t.db
      .insert(workOrderVendors)
      .values({ workorderid: wo.id, vendorid: v.id })
      .returning();
    await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid: v.id });
    const { token } = await signIn(t, { roles: ["Vendor"], vendorid: v.id });
    expect([await countOf(token, 9), await countOf(token, 13)]).toEqual([1, 0]);
    await t.db.update(workOrders).set({ statusid: 13 }).where(eq(workOrders.id, wo.id));
    expect([await countOf(token, 9), await countOf(token, 13)]).toEqual([0, 1]);
    await t.db.delete(workOrderVendors).where(eq(workOrderVendors.workorderid, wo.id));
    expect(await countOf(token, 13)).toBe(0);
    expect(line?.wostatusid).toBe(9);
  });
});
