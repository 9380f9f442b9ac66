import { canOwnApiTokens } from "../api-tokens.ts";
import { hasRole, isAdmin, isStaff, type Principal } from "../roles.ts";
import type { NoRecord } from "./admin-policies.ts";
import { type Decision, forbid } from "./refusal.ts";

/** Who owns the API token a write is about. */
export interface TokenOwnership {
  /** The caller's own token (/api/profile/apitokens), else anyone's (/api/admin/apitokens). */
  own: boolean;
}

/**
 * The configuration writes of issues 32–33 (SLA policies, holidays and settings; automatic dispatch per
 * customer × trade; invoice rules; webhooks; API tokens): who may change them. The routes' access rules ask
 * the same; the policy is the one home of the rule, so abilities can be computed from it alone.
 */
export interface ConfigurationActionContexts {
  saveSlaPolicy: NoRecord;
  deleteSlaPolicy: NoRecord;
  saveSlaHoliday: NoRecord;
  deleteSlaHoliday: NoRecord;
  saveSlaSettings: NoRecord;
  saveAutoDispatchSetting: NoRecord;
  editInvoiceRule: NoRecord;
  createWebhook: NoRecord;
  editWebhook: NoRecord;
  deleteWebhook: NoRecord;
  redeliverWebhook: NoRecord;
  editWebhookSettings: NoRecord;
  createApiToken: TokenOwnership;
  revokeApiToken: TokenOwnership;
}
export type ConfigurationAction = keyof ConfigurationActionContexts;

const adminOnly = (user: Principal): Decision => (isStaff(user) && isAdmin(user) ? null : forbid());

/** Invoice rules are Accounting's (spec: AccountingAdmin or Admin). */
const accountingOrAdmin = (user: Principal): Decision =>
  isStaff(user) && (hasRole(user, "AccountingAdmin") || isAdmin(user)) ? null : forbid();

/** An API token acting for its owner never manages tokens: one leaked token must not mint more. */
const byApiToken = (user: Principal): boolean => {
  const token = (user as { apitokenid?: unknown }).apitokenid;
  return token !== undefined && token !== null;
};
const TOKEN_BY_TOKEN = "API tokens are managed by a signed-in user, not with an API token.";

/** One's own tokens: staff, a Vendor or a Customer (never a Tech); anyone's: an Admin. Never by a token. */
const tokenManager = (user: Principal, ctx: TokenOwnership): Decision => {
  if (byApiToken(user)) return forbid(TOKEN_BY_TOKEN);
  if (ctx.own ? canOwnApiTokens(user) : isAdmin(user)) return null;
  return forbid();
};

export const CONFIGURATION_POLICIES: {
  [A in ConfigurationAction]: (user: Principal, ctx: ConfigurationActionContexts[A]) => Decision;
} = {
  saveSlaPolicy: adminOnly,
  deleteSlaPolicy: adminOnly,
  saveSlaHoliday: adminOnly,
  deleteSlaHoliday: adminOnly,
  saveSlaSettings: adminOnly,
  saveAutoDispatchSetting: adminOnly,
  editInvoiceRule: accountingOrAdmin,
  createWebhook: adminOnly,
  editWebhook: adminOnly,
  deleteWebhook: adminOnly,
  redeliverWebhook: adminOnly,
  editWebhookSettings: adminOnly,
  createApiToken: tokenManager,
  revokeApiToken: tokenManager,
};
