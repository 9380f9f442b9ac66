/**
 * What the vendor-portal billing feature (a vendor's proposals and invoices) offers: the two tabs the vendor
 * portal's detail page mounts, and the My Proposals / My Invoices screens (app/screen-components.tsx).
 */
export { MyInvoicesPage, MyProposalsPage } from "./MyBillingPages.tsx";
export { VendorInvoicesTab, VendorProposalsTab } from "./VendorBillingTabs.tsx";
