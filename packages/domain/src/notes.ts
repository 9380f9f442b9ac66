/** Note types of spec 1 §3 that a user may choose. */
export const NOTE_TYPES = ["Internal", "Customer", "Vendor", "Client and Vendor", "Accounting"] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

/** Written by the server for every change (the audit trail); ours, not the spec's. */
export const SYSTEM_NOTE_TYPE = "System";
/** Written by the server when a vendor line changes (spec 2 §4). */
export const VENDOR_INFO_CHANGE_NOTE_TYPE = "Vendor Info Change";

/** pertainsto: 1 Customer, 2 Internal, 3 Vendor. */
export const PERTAINS_TO = { Customer: 1, Internal: 2, Vendor: 3 } as const;
export type PertainsTo = (typeof PERTAINS_TO)[keyof typeof PERTAINS_TO];

/** typeid: Internal is 1, any other type is 2 (spec 1 §3). */
export const NOTE_TYPE_ID = { Internal: 1, Other: 2 } as const;
export const noteTypeIdOf = (type: string): number =>
  type === "Internal" ? NOTE_TYPE_ID.Internal : NOTE_TYPE_ID.Other;
