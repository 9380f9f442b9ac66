import { CREATE_WORK_ORDER_PERMISSIONS, canAny, IMPORT_TRADE_RATES_PERMISSION } from "../access.ts";
import type { Permission } from "../permissions.ts";
import { isAdmin, isStaff, type Principal } from "../roles.ts";
import type { NoRecord } from "./admin-policies.ts";
import { type Decision, forbid } from "./refusal.ts";

/** The file imports (spec 3 §2.15, spec 1 §6): each one's permission, for the route, the page and the policy. */
export interface ImportActionContexts {
  importJobSites: NoRecord;
  importTradeRates: NoRecord;
  importVendorZips: NoRecord;
  importWorkOrder: NoRecord;
  /** Issue 33 §6: Retry of a ServiceChannel sync item on an order (staff with update:workorder). */
  retryServiceChannelSync: NoRecord;
}
export type ImportAction = keyof ImportActionContexts;

const staffWithAny =
  (permissions: readonly Permission[]) =>
  (user: Principal): Decision =>
    isStaff(user) && canAny(user, permissions) ? null : forbid();

export const IMPORT_POLICIES: {
  [A in ImportAction]: (user: Principal, ctx: ImportActionContexts[A]) => Decision;
} = {
  importJobSites: staffWithAny(["read:jobsites"]),
  importTradeRates: staffWithAny([IMPORT_TRADE_RATES_PERMISSION]),
  importVendorZips: (user) => (isStaff(user) && isAdmin(user) ? null : forbid()),
  importWorkOrder: staffWithAny(CREATE_WORK_ORDER_PERMISSIONS),
  retryServiceChannelSync: staffWithAny(["update:workorder"]),
};
