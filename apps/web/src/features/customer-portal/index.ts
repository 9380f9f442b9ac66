/** What the customer-portal feature offers the other features; they import it from here only (biome.json). */
export { MyInvoicesPage, MyProposalsPage } from "./CustomerBillingListPages.tsx";
export { CustomerProfilePage } from "./CustomerProfilePage.tsx";
export { CustomerWorkOrderDetailPage } from "./CustomerWorkOrderDetailPage.tsx";
export { CustomerWorkOrderListPage } from "./CustomerWorkOrderListPage.tsx";
