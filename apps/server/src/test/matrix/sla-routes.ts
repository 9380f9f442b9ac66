import { DEFAULT_WEEK } from "@fm/domain";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { slaHolidays, slaPauses, slaPolicies, slaSettings } from "../../db/schema/index.ts";
import { makeCustomer } from "../factories.ts";
import { ADMIN, DASHBOARD, READERS, WRITERS } from "./caller-groups.ts";
import { type Fixture, order } from "./fixtures.ts";
import type { RouteRow } from "./route-table.ts";

/*
 * Issue 32 (s32sla): SLA policies, holidays and settings are Admin only; an order's clocks are read by staff
 * holding read:workorders; pause / resume need update:workorder; the at-risk queue is the dashboard's
 * (view:dashboard). Vendor, Tech and Customer are refused every one.
 */

const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({
  method: "POST",
  url,
  payload,
});

const policyBody = (customerid: number) => ({
  customerid,
  priorityid: 2,
  respondminutes: 120,
  onsiteminutes: 240,
  completeminutes: null,
  twentyfourseven: false,
  weekhours: [...DEFAULT_WEEK],
});

const freshPolicy = async (f: Fixture) => {
  const c = await makeCustomer(f.t.db);
  const [p] = await f.t.db.insert(slaPolicies).values(policyBody(c.id)).returning();
  if (!p) throw new Error("matrix builder: policy not created");
  return p;
};

export const SLA_ROUTES: Record<string, RouteRow> = {
  "GET /api/sla/policies": { allowed: ADMIN, build: () => ({ method: "GET", url: "/api/sla/policies" }) },
  "POST /api/sla/policies/save": {
    allowed: ADMIN,
    build: async (f) => post("/api/sla/policies/save", policyBody((await makeCustomer(f.t.db)).id)),
  },
  "POST /api/sla/policies/delete": {
    allowed: ADMIN,
    build: async (f) => {
      const p = await freshPolicy(f);
      return post("/api/sla/policies/delete", { id: p.id, version: p.version });
    },
  },
  "POST /api/sla/policies/holidays/save": {
    allowed: ADMIN,
    build: () =>
      post("/api/sla/policies/holidays/save", {
        customerid: null,
        holidaydate: "2199-12-25",
        name: "Matrix",
      }),
  },
  "POST /api/sla/policies/holidays/delete": {
    allowed: ADMIN,
    build: async (f) => {
      const [h] = await f.t.db
        .insert(slaHolidays)
        .values({ holidaydate: "2199-12-26", name: "Matrix" })
        .returning();
      return post("/api/sla/policies/holidays/delete", { id: h?.id, version: h?.version });
    },
  },
  "POST /api/sla/policies/settings": {
    allowed: ADMIN,
    build: async (f) => {
      const [s] = await f.t.db.select().from(slaSettings).where(eq(slaSettings.id, 1));
      return post("/api/sla/policies/settings", {
        atriskminutes: 60,
        warnminutes: 60,
        notifyvendor: false,
        version: s?.version ?? 1,
      });
    },
  },
  "GET /api/sla/clocks": {
    allowed: READERS,
    build: async (f) => ({ method: "GET", url: `/api/sla/clocks?workorderid=${(await order(f)).id}` }),
  },
  "POST /api/sla/pause": {
    allowed: WRITERS,
    build: async (f) =>
      post("/api/sla/pause", { workorderid: (await order(f)).id, reason: "Waiting on the customer" }),
  },
  "POST /api/sla/resume": {
    allowed: WRITERS,
    build: async (f) => {
      const wo = await order(f);
      await f.t.db.insert(slaPauses).values({ workorderid: wo.id, pausedat: new Date(), reason: "Matrix" });
      return post("/api/sla/resume", { workorderid: wo.id });
    },
  },
  "GET /api/sla/atrisk": { allowed: DASHBOARD, build: () => ({ method: "GET", url: "/api/sla/atrisk" }) },
};
