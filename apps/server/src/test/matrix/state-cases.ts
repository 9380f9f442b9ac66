import { STATUS, statusNotices } from "@fm/domain";
import { NOTICE_ACTIONS, type NoticeAction } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { workOrders, workOrderVendors } from "../../db/schema/index.ts";
import type { MatrixCaller } from "./callers.ts";
import { type Fixture, orderWithLine, proposal } from "./fixtures.ts";

/**
 * The route × role matrix per record state and per variant of a multi-action route (issue 28): each case
 * builds its record in a state, and the table says what every caller gets — allowed, or the refusal code —
 * so a write the policy refuses is proven refused, with nothing changed (state-matrix.test.ts).
 */
export type RecordState = "open" | "Invoiced" | "Cancelled" | "approved line" | "status does not offer it";

export interface StateCase {
  name: string;
  /** Callers the route and the policy admit (every other signed-in caller: 403, anonymous: 401). */
  allowed: readonly MatrixCaller[];
  states: readonly RecordState[];
  /** Builds the record in the state; answers the request and the order whose rows must not change on a refusal. */
  build: (f: Fixture, state: RecordState) => Promise<{ request: InjectOptions; workorderid: number }>;
  /** The refusal an allowed caller gets in a state (undefined: allowed). */
  refusal: (state: RecordState) => string | undefined;
}

const WRITERS: readonly MatrixCaller[] = ["Admin", "AccountingAdmin", "Dispatchers"];
const DISPATCHER_ROLE: readonly MatrixCaller[] = ["Admin", "Dispatchers", "ReadOnlyStaff"];

const lockedState = (state: RecordState) =>
  state === "Invoiced" ? STATUS.Invoiced : state === "Cancelled" ? STATUS.Cancelled : null;

/** A status whose menus offer the notice (the line's own items are offered in any open status). */
const offeringStatus = (notice: NoticeAction): number => {
  if (notice === "PPV") return STATUS.PendingProposalVendor;
  const status = [
    STATUS.CWOP,
    STATUS.WaitingOnParts,
    STATUS.NOD,
    STATUS.Dispatched,
    STATUS.TBS,
    STATUS.TechOnSite,
  ].find((s) => statusNotices(s).includes(notice));
  return status ?? STATUS.Received;
};
const offeredEverywhere = (notice: NoticeAction) =>
  notice === "TICKET" || notice === "signoff" || notice === "cancel_vendor";

const setStatus = (f: Fixture, id: number, statusid: number) =>
  f.t.db.update(workOrders).set({ statusid }).where(eq(workOrders.id, id));

const lockedRefusal = (state: RecordState) =>
  state === "Invoiced" || state === "Cancelled" ? "400 locked" : undefined;

const noticeCases: StateCase[] = NOTICE_ACTIONS.map((notice) => ({
  name: `POST /api/workorder/createwoemailitem actionType ${notice}`,
  allowed: WRITERS,
  states: [
    "open",
    "Invoiced",
    "Cancelled",
    ...(notice === "cancel_vendor" ? (["approved line"] as const) : []),
    ...(offeredEverywhere(notice) ? [] : (["status does not offer it"] as const)),
  ],
  build: async (f, state) => {
    const statusid =
      lockedState(state) ?? (state === "status does not offer it" ? STATUS.Received : offeringStatus(notice));
    const { wo, line } = await orderWithLine(f, {}, { statusid });
    if (state === "approved line")
      await f.t.db
        .update(workOrderVendors)
        .set({ isapproved: true, invoicenumber: "INV-1", status: "Approved" })
        .where(eq(workOrderVendors.id, line.id));
    return {
      workorderid: wo.id,
      request: {
        method: "POST",
        url: "/api/workorder/createwoemailitem",
        payload: { workOrderId: wo.id, workOrderVendorId: line.id, actionType: notice, type: 0 },
      },
    };
  },
  refusal: (state) =>
    lockedRefusal(state) ??
    (state === "approved line" || state === "status does not offer it" ? "400 invalid_state" : undefined),
}));

const proposalCases: StateCase[] = (
  [
    ["complete", "new"],
    ["approve", "complete"],
    ["reject", "complete"],
  ] as const
).map(([action, from]) => ({
  name: `PUT /api/workorder/${action}proposal`,
  allowed: WRITERS,
  states: ["open", "Invoiced", "Cancelled"],
  build: async (f, state) => {
    const { wo, proposal: p } = await proposal(f, from);
    const locked = lockedState(state);
    if (locked) await setStatus(f, wo.id, locked);
    return {
      workorderid: wo.id,
      request: { method: "PUT", url: `/api/workorder/${action}proposal?id=${p.id}&version=${p.version}` },
    };
  },
  refusal: lockedRefusal,
}));

const rowActionCases: StateCase[] = (["takeownership", "taguntag"] as const).map((path) => ({
  name: `PUT /api/workorder/${path}`,
  allowed: DISPATCHER_ROLE,
  states: ["open", "Invoiced", "Cancelled"],
  build: async (f, state) => {
    const { wo } = await orderWithLine(f, {}, { statusid: lockedState(state) ?? STATUS.Received });
    return {
      workorderid: wo.id,
      request: { method: "PUT", url: `/api/workorder/${path}?workorderid=${wo.id}` },
    };
  },
  refusal: lockedRefusal,
}));

export const STATE_CASES: readonly StateCase[] = [...noticeCases, ...proposalCases, ...rowActionCases];
