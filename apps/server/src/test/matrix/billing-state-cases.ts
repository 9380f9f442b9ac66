import { APPROVERS, WRITERS } from "./caller-groups.ts";
import { invoice, proposal } from "./fixtures.ts";
import { lockedRefusal, lockedState, type RecordState, type StateCase, setStatus } from "./state-kit.ts";

/**
 * The customer proposal and invoice rows by state (issue 28): delete and Create Invoice on a proposal, each
 * invoice status action and delete, on an open, an Invoiced and a Cancelled order and on an approved (or not
 * approved) row. Approve, UnApprove and Reject stay open to accounting on a locked order (LOCKED_ORDER_WRITES).
 */
const invalid = (when: RecordState) => (state: RecordState) =>
  lockedRefusal(state) ?? (state === when ? "400 invalid_state" : undefined);

const proposalRowCases: StateCase[] = [
  {
    name: "DELETE /api/workorder/removeproposal",
    allowed: WRITERS,
    states: ["open", "Invoiced", "Cancelled", "approved"],
    build: async (f, state) => {
      const { wo, proposal: p } = await proposal(f, state === "approved" ? "approved" : "new");
      const locked = lockedState(state);
      if (locked) await setStatus(f, wo.id, locked);
      return {
        workorderid: wo.id,
        request: { method: "DELETE", url: `/api/workorder/removeproposal?id=${p.id}` },
      };
    },
    refusal: invalid("approved"),
  },
  {
    name: "POST /api/workorder/convertproposal",
    allowed: WRITERS,
    states: ["open", "Invoiced", "Cancelled", "not approved"],
    build: async (f, state) => {
      const { wo, proposal: p } = await proposal(f, state === "not approved" ? "complete" : "approved");
      const locked = lockedState(state);
      if (locked) await setStatus(f, wo.id, locked);
      return {
        workorderid: wo.id,
        request: { method: "POST", url: "/api/workorder/convertproposal", payload: { id: p.id } },
      };
    },
    refusal: invalid("not approved"),
  },
];

const invoiceStatusCases: StateCase[] = (
  [
    ["approve", APPROVERS, "approved"],
    ["unapprove", APPROVERS, "not approved"],
    ["reject", WRITERS, undefined],
  ] as const
).map(([action, allowed, refusedWhen]) => ({
  name: `PUT /api/workorder/${action}invoice`,
  allowed,
  states: ["open", "Invoiced", "Cancelled", ...(refusedWhen ? [refusedWhen] : [])],
  build: async (f, state) => {
    const approved = action === "unapprove" ? state !== "not approved" : state === "approved";
    const { wo, invoice: inv } = await invoice(f, approved ? "approved" : "new");
    const locked = lockedState(state);
    if (locked) await setStatus(f, wo.id, locked);
    return {
      workorderid: wo.id,
      request: {
        method: "PUT",
        url: `/api/workorder/${action}invoice`,
        payload: { invoiceid: inv.id, version: inv.version },
      },
    };
  },
  // Accounting's work after invoicing: allowed on Invoiced and Cancelled orders.
  refusal: (state) => (state === refusedWhen ? "400 invalid_state" : undefined),
}));

const removeInvoiceCase: StateCase = {
  name: "DELETE /api/workorder/removeinvoice",
  allowed: WRITERS,
  states: ["open", "Invoiced", "Cancelled", "approved"],
  build: async (f, state) => {
    const { wo, invoice: inv } = await invoice(f, state === "approved" ? "approved" : "new");
    const locked = lockedState(state);
    if (locked) await setStatus(f, wo.id, locked);
    return {
      workorderid: wo.id,
      request: { method: "DELETE", url: `/api/workorder/removeinvoice?id=${inv.id}` },
    };
  },
  refusal: invalid("approved"),
};

export const BILLING_STATE_CASES: readonly StateCase[] = [
  ...proposalRowCases,
  ...invoiceStatusCases,
  removeInvoiceCase,
];
