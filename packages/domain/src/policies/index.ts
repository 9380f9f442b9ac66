import type { Principal } from "../roles.ts";
import type { Decision } from "./refusal.ts";
import {
  WORK_ORDER_POLICIES,
  type WorkOrderAction,
  type WorkOrderActionContexts,
} from "./workorder-policies.ts";

export * from "./abilities.ts";
export * from "./field-checkin.ts";
export * from "./locked-orders.ts";
export * from "./notices.ts";
export * from "./refusal.ts";
export * from "./workorder-policies.ts";

export type PolicyAction = WorkOrderAction;
export type PolicyContexts = WorkOrderActionContexts;

/**
 * The one answer to "may this user do this action on this record": null when allowed, else the typed
 * refusal. The server calls it before every write (platform/policy `assertAllowed`) and computes the
 * `abilities` it sends from it.
 */
export const decide = <A extends PolicyAction>(
  user: Principal,
  action: A,
  ctx: PolicyContexts[A],
): Decision => (WORK_ORDER_POLICIES[action] as (u: Principal, c: PolicyContexts[A]) => Decision)(user, ctx);

export const allows = <A extends PolicyAction>(user: Principal, action: A, ctx: PolicyContexts[A]): boolean =>
  decide(user, action, ctx) === null;
