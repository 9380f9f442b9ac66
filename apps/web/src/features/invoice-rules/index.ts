/** What the invoice-rules feature offers: the rules panel (accounting), NTE raise panels (staff and vendor). */
export { InvoiceRulesPanel } from "./InvoiceRulesPanel.tsx";
export { NteRaisesPanel, VendorNteRaisePanel } from "./NteRaisePanels.tsx";
