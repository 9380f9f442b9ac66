/**
 * The vendor details tabs kept by the vendor-records feature (Trades with rates, Attachments, Payments),
 * mounted by features/vendors' details page.
 */

export type { VendorRecordTabProps } from "./VendorRecordTabs.tsx";
export { VendorAttachmentsTab, VendorPaymentsTab, VendorTradesTab } from "./VendorRecordTabs.tsx";
