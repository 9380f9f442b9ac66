import { DEFAULT_ROLE_PERMISSIONS, EXTERNAL_ROLES, type Role } from "@fm/domain";

/** Staff owner of a token whose scopes leave none of their roles: staff, with no role-granted power. */
export const API_CLIENT_ROLE = "ApiClient";

export interface TokenOwner {
  roles: readonly string[];
  permissions: readonly string[];
  vendorid: number | null;
  customerid: number | null;
}

export interface TokenLimits {
  scopes: readonly string[];
  vendorid: number | null;
  customerid: number | null;
}

export interface TokenPrincipal {
  roles: string[];
  permissions: string[];
  vendorid: number | null;
  customerid: number | null;
}

const externalOwner = (owner: TokenOwner) => owner.roles.some((r) => EXTERNAL_ROLES.includes(r as Role));

/**
 * What an API token may do (issue 33, decision 0045-o33api): its owner's permissions narrowed to its scopes,
 * so every access rule, policy and row scope applies unchanged. The Admin role needs the `admin` scope; a
 * token limited to a vendor (or a customer) is a Vendor (Customer) user of that party, nothing more.
 */
export const tokenPrincipal = (owner: TokenOwner, token: TokenLimits): TokenPrincipal => {
  const scoped = owner.permissions.filter((p) => token.scopes.includes(p));
  if (token.vendorid !== null && !externalOwner(owner)) {
    const vendorPerms: readonly string[] = DEFAULT_ROLE_PERMISSIONS.Vendor;
    return {
      roles: ["Vendor"],
      permissions: scoped.filter((p) => vendorPerms.includes(p)),
      vendorid: token.vendorid,
      customerid: null,
    };
  }
  if (token.customerid !== null && !externalOwner(owner)) {
    const customerPerms: readonly string[] = DEFAULT_ROLE_PERMISSIONS.Customer;
    return {
      roles: ["Customer"],
      permissions: scoped.filter((p) => customerPerms.includes(p)),
      vendorid: null,
      customerid: token.customerid,
    };
  }
  const roles = owner.roles.filter((r) => r !== "Admin" || token.scopes.includes("admin"));
  if (roles.length === 0 && owner.roles.length > 0) roles.push(API_CLIENT_ROLE);
  return { roles, permissions: scoped, vendorid: owner.vendorid, customerid: owner.customerid };
};
