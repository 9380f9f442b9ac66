/**
 * The work-order core every feature that reads or writes an order shares (issue 28): the reader's row scope,
 * the order's lock and the editable rule (its policy), the child-row lock, the tab access rules, and the
 * System note writer. Imported by name from here; it imports no feature.
 */

export {
  callerDeclined,
  declinedIn,
  isOnOrder,
  isSoleVendor,
  onOrder,
  orderVendorLines,
} from "./order-vendors.ts";
export {
  addSystemNote,
  addSystemNoteRows,
  addSystemNotes,
  type NoteAuthor,
  SERVER_NOTE_AUTHOR,
} from "./system-notes.ts";
export { tabOrPortalReader, tabReader } from "./tab-access.ts";
export { lockWorkOrder, requireWorkOrder } from "./workorder-access.ts";
export {
  type LockChildOptions,
  lockWorkOrderChild,
  type WorkOrderChildTable,
} from "./workorder-child-lock.ts";
export { assertAllowedOnOrder, requireEditableWorkOrder } from "./workorder-editable.ts";
export {
  attachedToVendor,
  audienceOf,
  HIDDEN_LIST_FIELDS,
  type ListAudience,
  presentForUser,
  readerScope,
  type SystemReader,
  systemReader,
  type WorkOrderReader,
  workOrderScope,
} from "./workorder-scope.ts";
