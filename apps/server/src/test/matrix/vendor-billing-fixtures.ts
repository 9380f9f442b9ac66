import * as XLS from "@e965/xlsx";
import {
  vendorInvoiceMaterials,
  vendorInvoices,
  vendorProposalAttachments,
  workOrderAttachments,
} from "../../db/schema/index.ts";
import { uid } from "../factories.ts";
import { type Fixture, vendorProposal } from "./fixtures.ts";

/*
 * Rows of the vendor portal's proposals and invoices (features/vendor-billing) for the route × role matrix:
 * the owner's vendor's proposal (in the given status) or invoice, on an order that vendor is attached to.
 */

export const portalProposal = (f: Fixture, proposalstatusid = 1) => vendorProposal(f, proposalstatusid);

export const portalInvoice = async (f: Fixture, invoicestatusid = 1) => {
  const { wo, line, proposal } = await portalProposal(f, 3);
  const [i] = await f.t.db
    .insert(vendorInvoices)
    .values({
      workorderid: wo.id,
      vendorid: f.owner.vendorid,
      workordervendorid: line.id,
      proposalid: proposal.id,
      invoicenumber: `INV-${uid()}`,
      description: "Matrix invoice",
      invoicestatusid,
    })
    .returning();
  if (!i) throw new Error("portal invoice not created");
  await f.t.db
    .insert(vendorInvoiceMaterials)
    .values({ invoiceid: i.id, description: "Belt", uomid: 1, unitprice: "10", quantity: "2" });
  return { wo, line, proposal, invoice: i };
};

/** A one-line items workbook in the old .xls format (the import's other reader). */
export const ITEMS_XLS: Buffer = (() => {
  const wb = XLS.utils.book_new();
  XLS.utils.book_append_sheet(
    wb,
    XLS.utils.aoa_to_sheet([
      ["Type", "Description", "Quantity", "Unit Price"],
      ["Other", "Trip charge", 1, 75],
    ]),
    "Items",
  );
  return XLS.write(wb, { type: "buffer", bookType: "biff8" }) as Buffer;
})();

/** A draft proposal with one file linked to it (a Vendor Proposal attachment on the vendor's line). */
export const portalProposalWithFile = async (f: Fixture) => {
  const { wo, line, proposal } = await portalProposal(f);
  const [file] = await f.t.db
    .insert(workOrderAttachments)
    .values({
      workorderid: wo.id,
      workordervendorid: line.id,
      attachmenttypeid: 3,
      filename: `p_${uid()}.pdf`,
      displayname: "p.pdf",
      path: `workorder/${wo.id}/p_${uid()}.pdf`,
      contenttype: "application/pdf",
      size: 10,
      createdbyname: "matrix",
    })
    .returning();
  if (!file) throw new Error("attachment not created");
  await f.t.db.insert(vendorProposalAttachments).values({ proposalid: proposal.id, attachmentid: file.id });
  return { wo, line, proposal, attachmentid: file.id };
};
