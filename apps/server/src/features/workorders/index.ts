/** What the workorders feature offers the other features; they import it from here only (biome.json). */

// recall and duplicate warning (issue 32 §6): the customer portal asks it for its own orders.
export { findSimilarOrders } from "./recall.service.ts";
// The routes feeding the staff detail tabs ask the tab permission (view:workorder*tab).
export * from "./tab-access.ts";
export * from "./workorder-access.ts";
export { describeChanges } from "./workorder-changes.ts";
export * from "./workorder-child-lock.ts";
// customer-portal: the customer-facing detail and new-order paths reuse the staff ones.
export { getWorkOrderDetail } from "./workorder-detail.service.ts";
// Work-order import (issue 18) creates orders through the same insert as Save.
export { insertWorkOrder } from "./workorder-form.service.ts";
export * from "./workorder-list.service.ts";
export * from "./workorder-rules.ts";
export * from "./workorder-scope.ts";
