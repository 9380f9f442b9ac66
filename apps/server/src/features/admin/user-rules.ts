import { type Role, USER_TYPE } from "@fm/domain";
import type { CreateUserBody } from "@fm/domain/contracts";
import { AppError } from "../../platform/errors.ts";

/** A Vendor/Tech user (or the vendor's own account) belongs to a vendor; a Customer user to a customer. */
export const needsVendor = (roles: readonly string[], isvendor: boolean) =>
  isvendor || roles.includes("Vendor") || roles.includes("Tech");
export const needsCustomer = (roles: readonly string[]) => roles.includes("Customer");

export const userTypeFor = (roles: readonly string[], isvendor: boolean): number =>
  needsCustomer(roles)
    ? USER_TYPE.Customer
    : needsVendor(roles, isvendor)
      ? USER_TYPE.Vendor
      : USER_TYPE.Employee;

/**
 * The links the editor's roles require, refused with 400 naming the field; links a role does not use are
 * cleared (an Employee carries no vendor or customer, so no row-level rule can pick one up by mistake).
 */
export const linksFor = (
  b: Pick<CreateUserBody, "app_metadata" | "isvendor" | "vendorid" | "customerid">,
) => {
  const roles: readonly Role[] = b.app_metadata.roles;
  const vendor = needsVendor(roles, b.isvendor);
  const customer = needsCustomer(roles);
  const fields: Record<string, string> = {};
  if (vendor && customer) {
    fields["app_metadata.roles"] = "A user cannot be both a Customer and a Vendor or Tech user.";
  }
  if (vendor && !b.vendorid) fields.vendorid = "Vendor is required for a Vendor or Tech user.";
  if (customer && !b.customerid) fields.customerid = "Customer is required for a Customer user.";
  if (Object.keys(fields).length) {
    throw new AppError("validation", 400, Object.values(fields).join(" "), fields);
  }
  return {
    vendorid: vendor ? (b.vendorid ?? null) : null,
    customerid: customer ? (b.customerid ?? null) : null,
  };
};
