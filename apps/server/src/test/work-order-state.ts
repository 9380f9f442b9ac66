import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import {
  customerProposals,
  invoiceItems,
  invoices,
  proposalItems,
  vendorProposals,
  workOrderAttachments,
  workOrderNotes,
  workOrders,
  workOrderVendors,
} from "../db/schema/index.ts";

/**
 * Everything stored for one work order: its row, notes, vendor lines, proposals (with items), invoices (with
 * items), vendor proposals and attachments. A refused write must leave all of it unchanged.
 */
export const workOrderState = async (db: DbOrTx, workorderid: number) => {
  const proposals = await db
    .select()
    .from(customerProposals)
    .where(eq(customerProposals.workorderid, workorderid));
  const bills = await db.select().from(invoices).where(eq(invoices.workorderid, workorderid));
  const proposalIds = proposals.map((p) => p.id);
  const invoiceIds = bills.map((i) => i.id);
  return {
    workorder: await db.select().from(workOrders).where(eq(workOrders.id, workorderid)),
    notes: await db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, workorderid)),
    lines: await db.select().from(workOrderVendors).where(eq(workOrderVendors.workorderid, workorderid)),
    proposals,
    proposalItems: proposalIds.length
      ? await db.select().from(proposalItems).where(inArray(proposalItems.proposalid, proposalIds))
      : [],
    invoices: bills,
    invoiceItems: invoiceIds.length
      ? await db.select().from(invoiceItems).where(inArray(invoiceItems.invoiceid, invoiceIds))
      : [],
    vendorProposals: await db
      .select()
      .from(vendorProposals)
      .where(eq(vendorProposals.workorderid, workorderid)),
    attachments: await db
      .select()
      .from(workOrderAttachments)
      .where(eq(workOrderAttachments.workorderid, workorderid)),
  };
};
