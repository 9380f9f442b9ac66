import { DEFAULT_WEEK } from "@fm/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { priorities, slaStale, workOrders } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn } from "../../test/factories.ts";
import { useSignedIn, useTestApp } from "../../test/use-test-app.ts";
import { refreshSlaClocks } from "../sla/index.ts";

// Monday 23 Nov 2026 14:10 UTC, for every read of this file (the injectable clock, never a sleep).
const NOW = new Date("2026-11-23T14:10:00Z");
const t = useTestApp({ now: NOW });
const admin = useSignedIn(t, { roles: ["Admin"] });

/** A 24×7 respond-by target of `minutes` for the customer's orders of one priority. */
const policy = async (customerid: number, priorityid: number, minutes: number) => {
  const res = await t.call(admin.token, {
    method: "POST",
    url: "/api/sla/policies/save",
    payload: {
      customerid,
      priorityid,
      respondminutes: minutes,
      onsiteminutes: 8 * 60,
      completeminutes: 48 * 60,
      twentyfourseven: true,
      weekhours: DEFAULT_WEEK,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const respondClockOf = async (workorderid: number) => {
  const res = await t.call(admin.token, { method: "GET", url: `/api/sla/clocks?workorderid=${workorderid}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    clocks: { clock: string; dueat: string | null; state: string; remainingminutes: number | null }[];
  };
  return body.clocks.find((c) => c.clock === "respond");
};

const storedOf = async (id: number) => {
  const [wo] = await t.db
    .select({ sladueat: workOrders.sladueat, version: workOrders.version })
    .from(workOrders)
    .where(eq(workOrders.id, id));
  const marks = await t.db.select().from(slaStale).where(eq(slaStale.workorderid, id));
  return { sladueat: wo?.sladueat?.toISOString() ?? null, version: wo?.version, marked: marks.length > 0 };
};

describe("the customer's own orders and time (SLA clocks, due date)", () => {
  it("recomputes the order's clocks in the same write when the customer raises its priority", async () => {
    const customer = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, customer.id);
    await policy(customer.id, 2, 120);
    await policy(customer.id, 1, 30);
    const wo = await makeWorkOrder(
      t.db,
      { customerid: customer.id, jobsiteid: site.id },
      { statusid: 9, priorityid: 2, receivedate: new Date("2026-11-23T14:00:00Z") },
    );
    await refreshSlaClocks(t.db, wo.id);
    expect(await respondClockOf(wo.id)).toMatchObject({
      dueat: "2026-11-23T16:00:00.000Z",
      state: "running",
      remainingminutes: 110,
    });

    const { token } = await signIn(t, { roles: ["Customer"], customerid: customer.id });
    const res = await t.call(token, {
      method: "PUT",
      url: "/api/customerprofile/updateworkorder",
      payload: {
        id: wo.id,
        version: wo.version,
        jobsiteid: site.id,
        priorityid: 1,
        briefdescription: "Water on the floor: now urgent",
        tradeids: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    // Read at once, before any escalation scan: the priority-1 target (30 minutes) applies.
    expect(await respondClockOf(wo.id)).toMatchObject({
      dueat: "2026-11-23T14:30:00.000Z",
      state: "at_risk",
      remainingminutes: 20,
    });
    expect(await storedOf(wo.id)).toEqual({
      sladueat: "2026-11-23T14:30:00.000Z",
      version: wo.version + 1,
      marked: false,
    });
  });

  it("dates a new order the customer gave no due date from the injectable clock plus the priority's hours", async () => {
    const customer = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, customer.id);
    const { token } = await signIn(t, { roles: ["Customer"], customerid: customer.id });
    const res = await t.call(token, {
      method: "POST",
      url: "/api/customerprofile/saveworkorder",
      payload: { jobsiteid: site.id, priorityid: 2, briefdescription: "Door sticks", tradeids: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [p] = await t.db.select().from(priorities).where(eq(priorities.id, 2));
    const [wo] = await t.db
      .select({ duedate: workOrders.duedate })
      .from(workOrders)
      .where(eq(workOrders.id, (res.json() as { id: number }).id));
    expect(wo?.duedate?.toISOString()).toBe(
      new Date(NOW.getTime() + (p?.responsehours ?? 72) * 3_600_000).toISOString(),
    );
  });
});
