export { CustomerProposalsTab } from "./CustomerProposalsTab.tsx";
export { InvoicesTab } from "./InvoicesTab.tsx";
export type { BillingTabProps, BillingWorkOrder } from "./types.ts";
export { VendorProposalsTab } from "./VendorProposalsTab.tsx";
