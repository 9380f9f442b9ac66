import type { LiveEvent } from "@fm/domain/contracts";

/**
 * Query-key roots of lists and counts: a change to any order may move them (list, dashboard, home, portals, the
 * SLA at-risk queue); their per-order keys ([root, kind, id]: an order's SLA clocks) only for that order.
 */
const LIST_ROOTS = new Set(["workorders", "home", "customerportal", "vendorportal", "field", "sla"]);
/** Query-key roots of one order's staff detail and tabs, keyed [root, workorderid, …]. */
const ORDER_ROOTS = new Set([
  "workorder-detail",
  "workorder-proposals",
  "workorder-invoices",
  "workorder-vendorproposals",
  "workorder-vendors",
]);

/** The staff detail form's record query: left alone while that order is being edited (the form says so). */
export const isEditedRecordKey = (key: readonly unknown[], edited: (id: number) => boolean) =>
  key[0] === "workorder-detail" && typeof key[1] === "number" && key[2] === "detail" && edited(key[1]);

/**
 * Which cached queries a batch of live events makes stale: every list and count, and the detail and tabs of
 * the orders that changed — never the record of an order with an edit in progress.
 */
export const staleQueryPredicate = (events: readonly LiveEvent[], edited: (id: number) => boolean) => {
  const ids = new Set(events.map((e) => e.workorderid));
  return (key: readonly unknown[]): boolean => {
    const [root, a, b] = key;
    if (typeof root !== "string" || isEditedRecordKey(key, edited)) return false;
    if (ORDER_ROOTS.has(root)) return typeof a === "number" && ids.has(a);
    // A portal's or the field screens' per-order key ([root, tab, id, …]) only for its own order; lists always.
    if (LIST_ROOTS.has(root)) return typeof b === "number" ? ids.has(b) : true;
    return false;
  };
};
