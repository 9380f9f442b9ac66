import { hasRole, isStaff, type Principal } from "./roles.ts";

/**
 * Who may create API tokens for themselves (issue 33, decision 0045-o33api): staff, and a vendor's or a
 * customer's own users — never a Tech (a person in the field, not an integration). Admins create tokens for
 * anyone on /api/admin/apitokens.
 */
export const canOwnApiTokens = (p: Principal): boolean =>
  !hasRole(p, "Tech") && (isStaff(p) || hasRole(p, "Vendor") || hasRole(p, "Customer"));
