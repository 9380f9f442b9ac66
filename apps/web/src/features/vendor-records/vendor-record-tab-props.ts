export interface VendorRecordTabProps {
  vendorId: number;
  /** Tech, Vendor and Customer see the vendor read-only (spec 3 §2.8): every write is hidden. */
  readOnly: boolean;
}
