import { ROLES, type Role, WORK_ORDER_TABS } from "@fm/domain";
import { makeCustomer, makeJobSite, makeVendor, signIn } from "../factories.ts";
import type { TestApp } from "../test-app.ts";

/**
 * Who calls a route in the route × role matrix: nobody, each of the six roles with its default permissions,
 * and a dispatcher who holds only the read permissions (so "read" and "write" routes can be told apart).
 */
export type MatrixCaller = "anonymous" | Role | "ReadOnlyStaff";

export const MATRIX_CALLERS: readonly MatrixCaller[] = ["anonymous", ...ROLES, "ReadOnlyStaff"];

/** The permissions of the read-only dispatcher: every staff read, no write, no dashboard. */
export const READ_ONLY_PERMISSIONS = [
  "read:workorders",
  "read:customers",
  "read:jobsites",
  "read:vendors",
  ...WORK_ORDER_TABS,
];

export const isExternal = (c: MatrixCaller): c is "Vendor" | "Tech" | "Customer" =>
  c === "Vendor" || c === "Tech" || c === "Customer";

/** The customer, job site and vendor whose rows a route's builder makes. */
export interface RowOwner {
  customerid: number;
  jobsiteid: number;
  vendorid: number;
}

export const makeOwner = async (t: TestApp): Promise<RowOwner> => {
  const customer = await makeCustomer(t.db);
  const jobsite = await makeJobSite(t.db, customer.id);
  const vendor = await makeVendor(t.db);
  return { customerid: customer.id, jobsiteid: jobsite.id, vendorid: vendor.id };
};

export interface SignedInCaller {
  caller: MatrixCaller;
  token: string | null;
  userid: number | null;
}

/**
 * Signs a caller in. An external caller is linked to the owner's vendor (Vendor, Tech) or customer (Customer),
 * so the rows the builder makes for that owner are the caller's own rows.
 */
export const signInCaller = async (
  t: TestApp,
  caller: MatrixCaller,
  owner: RowOwner,
): Promise<SignedInCaller> => {
  if (caller === "anonymous") return { caller, token: null, userid: null };
  const roles: Role[] = caller === "ReadOnlyStaff" ? ["Dispatchers"] : [caller];
  const { user, token } = await signIn(t, {
    roles,
    ...(caller === "ReadOnlyStaff" ? { permissions: READ_ONLY_PERMISSIONS } : {}),
    vendorid: caller === "Vendor" || caller === "Tech" ? owner.vendorid : null,
    customerid: caller === "Customer" ? owner.customerid : null,
  });
  return { caller, token, userid: user.id };
};
