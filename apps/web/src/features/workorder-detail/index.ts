/** What the work-order detail feature offers the other features; they import it from here only (biome.json). */
// customer-portal: the portal's Attachments tab and document previews reuse these.
export { uploadFilesTo } from "./attachments/files.ts";
// vendors (issue 15, vcore): the Vendors list shares the vendor colours, half-star rounding and the open-orders popup.
export { ColorCell } from "./vendors/ColorCell.tsx";
// vendor-search: the WO Count popup (a vendor's work orders) and the vendor status colours (spec 3 §4).
export {
  VendorHistoryModal as VendorOpenOrdersModal,
  VendorHistoryModal,
} from "./vendors/VendorHistoryModal.tsx";
export { paperworkColor, roundToHalf, vendorStatusColor } from "./vendors/vendor-rules.ts";
