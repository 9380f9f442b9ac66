import { PAGE_VIEW_TABS } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workOrderPageViews, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";

const { t, token: staff, customerid, jobsiteid } = await useWorkOrderFile();
const owner = { customerid, jobsiteid };

const record = (as: string, views: unknown) =>
  t.call(as, { method: "POST", url: "/api/workorder/pageviews", payload: { views } });
const viewsOf = (workorderid: number) =>
  t.db.select().from(workOrderPageViews).where(eq(workOrderPageViews.workorderid, workorderid));
const trail = (workorderid: number, as = staff) =>
  t.call(as, { method: "GET", url: `/api/workorder/pageviews?workorderid=${workorderid}` });

/** An order with vendor A's line, A's vendor user, and a second vendor B with an order of its own. */
const vendorOrders = async () => {
  const a = await makeVendor(t.db);
  const b = await makeVendor(t.db);
  const woA = await makeWorkOrder(t.db, owner);
  await t.db.insert(workOrderVendors).values({ workorderid: woA.id, vendorid: a.id, quotedamount: "0" });
  const woB = await makeWorkOrder(t.db, owner);
  await t.db.insert(workOrderVendors).values({ workorderid: woB.id, vendorid: b.id, quotedamount: "0" });
  const vendorA = await signIn(t, { roles: ["Vendor"], vendorid: a.id });
  return { woA, woB, vendorA };
};

describe("page-view tracking (spec 2 §6)", () => {
  it("records each tab a staff user opens and shows the trail per user and tab, last first", async () => {
    const wo = await makeWorkOrder(t.db, owner);
    const res = await record(
      staff,
      PAGE_VIEW_TABS.map((tab) => ({ workorderid: wo.id, tab })),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recorded: 6 });
    expect(await record(staff, [{ workorderid: wo.id, tab: "notes" }])).toHaveProperty("statusCode", 200);
    const rows = await viewsOf(wo.id);
    expect(rows.map((r) => r.tab).sort()).toEqual([...PAGE_VIEW_TABS, "notes"].sort());

    const shown = (await trail(wo.id)).json() as Array<{ tab: string; views: number; usertype: string }>;
    expect(shown).toHaveLength(6);
    expect(shown.find((r) => r.tab === "notes")).toMatchObject({ views: 2, usertype: "Staff" });
    expect(shown[0]?.tab).toBe("notes"); // newest first
  });

  it("records a vendor's and a customer's views, which only staff can read", async () => {
    const { woA, vendorA } = await vendorOrders();
    expect((await record(vendorA.token, [{ workorderid: woA.id, tab: "proposal" }])).statusCode).toBe(200);
    const customerUser = await signIn(t, { roles: ["Customer"], customerid });
    expect((await record(customerUser.token, [{ workorderid: woA.id, tab: "invoice" }])).statusCode).toBe(
      200,
    );

    const shown = (await trail(woA.id)).json() as Array<{ userid: number; usertype: string; tab: string }>;
    expect(shown).toContainEqual(
      expect.objectContaining({ userid: vendorA.user.id, usertype: "Vendor", tab: "proposal" }),
    );
    expect(shown).toContainEqual(
      expect.objectContaining({ userid: customerUser.user.id, usertype: "Customer", tab: "invoice" }),
    );
    expectRefusal(await trail(woA.id, vendorA.token), 403, "forbidden");
    expectRefusal(await trail(woA.id, customerUser.token), 403, "forbidden");
  });

  it("refuses a vendor recording views on another vendor's order (404) and writes nothing of the batch", async () => {
    const { woA, woB, vendorA } = await vendorOrders();
    await expectRefusedUnchanged(
      () =>
        record(vendorA.token, [
          { workorderid: woA.id, tab: "workorder" },
          { workorderid: woB.id, tab: "workorder" },
        ]),
      404,
      "not_found",
      async () => [await viewsOf(woA.id), await viewsOf(woB.id)],
    );
  });

  it("refuses a customer recording views on another customer's order", async () => {
    const other = await makeCustomer(t.db);
    const theirs = await makeWorkOrder(t.db, {
      customerid: other.id,
      jobsiteid: (await makeJobSite(t.db, other.id)).id,
    });
    const customerUser = await signIn(t, { roles: ["Customer"], customerid });
    await expectRefusedUnchanged(
      () => record(customerUser.token, [{ workorderid: theirs.id, tab: "notes" }]),
      404,
      "not_found",
      () => viewsOf(theirs.id),
    );
  });

  it("validates the batch: a known tab, at most 50, not empty — naming the field", async () => {
    const wo = await makeWorkOrder(t.db, owner);
    const bad = expectRefusal(
      await record(staff, [{ workorderid: wo.id, tab: "billing" }]),
      400,
      "validation",
    );
    expect(Object.keys(bad.fields ?? {}).join()).toContain("tab");
    expectRefusal(await record(staff, []), 400, "validation");
    expectRefusal(
      await record(
        staff,
        Array.from({ length: 51 }, () => ({ workorderid: wo.id, tab: "notes" })),
      ),
      400,
      "validation",
    );
    expect(await viewsOf(wo.id)).toEqual([]);
  });
});
