import { STATUS, statusNotices } from "@fm/domain";
import { NOTICE_ACTIONS, type NoticeAction } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { workOrderVendors } from "../../db/schema/index.ts";
import { BILLING_STATE_CASES } from "./billing-state-cases.ts";
import { DISPATCHER_ROLE, WRITERS } from "./caller-groups.ts";
import { CONFIGURATION_STATE_CASES } from "./configuration-state-cases.ts";
import { orderWithLine, proposal } from "./fixtures.ts";
import { PARTY_STATE_CASES } from "./party-state-cases.ts";
import { lockedRefusal, lockedState, type StateCase, setStatus } from "./state-kit.ts";

export type { RecordState, StateCase } from "./state-kit.ts";

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
  states: ["open", "Invoiced", "Cancelled", "approved"],
  build: async (f, state) => {
    const { wo, proposal: p } = await proposal(f, state === "approved" ? "approved" : from);
    const locked = lockedState(state);
    if (locked) await setStatus(f, wo.id, locked);
    return {
      workorderid: wo.id,
      request: { method: "PUT", url: `/api/workorder/${action}proposal?id=${p.id}&version=${p.version}` },
    };
  },
  // An approved proposal may still be rejected (spec 2 §4); complete and approve refuse it.
  refusal: (state) =>
    lockedRefusal(state) ?? (state === "approved" && action !== "reject" ? "400 invalid_state" : undefined),
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

export const STATE_CASES: readonly StateCase[] = [
  ...noticeCases,
  ...proposalCases,
  ...BILLING_STATE_CASES,
  ...rowActionCases,
  ...PARTY_STATE_CASES,
  ...CONFIGURATION_STATE_CASES,
];
