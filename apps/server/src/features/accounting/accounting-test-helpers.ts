import { STATUS } from "@fm/domain";
import type { DbOrTx } from "../../db/client.ts";
import { invoiceItems, invoices, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeUser, makeVendor, makeWorkOrder, uid } from "../../test/factories.ts";
import type { FakeQbo } from "./qbo/fake-qbo/fake-qbo-server.ts";

/**
 * Test rows for accounting: a vendor bill staff approved (a vendor line with a vendor invoice) and an approved customer
 * invoice with lines. `billingvendorid: null` makes an unmatched vendor.
 */
export const makePendingBill = async (
  db: DbOrTx,
  opts: {
    amount?: string;
    billingvendorid?: string | null;
    invoiced?: boolean;
    approvedByAccounting?: boolean;
  } = {},
) => {
  const customer = await makeCustomer(db);
  const site = await makeJobSite(db, customer.id);
  const billingvendorid = opts.billingvendorid === undefined ? `QV${uid()}` : opts.billingvendorid;
  const vendor = await makeVendor(db, { billingvendorid });
  const approver = await makeUser(db, { roles: ["AccountingAdmin"] });
  const wo = await makeWorkOrder(
    db,
    { customerid: customer.id, jobsiteid: site.id },
    { statusid: opts.invoiced ? STATUS.Invoiced : STATUS.ReadyToBill },
  );
  const [line] = await db
    .insert(workOrderVendors)
    .values({
      workorderid: wo.id,
      vendorid: vendor.id,
      quotedamount: "100",
      invoicenumber: `VI-${uid()}`,
      invoiceamount: opts.amount ?? "412.50",
      isapproved: true,
      approvedby: approver.id,
      approveddate: new Date(),
      approvedbyaccounting: opts.approvedByAccounting ?? false,
    })
    .returning();
  if (!line) throw new Error("vendor line not created");
  return { customer, vendor, wo, line };
};

/** An approved customer invoice: 2 × $150 labor at 8.25% tax plus $40 material, untaxed → $364.75. */
export const makePendingInvoice = async (db: DbOrTx, opts: { approvedByAccounting?: boolean } = {}) => {
  const customer = await makeCustomer(db);
  const site = await makeJobSite(db, customer.id);
  const wo = await makeWorkOrder(
    db,
    { customerid: customer.id, jobsiteid: site.id },
    { statusid: STATUS.ReadyToBill },
  );
  const [invoice] = await db
    .insert(invoices)
    .values({
      workorderid: wo.id,
      invoicenumber: `CI-${uid()}`,
      duedate: new Date(Date.now() + 30 * 86_400_000),
      amount: "364.75",
      isapproved: true,
      approveddate: new Date(),
      approvedbyaccounting: opts.approvedByAccounting ?? false,
    })
    .returning();
  if (!invoice) throw new Error("invoice not created");
  await db.insert(invoiceItems).values([
    {
      invoiceid: invoice.id,
      itemtypeid: 1,
      description: "Labor",
      quantity: "2",
      rate: "150",
      taxrate: "8.25",
    },
    { invoiceid: invoice.id, itemtypeid: 2, description: "Filters", quantity: "4", rate: "10", taxrate: "0" },
  ]);
  return { customer, wo, invoice };
};

/** The app's QuickBooks settings pointing at `fake` (its own realm, client and token endpoint). */
export const qboEnvOf = (fake: FakeQbo): Record<string, string> => ({
  QBO_CLIENT_ID: fake.clientId,
  QBO_CLIENT_SECRET: fake.clientSecret,
  QBO_REALM_ID: fake.realmId,
  QBO_REFRESH_TOKEN: fake.refreshToken(),
  QBO_API_BASE_URL: fake.apiBase,
  QBO_TOKEN_URL: fake.tokenUrl,
});
