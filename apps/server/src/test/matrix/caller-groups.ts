import { MATRIX_CALLERS, type MatrixCaller } from "./callers.ts";

/*
 * Who may call a route, as groups of matrix callers, by hand from docs/permissions.md (default permissions per
 * role): the one list every route table and state case of the matrix names its `allowed` callers from.
 */
/** Every caller, signed in or not (a public route). */
export const EVERYONE_AND_ANONYMOUS: readonly MatrixCaller[] = MATRIX_CALLERS;
/** Any signed-in user (spec 1 §6: every request carries a token). */
export const SIGNED_IN: readonly MatrixCaller[] = EVERYONE_AND_ANONYMOUS.filter((c) => c !== "anonymous");
/** Staff: not Tech, Vendor or Customer. */
export const STAFF: readonly MatrixCaller[] = ["Admin", "AccountingAdmin", "Dispatchers", "ReadOnlyStaff"];
/** Staff holding read:workorders (or Admin). */
export const READERS = STAFF;
/** Staff holding update:workorder (or Admin): every write on a work order and its tabs. */
export const WRITERS: readonly MatrixCaller[] = ["Admin", "AccountingAdmin", "Dispatchers"];
/** add:workorder / add:workorders (or Admin): Add Work Order, Add Child, Re-Open. */
export const CREATORS: readonly MatrixCaller[] = ["Admin", "Dispatchers"];
/** approve:vendorinvoice / approve:customerinvoice (or Admin). */
export const APPROVERS: readonly MatrixCaller[] = ["Admin", "AccountingAdmin"];
/** view:dashboard (or Admin). */
export const DASHBOARD: readonly MatrixCaller[] = ["Admin", "AccountingAdmin", "Dispatchers"];
/** Take Ownership and Flag/Un-Flag: the Dispatchers role and Admin (spec 1 §6). */
export const DISPATCHER_ROLE: readonly MatrixCaller[] = ["Admin", "Dispatchers", "ReadOnlyStaff"];
/** Admin (role or admin permission); also Reassign Dispatcher (reassign:dispatchers, held by Admin only). */
export const ADMIN: readonly MatrixCaller[] = ["Admin"];
export const VENDOR_USERS: readonly MatrixCaller[] = ["Vendor", "Tech"];
export const CUSTOMER_USERS: readonly MatrixCaller[] = ["Customer"];
/** Accounting: only users holding the AccountingAdmin role (spec 3 §2.1, §6) — not Admin. */
export const ACCOUNTING: readonly MatrixCaller[] = ["AccountingAdmin"];
/** view:reports (AccountingAdmin by default) or Admin. */
export const REPORT_READERS: readonly MatrixCaller[] = ["Admin", "AccountingAdmin"];
/** API tokens of one's own (issue 33): every signed-in person but a Tech. */
export const TOKEN_OWNERS: readonly MatrixCaller[] = [
  "Admin",
  "AccountingAdmin",
  "Dispatchers",
  "ReadOnlyStaff",
  "Vendor",
  "Customer",
];
