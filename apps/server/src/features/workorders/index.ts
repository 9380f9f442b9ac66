/** What the workorders feature offers the other features; they import it from here only (biome.json). */

// recall and duplicate warning (issue 32 §6): the customer portal asks it for its own orders.
export { findSimilarOrders } from "./recall.service.ts";
export { describeChanges } from "./workorder-changes.ts";
// customer-portal: the customer-facing detail and new-order paths reuse the staff ones.
export { getWorkOrderDetail } from "./workorder-detail.service.ts";
// Work-order import (issue 18) creates orders through the same insert as Save.
export {
  defaultOnNew,
  insertWorkOrder,
  replaceTrades,
  tradeIdsOf,
  writeWorkOrder,
} from "./workorder-form.service.ts";
// the lists of other features (home, dashboard, portals, SLA at risk) and the Admin bell's overdue count
export { listWorkOrders, overdueP1Condition, type PartyNarrowing } from "./workorder-list.service.ts";
