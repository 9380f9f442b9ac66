/** What the invoices feature offers the other features; they import it from here only (biome.json). */
export { sendBillingDocument } from "./billing-document.send.ts";
export {
  type BillingDocument,
  loadBillingHeader,
  loadInvoiceDocument,
  loadProposalDocument,
} from "./billing-document.ts";
export {
  ITEM_TYPES,
  invoiceItemsOf,
  type LineInput,
  type LineRow,
  lineValues,
  presentBillingLine,
  proposalItemsOf,
  totalsOf,
  UNITS_OF_MEASURE,
} from "./billing-lines.ts";
export { createInvoiceRow, getInvoice, recomputeInvoiceAmount } from "./invoices.service.ts";
export { syncWorkOrderAmounts } from "./workorder-amounts.ts";
