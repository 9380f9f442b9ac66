/** What the invoice-rules feature offers the others: the verdict on a vendor invoice being submitted. */
export { invoiceRuleRoutes } from "./invoice-rules.routes.ts";
export { type InvoiceUnderReview, judgeInvoice } from "./invoice-rules.service.ts";
