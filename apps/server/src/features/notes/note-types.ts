import { PERTAINS_TO } from "@fm/domain/contracts";

export { PERTAINS_TO };

/** System is ours, written by the server for every change (audit trail); plain text like Vendor Info Change. */
export const SYSTEM_NOTE_TYPE = "System";
export const VENDOR_INFO_CHANGE_NOTE_TYPE = "Vendor Info Change";

/** typeid: Internal is 1, any other type is 2 (spec 1 §3). */
export const typeIdOf = (type: string) => (type === "Internal" ? 1 : 2);
