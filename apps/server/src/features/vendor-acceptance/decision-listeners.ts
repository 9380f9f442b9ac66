import type { DbOrTx } from "../../db/client.ts";
import type { workOrders, workOrderVendors } from "../../db/schema/index.ts";
import type { AppContext } from "../../platform/context.ts";

export interface DispatchDecisionEvent {
  wo: typeof workOrders.$inferSelect;
  line: typeof workOrderVendors.$inferSelect;
  decision: "accept" | "decline";
}

/** Runs inside the decision's transaction (automatic dispatch offers the next vendor after a decline). */
export type DecisionListener = (tx: DbOrTx, event: DispatchDecisionEvent) => Promise<void>;

// Per app context, so test apps (and their job runners) never hear each other's decisions.
const listeners = new WeakMap<AppContext, DecisionListener[]>();

/** A feature that reacts to a vendor's decision registers here once, where its routes are registered. */
export const onDispatchDecision = (ctx: AppContext, listener: DecisionListener) => {
  listeners.set(ctx, [...(listeners.get(ctx) ?? []), listener]);
};

export const decisionListeners = (ctx: AppContext): DecisionListener[] => listeners.get(ctx) ?? [];
