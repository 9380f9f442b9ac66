/**
 * What the vendor-portal billing feature (a vendor's proposals and invoices) offers the other features: the
 * two tabs the vendor portal's detail page mounts, and the My Proposals / My Invoices screens.
 */
export * from "./MyBillingPages.tsx";
export * from "./VendorBillingTabs.tsx";
