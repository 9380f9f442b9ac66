import { isVendorUser, LABOR_MULTIPLIER, LABOR_RATE_TYPES, OTHER_LINE_TYPES, SKILL_LEVELS } from "@fm/domain";
import type { VendorBillingLists } from "@fm/domain/contracts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { forbidden, notFound } from "../../platform/errors.ts";
import { UNITS_OF_MEASURE } from "../invoices/index.ts";

/** The caller's vendor: every /vendorprofile/* proposal and invoice call is scoped to it. */
export const callerVendorId = (user: AuthUser): number => {
  if (!isVendorUser(user) || !user.vendorid) throw forbidden("Your account is not linked to a vendor.");
  return user.vendorid;
};

/** Another vendor's row looks absent (no existence leak). */
export const assertOwnVendor = (row: { vendorid: number }, user: AuthUser, what: string) => {
  if (row.vendorid !== callerVendorId(user)) throw notFound(what);
};

const entries = (r: Readonly<Record<number, string>>) =>
  Object.entries(r).map(([id, name]) => ({ id: Number(id), name }));

/** The line editors' drop-downs (GET /vendorprofile/vendorworkorderproposals/lists). */
export const vendorBillingLists = (): VendorBillingLists => ({
  skilltypes: entries(SKILL_LEVELS),
  ratetypes: entries(LABOR_RATE_TYPES).map((t) => ({ ...t, multiplier: LABOR_MULTIPLIER[t.id] ?? 1 })),
  othertypes: entries(OTHER_LINE_TYPES),
  uoms: entries(UNITS_OF_MEASURE),
});
