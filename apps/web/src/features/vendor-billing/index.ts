/**
 * What the vendor-portal billing feature (a vendor's proposals and invoices) offers the other features.
 * Placeholder until the feature lands: the vendor portal's detail page mounts these two tabs.
 */
export * from "./VendorBillingTabs.tsx";
