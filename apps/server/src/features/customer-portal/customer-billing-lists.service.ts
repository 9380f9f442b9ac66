import type { CUSTOMER_BILLING_STATUSES } from "@fm/domain/contracts";
import { and, desc, eq, gte, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customerProposals, invoices, workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { workOrderScope } from "../../platform/workorder-core/index.ts";
import { presentCustomerInvoices, shownInvoice } from "./customer-invoices.service.ts";
import { presentCustomerProposals } from "./customer-proposals.service.ts";
import { customerOf } from "./customer-workorders.service.ts";

type BillingStatus = (typeof CUSTOMER_BILLING_STATUSES)[number];
const p = customerProposals;

/** My Proposals (hidden menu, spec 3 §2.2): open = not rejected, waiting = awaiting the customer's decision. */
const PROPOSAL_FILTER: Record<BillingStatus, SQL | undefined> = {
  open: and(eq(p.isrejected, false), eq(p.custrejected, false)),
  waiting: and(
    eq(p.custapproved, false),
    eq(p.custrejected, false),
    eq(p.isapproved, false),
    eq(p.isrejected, false),
  ),
  approved: eq(p.isapproved, true),
  rejected: eq(p.isrejected, true),
};

export const listMyProposals = async (db: Db, user: AuthUser, status: BillingStatus) => {
  customerOf(user);
  const rows = await db
    .select({ p, wonumber: workOrders.wonumber })
    .from(p)
    .innerJoin(workOrders, eq(workOrders.id, p.workorderid))
    .where(and(eq(p.iscomplete, true), PROPOSAL_FILTER[status], workOrderScope(user)))
    .orderBy(desc(p.id))
    .limit(500);
  const numbers = new Map(rows.map((r) => [r.p.workorderid, r.wonumber]));
  return presentCustomerProposals(
    db,
    rows.map((r) => r.p),
    (id) => numbers.get(id) ?? "",
  );
};

/**
 * My Invoices (hidden menu): a customer sees approved invoices only, so open and approved list them all,
 * waiting those not yet due, and rejected none (a rejected invoice never reaches the customer).
 */
export const listMyInvoices = async (db: Db, user: AuthUser, status: BillingStatus) => {
  customerOf(user);
  if (status === "rejected") return [];
  const rows = await db
    .select({ i: invoices, wonumber: workOrders.wonumber })
    .from(invoices)
    .innerJoin(workOrders, eq(workOrders.id, invoices.workorderid))
    .where(
      and(
        shownInvoice,
        status === "waiting" ? gte(invoices.duedate, new Date()) : undefined,
        workOrderScope(user),
      ),
    )
    .orderBy(desc(invoices.invoicedate), desc(invoices.id))
    .limit(500);
  const numbers = new Map(rows.map((r) => [r.i.workorderid, r.wonumber]));
  return presentCustomerInvoices(
    db,
    rows.map((r) => r.i),
    (id) => numbers.get(id) ?? "",
  );
};
