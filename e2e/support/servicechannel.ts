import { inject } from "vitest";
import type {
  ScErrorResponse,
  ScWorkOrder,
} from "../../apps/server/src/test/fake-servicechannel/fake-servicechannel.ts";

/**
 * The e2e server's ServiceChannel stand-in (global-setup: SERVICECHANNEL_DEMO_CONTROL_PORT) through its /__fake/
 * control requests: a test adds its own ServiceChannel order, reads back what the pushes left on it, and makes
 * its writes fail with one of the reference's ErrorResponses.
 */
const base = () => inject("serviceChannelUrl");

const control = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base()}/__fake${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`ServiceChannel stand-in: ${method} ${path} answered ${res.status}`);
  return res.status === 204 ? null : ((await res.json()) as unknown);
};

/** A new ServiceChannel order (GetWorkOrdersResponse.WorkOrder) of `subscriber` at store `store`, Open. */
export const scOrder = (o: { po: string; subscriber: number; store: string }): ScWorkOrder => {
  const n = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  return {
    Id: n,
    Number: String(n + 7),
    PurchaseNumber: o.po,
    Subscriber: { Id: o.subscriber, Name: "E2E Subscriber" },
    Location: {
      Id: 500_000 + Math.floor(Math.random() * 100_000),
      SubscriberId: o.subscriber,
      StoreId: o.store,
      Name: `Store ${o.store}`,
      Address2: "1600 Pearl Street",
      City: "Boulder",
      State: "CO",
      Zip: "80302",
    },
    Status: { Primary: "Open", Extended: "" },
    Caller: "Store Manager",
    CallDate: new Date(Date.now() - 3_600_000).toISOString(),
    Priority: "P2 - Urgent",
    Trade: "PLUMBING",
    Category: "Repair",
    Nte: 500,
    Currency: { Id: 1, AlphabeticalCode: "USD" },
    ProblemCode: "LEAK",
    Description: "Leak under the sink in the back room.",
  };
};

export const addScOrder = async (order: ScWorkOrder) => {
  await control("POST", "/workorders", order);
};

/** The order as ServiceChannel holds it now (its Status) and the writes our server sent it. */
export const scOrderState = async (id: number) =>
  (await control("GET", `/workorders/${id}`)) as {
    workOrder: ScWorkOrder;
    writes: { method: string; path: string; body: unknown }[];
  };

/** Every write to order `id` answers `status` + `error` until called again with null. */
export const failScWrites = async (id: number, answer: { status: number; error: ScErrorResponse } | null) => {
  await control(
    "PUT",
    `/workorders/${id}/failwrites`,
    answer ? { status: answer.status, body: answer.error } : null,
  );
};
