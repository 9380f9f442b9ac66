import { DEFAULT_WEEK } from "@fm/domain";
import type { JobSite } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slaStale, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder } from "../../test/factories.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";
import { refreshSlaClocks } from "./index.ts";

/**
 * The writes outside the work-order form and status change that move a clock's input recompute the clocks in
 * their own transaction (refreshSlaClocks): read through the API at once, no mark left for the escalation scan.
 */
// Monday 23 Nov 2026 14:30 UTC (the injectable clock).
const t = useTestApp({ now: new Date("2026-11-23T14:30:00Z") });
const admin = useSignedIn(t, { roles: ["Admin"] });

/** An order received Monday 09:00 EST at a New York site, its customer's priority-2 respond-by 2 h. */
const orderWithPolicy = async (twentyfourseven: boolean) => {
  const c = await makeCustomer(t.db);
  const site = await makeJobSite(t.db, c.id, { statecode: "NY", timezone: "America/New_York" });
  const res = await t.call(admin.token, {
    method: "POST",
    url: "/api/sla/policies/save",
    payload: {
      customerid: c.id,
      priorityid: 2,
      respondminutes: 120,
      onsiteminutes: 240,
      completeminutes: 2 * 540,
      twentyfourseven,
      weekhours: DEFAULT_WEEK,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const wo = await makeWorkOrder(
    t.db,
    { customerid: c.id, jobsiteid: site.id },
    { priorityid: 2, statusid: 9, receivedate: new Date("2026-11-23T14:00:00Z") },
  );
  await refreshSlaClocks(t.db, wo.id);
  return { wo, site };
};

const respondOf = async (id: number) => {
  const res = await t.call(admin.token, { method: "GET", url: `/api/sla/clocks?workorderid=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  const clocks = (res.json() as { clocks: { clock: string; dueat: string | null; state: string }[] }).clocks;
  const respond = clocks.find((c) => c.clock === "respond");
  return { dueat: respond?.dueat, state: respond?.state };
};
const isMarked = async (id: number) =>
  (await t.db.select().from(slaStale).where(eq(slaStale.workorderid, id))).length > 0;

describe("clock inputs written outside the form", () => {
  it("restarts the respond-by clock when the accepted vendor is removed", async () => {
    const { wo } = await orderWithPolicy(true);
    const vendor = await makeVendor(t.db);
    const [line] = await t.db
      .insert(workOrderVendors)
      .values({
        workorderid: wo.id,
        vendorid: vendor.id,
        quotedamount: "0",
        acceptedat: new Date("2026-11-23T14:20:00Z"),
      })
      .returning({ id: workOrderVendors.id });
    await refreshSlaClocks(t.db, wo.id);
    expect(await respondOf(wo.id)).toEqual({ dueat: "2026-11-23T16:00:00.000Z", state: "met" });
    const res = await t.call(admin.token, {
      method: "DELETE",
      url: `/api/workorder/removevendor/${line?.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await respondOf(wo.id)).toEqual({ dueat: "2026-11-23T16:00:00.000Z", state: "running" });
    expect(await isMarked(wo.id)).toBe(false);
  });

  it("moves a running clock's business hours when its site's time zone changes", async () => {
    const { wo, site } = await orderWithPolicy(false);
    // 09:00 EST + 2 business hours.
    expect(await respondOf(wo.id)).toEqual({ dueat: "2026-11-23T16:00:00.000Z", state: "running" });
    const got = await t.call(admin.token, {
      method: "GET",
      url: `/api/jobsites/getjobsite?jobsiteid=${site.id}`,
    });
    expect(got.statusCode, got.body).toBe(200);
    const { customerid, customername, latitude, longitude, procedures, ...fields } = got.json() as JobSite;
    const res = await t.call(admin.token, {
      method: "PUT",
      url: "/api/customer/updatejobsite",
      payload: { ...fields, timezone: "America/Los_Angeles", procedures: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 06:00 PST: the business day opens at 08:00 PST (16:00Z), respond by 10:00 PST.
    expect(await respondOf(wo.id)).toEqual({ dueat: "2026-11-23T18:00:00.000Z", state: "running" });
    expect(await isMarked(wo.id)).toBe(false);
  });
});
