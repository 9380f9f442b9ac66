import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { customerProposals, invoices, workOrders } from "../../db/schema/index.ts";

/**
 * Keeps the work order's invoiceamount (sum of its non-rejected invoices, null when none) and proposalamount
 * (the latest approved proposal, null when none) in step, so lists and the header margin read one row.
 * The work order's version is not bumped: these are derived figures, not an edit of the form.
 */
export const syncWorkOrderAmounts = async (tx: DbOrTx, workorderid: number) => {
  const [inv] = await tx
    .select({ n: sql<number>`count(*)::int`, total: sql<string | null>`sum(${invoices.amount})` })
    .from(invoices)
    .where(and(eq(invoices.workorderid, workorderid), eq(invoices.isrejected, false)));
  const [approved] = await tx
    .select({ amount: customerProposals.amount })
    .from(customerProposals)
    .where(and(eq(customerProposals.workorderid, workorderid), eq(customerProposals.isapproved, true)))
    .orderBy(desc(customerProposals.approveddate), desc(customerProposals.id))
    .limit(1);
  await tx
    .update(workOrders)
    .set({ invoiceamount: inv?.n ? (inv.total ?? "0") : null, proposalamount: approved?.amount ?? null })
    .where(eq(workOrders.id, workorderid));
};
