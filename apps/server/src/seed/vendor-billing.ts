import { INACTIVE_STATUS_IDS, VENDOR_BILLING_STATUS } from "@fm/domain";
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import {
  vendorInvoiceLabor,
  vendorInvoiceMaterials,
  vendorInvoices,
  vendorProposalLabor,
  vendorProposalMaterials,
  vendorProposals,
  workOrders,
  workOrderVendors,
} from "../db/schema/index.ts";

/*
 * The hero vendor's own proposals and invoices in the vendor portal (features/vendor-billing): drafts,
 * submitted (waiting) and approved proposals, a draft and a submitted invoice from approved proposals, so
 * My Proposals / My Invoices and the detail tabs show every state after `npm start`. Deterministic.
 */
const PLAN = [
  { proposal: VENDOR_BILLING_STATUS.Draft, invoice: null },
  { proposal: VENDOR_BILLING_STATUS.Draft, invoice: null },
  { proposal: VENDOR_BILLING_STATUS.Waiting, invoice: null },
  { proposal: VENDOR_BILLING_STATUS.Waiting, invoice: null },
  { proposal: VENDOR_BILLING_STATUS.Approved, invoice: null },
  { proposal: VENDOR_BILLING_STATUS.Approved, invoice: VENDOR_BILLING_STATUS.Draft },
  { proposal: VENDOR_BILLING_STATUS.Approved, invoice: VENDOR_BILLING_STATUS.Waiting },
  { proposal: VENDOR_BILLING_STATUS.Rejected, invoice: null },
] as const;

export const seedVendorBilling = async (tx: DbOrTx, heroVendorId: number) => {
  const lines = await tx
    .select({ line: workOrderVendors, wonumber: workOrders.wonumber })
    .from(workOrderVendors)
    .innerJoin(workOrders, eq(workOrders.id, workOrderVendors.workorderid))
    .where(
      and(
        eq(workOrderVendors.vendorid, heroVendorId),
        eq(workOrderVendors.isapproved, false),
        notInArray(workOrders.statusid, [...INACTIVE_STATUS_IDS]),
      ),
    )
    .orderBy(asc(workOrders.id))
    .limit(PLAN.length);
  let proposals = 0;
  let invoices = 0;
  for (const [i, { line, wonumber }] of lines.entries()) {
    const plan = PLAN[i];
    if (!plan) break;
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const [p] = await tx
      .insert(vendorProposals)
      .values({
        workorderid: line.workorderid,
        vendorid: heroVendorId,
        workordervendorid: line.id,
        proposalnumber: `VP-${wonumber}-1`,
        proposalstatusid: plan.proposal,
        proposaldate: daysAgo(6 - (i % 5)),
        description: "Replace the failed condenser fan motor and capacitor; test run the unit.",
        note: i % 2 ? "Parts in stock." : null,
        rejectionnote:
          plan.proposal === VENDOR_BILLING_STATUS.Rejected ? "Too high: re-quote at regular time." : null,
        statusdate: plan.proposal === VENDOR_BILLING_STATUS.Draft ? null : daysAgo(2),
      })
      .returning();
    if (!p) throw new Error("seed: vendor proposal not created");
    proposals++;
    const labor = {
      skilllevelid: 2,
      typeid: 1 + (i % 2),
      numberoftechs: 1 + (i % 2),
      hourlyrate: "85.00",
      numberofhours: "3.00",
    };
    const material = {
      description: "Condenser fan motor 1/3 HP",
      partnumber: `FM-${300 + i}`,
      uomid: 1,
      unitprice: "189.50",
      quantity: "1",
    };
    await tx.insert(vendorProposalLabor).values({ ...labor, proposalid: p.id });
    await tx.insert(vendorProposalMaterials).values({ ...material, proposalid: p.id });
    if (plan.invoice === null) continue;
    const invoicenumber = `${wonumber}-INV`;
    const [inv] = await tx
      .insert(vendorInvoices)
      .values({
        workorderid: line.workorderid,
        vendorid: heroVendorId,
        workordervendorid: line.id,
        proposalid: p.id,
        invoicenumber,
        invoicestatusid: plan.invoice,
        description: "Condenser fan motor replaced; unit tested and running.",
        statusdate: plan.invoice === VENDOR_BILLING_STATUS.Waiting ? daysAgo(1) : null,
      })
      .returning();
    if (!inv) throw new Error("seed: vendor invoice not created");
    invoices++;
    await tx.insert(vendorInvoiceLabor).values({ ...labor, invoiceid: inv.id });
    await tx.insert(vendorInvoiceMaterials).values({ ...material, invoiceid: inv.id });
    if (plan.invoice === VENDOR_BILLING_STATUS.Waiting) {
      // What Submit does: the staff Vendor tab line shows the invoice number and the invoiced cost.
      const cents = 85_00 * 3 * labor.numberoftechs * (labor.typeid === 2 ? 1.5 : 1) + 189_50;
      await tx
        .update(workOrderVendors)
        .set({
          invoicenumber,
          invoiceamount: (cents / 100).toFixed(2),
          invoicedate: inv.invoicedate.toISOString().slice(0, 10),
          quotedamount: (cents / 100).toFixed(2),
          status: "Invoice Submitted",
        })
        .where(eq(workOrderVendors.id, line.id));
    }
  }
  return { proposals, invoices };
};
