import { VENDOR_STATUS } from "@fm/domain";

/** Vendor status colours by vendorstatustypeid (spec 1 §4): 1 light yellow, 2 green, 3 light green, 4 red. */
export const VENDOR_STATUS_COLORS: Readonly<Record<number, string>> = {
  [VENDOR_STATUS.Incomplete]: "#fff3bf",
  [VENDOR_STATUS.Complete]: "#8ce99a",
  [VENDOR_STATUS.Supplier]: "#d8f5a2",
  [VENDOR_STATUS.Redlined]: "#ff8787",
};

export const vendorStatusColor = (statusTypeId: number | null): string | undefined =>
  statusTypeId === null ? undefined : VENDOR_STATUS_COLORS[statusTypeId];

/** The vendor name cell: blue when paperwork is complete, pink when not (spec 1 §4). */
export const PAPERWORK_COLORS = { complete: "#a5d8ff", incomplete: "#fcc2d7" } as const;

export const paperworkColor = (complete: boolean): string =>
  complete ? PAPERWORK_COLORS.complete : PAPERWORK_COLORS.incomplete;

/** Ratings are shown in half stars (spec 2 §9). */
export const roundToHalf = (rating: number): number =>
  Math.max(0, Math.min(5, Math.round((Number.isFinite(rating) ? rating : 0) * 2) / 2));
