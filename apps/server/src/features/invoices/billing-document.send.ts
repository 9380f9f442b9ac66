import type { FastifyReply } from "fastify";
import { renderBillingPdf } from "./billing-document.pdf.ts";
import type { BillingDocument } from "./billing-document.ts";
import { fileBase, renderBillingHtml } from "./billing-document.ts";

export type DocumentFormat = "html" | "pdf" | "docx";

/** Sends a proposal or invoice as HTML (preview), PDF or Word, with the file name in Content-Disposition. */
export const sendBillingDocument = async (
  reply: FastifyReply,
  d: BillingDocument,
  format: DocumentFormat,
) => {
  if (format === "html")
    return reply.header("content-type", "text/html; charset=utf-8").send(renderBillingHtml(d));
  const name = `${fileBase(d)}.${format}`;
  reply
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("access-control-expose-headers", "content-disposition");
  if (format === "pdf")
    return reply.header("content-type", "application/pdf").send(await renderBillingPdf(d));
  // docx (and its module) on first use: the server at rest does not hold it (docs/decisions/0021)
  const { renderBillingDocx } = await import("./billing-document.docx.ts");
  return reply
    .header("content-type", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")
    .send(await renderBillingDocx(d));
};
