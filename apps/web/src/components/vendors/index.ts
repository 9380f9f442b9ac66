/**
 * Vendor marks shared by the vendor lists (vendors, vendor search, Select Vendor on the work-order detail):
 * the status / paperwork colours and half-star rating, the coloured cell, the compliance mark, and the WO Count
 * popup of a vendor's work orders.
 */
export { ColorCell } from "./ColorCell.tsx";
export { ComplianceMark } from "./ComplianceMark.tsx";
export { VendorHistoryModal } from "./VendorHistoryModal.tsx";
export { PaperworkNameCell, VendorStatusCell } from "./vendor-cells.tsx";
export {
  PAPERWORK_COLORS,
  paperworkColor,
  roundToHalf,
  VENDOR_STATUS_COLORS,
  vendorStatusColor,
} from "./vendor-colors.ts";
