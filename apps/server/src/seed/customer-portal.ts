import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/**
 * customer-portal demo data (issue 13), for each portal customer (the hero and the second customer): on its
 * open orders, proposals awaiting the customer's decision (complete), one the customer already approved and
 * one staff are still drafting (hidden from the customer); approved invoices on its invoiced orders; and a
 * note meant for the customer. Amounts follow the lines (2 × 120.00 labor + 85.00 material = 325.00), the
 * vendor quoted amount and margin stay staff-only. Deterministic: derived from the seeded ids.
 */
export const seedCustomerPortal = async (tx: DbOrTx, customerIds: readonly number[]): Promise<number> => {
  let proposals = 0;
  for (const customerid of customerIds) {
    const res = await tx.execute(sql`
      with open_orders as (
        select w.id, w.wonumber, row_number() over (order by w.id) as n
        from workorders w
        where w.customerid = ${customerid} and w.statusid not in (6, 10)
        order by w.id
        limit 5
      ),
      props as (
        insert into customerproposals
          (workorderid, proposalnumber, notes, vendorquotedamount, margin, amount, scopeofwork,
           iscomplete, completedate, isapproved, approveddate, custapproved, custapproveddate, createddate)
        select id, 'CP-' || wonumber,
               case when n = 1 then 'Includes a one-year warranty on parts.' else 'Valid for 30 days.' end,
               227.50, 30, 325.00,
               '<p>Replace the failed component and test the system.</p><ul><li>Labor: two hours</li><li>Materials as listed</li></ul>',
               n <> 5, case when n <> 5 then now() - interval '1 day' end,
               n = 4, case when n = 4 then now() - interval '3 hours' end,
               n = 4, case when n = 4 then now() - interval '3 hours' end,
               now() - interval '2 days'
        from open_orders
        returning id
      ),
      items as (
        insert into proposalitems (proposalid, itemtypeid, description, quantity, rate, taxrate)
        select id, 1, 'Technician labor', 2, 120.00, 0 from props
        union all
        select id, 2, 'Replacement part', 1, 85.00, 0 from props
        returning proposalid
      ),
      invoiced as (
        select w.id, w.wonumber
        from workorders w
        where w.customerid = ${customerid} and w.statusid = 10
        order by w.id
        limit 3
      ),
      invs as (
        insert into invoices
          (workorderid, invoicenumber, invoicedate, duedate, amount, isapproved, approveddate, note, scopeofwork)
        select id, 'INV-' || wonumber, now() - interval '5 days', now() + interval '25 days', 325.00, true,
               now() - interval '4 days', 'Thank you for your business.', '<p>Work completed as proposed.</p>'
        from invoiced
        returning id
      ),
      inv_items as (
        insert into invoiceitems (invoiceid, itemtypeid, description, quantity, rate, taxrate)
        select id, 1, 'Technician labor', 2, 120.00, 0 from invs
        union all
        select id, 2, 'Replacement part', 1, 85.00, 0 from invs
        returning invoiceid
      ),
      notes as (
        insert into workordernotes (workorderid, note, type, typeid, pertainsto, customerupdated, includecustomer, createdbyname)
        select id, '<p>A proposal is ready for your review on the Proposals tab.</p>', 'Customer', 2, 1, true, true, 'Dispatch Team'
        from open_orders where n <= 3
        returning id, workorderid, note
      ),
      last_notes as (
        update workorders w set lastnote = notes.note from notes where w.id = notes.workorderid
        returning w.id
      )
      select (select count(*) from props)::int as n, (select count(*) from items)::int as i,
             (select count(*) from inv_items)::int as ii, (select count(*) from notes)::int as nn,
             (select count(*) from last_notes)::int as ln
    `);
    const rows = (res as unknown as { rows: Array<{ n: number }> }).rows;
    proposals += Number(rows[0]?.n ?? 0);
  }
  return proposals;
};
