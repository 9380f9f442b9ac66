import type { Principal } from "../roles.ts";
import { ADMIN_POLICIES, type AdminAction, type AdminActionContexts } from "./admin-policies.ts";
import { BILLING_POLICIES, type BillingAction, type BillingActionContexts } from "./billing-policies.ts";
import {
  CONFIGURATION_POLICIES,
  type ConfigurationAction,
  type ConfigurationActionContexts,
} from "./configuration-policies.ts";
import { IMPORT_POLICIES, type ImportAction, type ImportActionContexts } from "./import-policies.ts";
import { PARTY_POLICIES, type PartyAction, type PartyActionContexts } from "./party-policies.ts";
import type { Decision } from "./refusal.ts";
import {
  VENDOR_PORTAL_POLICIES,
  type VendorPortalAction,
  type VendorPortalActionContexts,
} from "./vendor-portal-policies.ts";
import {
  WORK_ORDER_POLICIES,
  type WorkOrderAction,
  type WorkOrderActionContexts,
} from "./workorder-policies.ts";

export * from "./abilities.ts";
export * from "./admin-policies.ts";
export * from "./billing-policies.ts";
export * from "./configuration-policies.ts";
export * from "./field-checkin.ts";
export * from "./import-policies.ts";
export * from "./list-abilities.ts";
export * from "./locked-orders.ts";
export * from "./notices.ts";
export * from "./party-abilities.ts";
export * from "./party-policies.ts";
export * from "./refusal.ts";
export * from "./row-abilities.ts";
export * from "./vendor-acceptance.ts";
export * from "./vendor-portal-policies.ts";
export * from "./workorder-policies.ts";

export type PolicyAction =
  | WorkOrderAction
  | BillingAction
  | AdminAction
  | PartyAction
  | ImportAction
  | ConfigurationAction
  | VendorPortalAction;
export type PolicyContexts = WorkOrderActionContexts &
  BillingActionContexts &
  AdminActionContexts &
  PartyActionContexts &
  ImportActionContexts &
  ConfigurationActionContexts &
  VendorPortalActionContexts;

const POLICIES = {
  ...WORK_ORDER_POLICIES,
  ...BILLING_POLICIES,
  ...ADMIN_POLICIES,
  ...PARTY_POLICIES,
  ...IMPORT_POLICIES,
  ...CONFIGURATION_POLICIES,
  ...VENDOR_PORTAL_POLICIES,
};

/**
 * The one answer to "may this user do this action on this record": null when allowed, else the typed
 * refusal. The server calls it before every write (platform/policy `assertAllowed`) and computes the
 * `abilities` it sends from it.
 */
export const decide = <A extends PolicyAction>(
  user: Principal,
  action: A,
  ctx: PolicyContexts[A],
): Decision => (POLICIES[action] as (u: Principal, c: PolicyContexts[A]) => Decision)(user, ctx);

export const allows = <A extends PolicyAction>(user: Principal, action: A, ctx: PolicyContexts[A]): boolean =>
  decide(user, action, ctx) === null;
