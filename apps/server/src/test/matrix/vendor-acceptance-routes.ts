import { randomBytes } from "node:crypto";
import { autoDispatchRuns, trades, vendorResponseLinks, workOrderEvents } from "../../db/schema/index.ts";
import { hashResponseToken } from "../../features/vendor-acceptance/index.ts";
import { uid } from "../factories.ts";
import { ADMIN, EVERYONE_AND_ANONYMOUS, STAFF, VENDOR_USERS, WRITERS } from "./caller-groups.ts";
import { type Fixture, order, orderWithLine } from "./fixtures.ts";
import type { RouteRow } from "./route-table.ts";

// Issue 32 (s32accept): vendor acceptance. Who may call each route, by hand from the issue.

/** An order of the owner's vendor whose line was dispatched (a DISPATCHED notice event) and awaits the answer. */
const dispatchedOrder = async (f: Fixture) => {
  const { wo, line } = await orderWithLine(f, {}, { statusid: 9 });
  await f.t.db.insert(workOrderEvents).values({
    workorderid: wo.id,
    workordervendorid: line.id,
    vendorid: line.vendorid,
    actiontype: "DISPATCHED",
  });
  return { wo, line };
};

/** A fresh single-use link of a dispatched line: anyone holding the token may use it once. */
const responseLink = async (f: Fixture, decision: "accept" | "decline") => {
  const { line } = await dispatchedOrder(f);
  const token = randomBytes(32).toString("base64url");
  await f.t.db.insert(vendorResponseLinks).values({
    tokenhash: hashResponseToken(token),
    workordervendorid: line.id,
    decision,
    expiresat: new Date(Date.now() + 3_600_000),
  });
  return token;
};

export const VENDOR_ACCEPTANCE_ROUTES: Record<string, RouteRow> = {
  "POST /api/vendorprofile/accept": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/accept",
      payload: { workorderid: (await dispatchedOrder(f)).wo.id, eta: "2030-01-02T15:00:00.000Z" },
    }),
  },
  "POST /api/vendorprofile/decline": {
    allowed: VENDOR_USERS,
    scope: "row",
    build: async (f) => ({
      method: "POST",
      url: "/api/vendorprofile/decline",
      payload: { workorderid: (await dispatchedOrder(f)).wo.id, reason: "Fully booked" },
    }),
  },
  // Public: the link's random token is the credential (vendor-acceptance.test.ts: reuse, expiry, forgery).
  "GET /api/vendorresponse/{token}": {
    allowed: EVERYONE_AND_ANONYMOUS,
    build: async (f) => ({ method: "GET", url: `/api/vendorresponse/${await responseLink(f, "accept")}` }),
  },
  "POST /api/vendorresponse/{token}": {
    allowed: EVERYONE_AND_ANONYMOUS,
    build: async (f) => ({
      method: "POST",
      url: `/api/vendorresponse/${await responseLink(f, "decline")}`,
      payload: { reason: "Fully booked" },
    }),
  },
};

// Automatic dispatch (issue 32): staff read the state, writers stop it, Admin sets the customer × trade opt-in.

/** A trade of its own for the owner's customer. */
const matrixTrade = async (f: Fixture) => {
  const [trade] = await f.t.db
    .insert(trades)
    .values({ tradename: `Matrix auto ${uid()}` })
    .returning();
  if (!trade) throw new Error("matrix builder: trade not created");
  return trade;
};

export const AUTODISPATCH_ROUTES: Record<string, RouteRow> = {
  "GET /api/workorder/autodispatch": {
    allowed: STAFF,
    build: async (f) => ({ method: "GET", url: `/api/workorder/autodispatch?id=${(await order(f)).id}` }),
  },
  "POST /api/workorder/autodispatch/stop": {
    allowed: WRITERS,
    build: async (f) => {
      const wo = await order(f);
      const trade = await matrixTrade(f);
      await f.t.db.insert(autoDispatchRuns).values({
        workorderid: wo.id,
        tradeid: trade.id,
        state: "running",
        waitminutes: 30,
        startedat: new Date(),
      });
      return { method: "POST", url: "/api/workorder/autodispatch/stop", payload: { workorderid: wo.id } };
    },
  },
  "GET /api/customer/autodispatch": {
    allowed: ADMIN,
    build: (f) => ({ method: "GET", url: `/api/customer/autodispatch?customerid=${f.owner.customerid}` }),
  },
  "POST /api/customer/autodispatch": {
    allowed: ADMIN,
    build: async (f) => ({
      method: "POST",
      url: "/api/customer/autodispatch",
      payload: {
        customerid: f.owner.customerid,
        tradeid: (await matrixTrade(f)).id,
        enabled: false,
        waitminutes: 30,
      },
    }),
  },
};
