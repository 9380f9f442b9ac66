import { LABOR_MULTIPLIER, LABOR_RATE_TYPES, OTHER_LINE_TYPES, SKILL_LEVELS } from "@fm/domain";
import type { VendorBillingLists } from "@fm/domain/contracts";
import { UNITS_OF_MEASURE } from "../invoices/index.ts";

const entries = (r: Readonly<Record<number, string>>) =>
  Object.entries(r).map(([id, name]) => ({ id: Number(id), name }));

/** The line editors' drop-downs (GET /vendorprofile/vendorworkorderproposals/lists). */
export const vendorBillingLists = (): VendorBillingLists => ({
  skilltypes: entries(SKILL_LEVELS),
  ratetypes: entries(LABOR_RATE_TYPES).map((t) => ({ ...t, multiplier: LABOR_MULTIPLIER[t.id] ?? 1 })),
  othertypes: entries(OTHER_LINE_TYPES),
  uoms: entries(UNITS_OF_MEASURE),
});
