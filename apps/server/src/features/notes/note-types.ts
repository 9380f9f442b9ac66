/** Note types of spec 1 §3; System is ours, written by the server for every change (audit trail). */
export const NOTE_TYPES = ["Internal", "Customer", "Vendor", "Client and Vendor", "Accounting"] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
export const SYSTEM_NOTE_TYPE = "System";
export const VENDOR_INFO_CHANGE_NOTE_TYPE = "Vendor Info Change";

/** pertainsto: 1 Customer, 2 Internal, 3 Vendor. */
export const PERTAINS_TO = { Customer: 1, Internal: 2, Vendor: 3 } as const;

/** typeid: Internal is 1, any other type is 2 (spec 1 §3). */
export const typeIdOf = (type: string) => (type === "Internal" ? 1 : 2);
