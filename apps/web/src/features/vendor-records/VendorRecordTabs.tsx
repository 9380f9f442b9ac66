export { VendorAttachmentsTab } from "./VendorAttachmentsTab.tsx";
export { VendorPaymentsTab } from "./VendorPaymentsTab.tsx";
export { VendorTradesTab } from "./VendorTradesTab.tsx";
export type { VendorRecordTabProps } from "./vendor-record-tab-props.ts";
