/** Vendor tiers 1 to 6 (reference data); tier 6 is "Do Not Use" (spec 1 §9). */
export const VENDOR_TIER = { Tier1: 1, Tier2: 2, Tier3: 3, Tier4: 4, Tier5: 5, DoNotUse: 6 } as const;

/** vendorstatustypes (reference data, spec 1 §4). */
export const VENDOR_STATUS = { Incomplete: 1, Complete: 2, Supplier: 3, Redlined: 4 } as const;

export interface DispatchFacts {
  tierid: number | null;
  vendorstatustypeid: number | null;
}

/** Why a vendor may not be dispatched to any order, or null when it may (spec 1 §9). */
export type DispatchRefusal = "tier_6" | "redlined";

export const dispatchRefusal = (v: DispatchFacts): DispatchRefusal | null => {
  if (v.tierid === VENDOR_TIER.DoNotUse) return "tier_6";
  if (v.vendorstatustypeid === VENDOR_STATUS.Redlined) return "redlined";
  return null;
};

/** Tier 6 and Redlined vendors are never dispatched (attached to a work order). */
export const isDispatchable = (v: DispatchFacts): boolean => dispatchRefusal(v) === null;
