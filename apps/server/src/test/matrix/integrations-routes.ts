import type { InjectOptions } from "fastify";
import { apiTokens, serviceChannelSync, webhookDeliveries, workOrderImports } from "../../db/schema/index.ts";
import { uid } from "../factories.ts";
import { ADMIN, READERS, TOKEN_OWNERS, WRITERS } from "./caller-groups.ts";
import { adminCall, type Fixture, order } from "./fixtures.ts";
import type { RouteRow } from "./route-table.ts";

/*
 * Issue 33 (o33api): API tokens — Admin manages every token; a signed-in person (staff, Vendor, Customer; not
 * a Tech) their own — and webhook subscriptions, Admin only.
 */
const get = (url: string): InjectOptions => ({ method: "GET", url });
/** Issue 33 §6: the ServiceChannel sync state (staff with read:workorders) and Retry (update:workorder). */
const SC_READERS = READERS;
const SC_WRITERS = WRITERS;

/** An order linked to a ServiceChannel work order, with one failed sync item. */
const linkedOrderWithFailure = async (f: Fixture) => {
  const wo = await order(f);
  const scid = 700_000_000 + Math.floor(Math.random() * 200_000_000);
  await f.t.db.insert(workOrderImports).values({
    workorderid: wo.id,
    source: "servicechannel",
    customerid: f.owner.customerid,
    ponumber: wo.ponumber ?? `PO-${uid()}`,
    externalref: String(scid),
    scworkorderid: scid,
    payload: { Id: scid },
  });
  const [item] = await f.t.db
    .insert(serviceChannelSync)
    .values({
      workorderid: wo.id,
      scworkorderid: scid,
      kind: "note",
      payload: { Status: { Primary: "Open", Extended: "" }, Note: "Matrix" },
      state: "failed",
      attempts: 1,
      lasterror: "ServiceChannel answered 400: WorkOrder not found. (WorkOrderNotFound)",
    })
    .returning({ id: serviceChannelSync.id });
  if (!item) throw new Error("matrix builder: sync item not created");
  return { wo, itemid: item.id };
};

/** A token of the calling user, straight in the table (its secret is never needed). */
const ownToken = async (f: Fixture) => {
  const [row] = await f.t.db
    .insert(apiTokens)
    .values({
      userid: f.userid,
      name: `Matrix ${uid()}`,
      prefix: "fmd_matrix",
      secrethash: `matrix-${uid()}-${uid()}`,
    })
    .returning({ id: apiTokens.id });
  if (!row) throw new Error("matrix builder: token not created");
  return row.id;
};

/** 203.0.113.0/24 is a public documentation range: accepted without DNS, never delivered in the matrix. */
const subscription = (f: Fixture) =>
  adminCall<{ row: { id: number; version: number } }>(f, {
    method: "POST",
    url: "/api/admin/webhooks",
    payload: { url: `https://203.0.113.10/hooks/${uid()}`, events: ["workorder.created"] },
  });

export const INTEGRATION_ROUTES: Record<string, RouteRow> = {
  "GET /api/admin/apitokens": { allowed: ADMIN, build: () => get("/api/admin/apitokens") },
  "POST /api/admin/apitokens": {
    allowed: ADMIN,
    build: () => ({
      method: "POST",
      url: "/api/admin/apitokens",
      payload: { name: `Matrix ${uid()}`, scopes: ["read:workorders"] },
    }),
  },
  "POST /api/admin/apitokens/revoke": {
    allowed: ADMIN,
    build: async (f) => ({ method: "POST", url: `/api/admin/apitokens/revoke?id=${await ownToken(f)}` }),
  },
  "GET /api/profile/apitokens": { allowed: TOKEN_OWNERS, build: () => get("/api/profile/apitokens") },
  "POST /api/profile/apitokens": {
    allowed: TOKEN_OWNERS,
    build: () => ({
      method: "POST",
      url: "/api/profile/apitokens",
      payload: { name: `Matrix ${uid()}`, scopes: [] },
    }),
  },
  "POST /api/profile/apitokens/revoke": {
    allowed: TOKEN_OWNERS,
    build: async (f) => ({ method: "POST", url: `/api/profile/apitokens/revoke?id=${await ownToken(f)}` }),
  },
  "GET /api/admin/webhooks": { allowed: ADMIN, build: () => get("/api/admin/webhooks") },
  "POST /api/admin/webhooks": {
    allowed: ADMIN,
    build: () => ({
      method: "POST",
      url: "/api/admin/webhooks",
      payload: { url: `https://203.0.113.10/hooks/${uid()}`, events: ["workorder.created"] },
    }),
  },
  "POST /api/admin/webhooks/update": {
    allowed: ADMIN,
    build: async (f) => {
      const { row } = await subscription(f);
      return {
        method: "POST",
        url: "/api/admin/webhooks/update",
        payload: { id: row.id, version: row.version, description: "Matrix" },
      };
    },
  },
  "POST /api/admin/webhooks/delete": {
    allowed: ADMIN,
    build: async (f) => ({
      method: "POST",
      url: `/api/admin/webhooks/delete?id=${(await subscription(f)).row.id}`,
    }),
  },
  "GET /api/admin/webhooks/deliveries": {
    allowed: ADMIN,
    build: async (f) => get(`/api/admin/webhooks/deliveries?id=${(await subscription(f)).row.id}`),
  },
  "POST /api/admin/webhooks/redeliver": {
    allowed: ADMIN,
    build: async (f) => {
      const { row } = await subscription(f);
      const [d] = await f.t.db
        .insert(webhookDeliveries)
        .values({
          subscriptionid: row.id,
          messageid: `msg_${uid()}`,
          eventtype: "workorder.created",
          body: "{}",
        })
        .returning({ id: webhookDeliveries.id });
      if (!d) throw new Error("matrix builder: delivery not created");
      return { method: "POST", url: `/api/admin/webhooks/redeliver?id=${d.id}` };
    },
  },
  "PUT /api/admin/webhooks/settings": {
    allowed: ADMIN,
    build: () => ({
      method: "PUT",
      url: "/api/admin/webhooks/settings",
      payload: { allowprivateurls: false },
    }),
  },
  "GET /api/workorder/servicechannelsync": {
    allowed: SC_READERS,
    build: async (f) =>
      get(`/api/workorder/servicechannelsync?workorderid=${(await linkedOrderWithFailure(f)).wo.id}`),
  },
  "POST /api/workorder/servicechannelsync/retry": {
    allowed: SC_WRITERS,
    build: async (f) => ({
      method: "POST",
      url: `/api/workorder/servicechannelsync/retry?id=${(await linkedOrderWithFailure(f)).itemid}`,
    }),
  },
};
