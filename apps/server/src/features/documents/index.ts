/** What the documents feature offers the other features; they import it from here only (biome.json). */
export { COMPANY, renderPdf } from "./pdf.ts";
export { loadWorkOrderDocumentData, type WorkOrderDocumentData } from "./workorder-document-data.ts";
export { renderSignOffTicket, renderWorkOrderTicket } from "./workorder-ticket.pdf.ts";
