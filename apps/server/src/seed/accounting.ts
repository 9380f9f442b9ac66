import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

const countOf = (res: unknown): number => Number((res as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);

/**
 * Accounting demo data (issue 16), derived deterministically from the seeded rows:
 * - vendor bills of Invoiced orders count as sent to QuickBooks long ago, except the 12 newest (Completed
 *   Invoicing), half of them already ticked; bills of Ready To Bill / Billing Pending orders wait in Vendor Billing;
 * - customer invoices on 24 Ready To Bill orders (approved by staff, 6 ticked by accounting) for Customer
 *   Invoicing, and 3 older invoices already sent;
 * - transmission-log entries for the sent rows, and one failed bill (an error row) with QuickBooks' message;
 * - one vendor with pending bills has no billing vendor id (Find Unmatched Vendors lists it);
 * - every vendor was last sent as it is now, except two edited since (Pending Vendor Updates);
 * - every vendor bill has its date, and one was entered by staff on the Vendor tab (issue 35: VINV-STAFF-…, its
 *   amount below the quote, on an order with a waiting customer invoice), so Vendor Billing, Customer Invoicing's
 *   Vendor Cost, the header and the Margin report show one cost for it.
 */
export const seedAccounting = async (tx: DbOrTx): Promise<{ invoices: number; logs: number }> => {
  await tx.execute(sql`
    update workordervendors l set invoicedate = (coalesce(w.completedate, l.modifieddate) at time zone 'UTC')::date
    from workorders w
    where w.id = l.workorderid and l.invoiceamount is not null and l.invoicedate is null`);
  // Bills of Invoiced orders: all but the 12 newest were sent; of the 12, the first 6 stay ticked.
  await tx.execute(sql`
    with bills as (
      select l.id, row_number() over (order by l.approveddate desc nulls last, l.id desc) as rn
      from workordervendors l join workorders w on w.id = l.workorderid
      where w.statusid = 10 and l.isapproved and l.invoicenumber is not null and l.invoiceamount is not null
    )
    insert into qbotransfers (kind, sourceid, state, requestid, qboid, attempts, sentat, modifieddate)
    select 'bill', id, 'sent', md5('bill-' || id), (5000 + id)::text, 1,
           now() - (rn || ' hours')::interval, now() - (rn || ' hours')::interval
    from bills where rn > 12`);
  await tx.execute(sql`
    update workordervendors l set approvedbyaccounting = (s.rn <= 6)
    from (
      select l2.id, row_number() over (order by l2.approveddate desc nulls last, l2.id desc) as rn
      from workordervendors l2 join workorders w on w.id = l2.workorderid
      left join qbotransfers t on t.kind = 'bill' and t.sourceid = l2.id
      where w.statusid = 10 and l2.isapproved and l2.invoicenumber is not null and t.id is null
    ) s
    where s.id = l.id`);

  // Customer invoices: 24 waiting (Ready To Bill orders), 3 sent (Invoiced orders).
  const invoices = countOf(
    await tx.execute(sql`
    with picked as (
      (select w.id, w.wonumber, w.completedate, 'pending' as kind, row_number() over (order by w.id) as rn
       from workorders w where w.statusid = 15 order by w.id limit 24)
      union all
      (select w.id, w.wonumber, w.completedate, 'sent' as kind, row_number() over (order by w.id) as rn
       from workorders w where w.statusid = 10 order by w.id limit 3)
    ),
    priced as (
      select p.*, 85 + (p.id % 5) * 10 as labor, 40 + (p.id % 7) * 12.5 as material from picked p
    ),
    ins as (
      insert into invoices (workorderid, invoicenumber, invoicedate, duedate, completedate, amount, isapproved,
                            approveddate, approvedbyaccounting, createddate)
      select id, 'CI-' || wonumber, now() - interval '2 days', now() + interval '28 days', completedate,
             round(2 * labor, 2) + round(round(2 * labor, 2) * 0.0825, 2) + material,
             true, now() - interval '1 day', kind = 'pending' and rn <= 6, now() - interval '2 days'
      from priced
      returning id, workorderid
    ),
    items as (
      insert into invoiceitems (invoiceid, itemtypeid, description, quantity, rate, taxrate)
      select i.id, 1, 'Technician labor', 2, p.labor, 8.25 from ins i join priced p on p.id = i.workorderid
      union all
      select i.id, 2, 'Replacement parts', 1, p.material, 0 from ins i join priced p on p.id = i.workorderid
      returning invoiceid
    ),
    sent as (
      insert into qbotransfers (kind, sourceid, state, requestid, qboid, attempts, sentat, modifieddate)
      select 'invoice', i.id, 'sent', md5('invoice-' || i.id), (9000 + i.id)::text, 1, now() - interval '1 day', now() - interval '1 day'
      from ins i join priced p on p.id = i.workorderid where p.kind = 'sent'
      returning sourceid
    )
    select (select count(*) from ins)::int as n, (select count(*) from items)::int as m, (select count(*) from sent)::int as s`),
  );

  // A bill staff entered and approved on the Vendor tab (no portal invoice behind it).
  await tx.execute(sql`
    update workordervendors l
    set invoicenumber = 'VINV-STAFF-' || w.wonumber, invoiceamount = round(l.quotedamount * 0.95, 2),
        invoicedate = current_date - 1, isapproved = true, status = 'Approved',
        approvedby = (select id from users where email = 'accounting@example.com'),
        approveddate = now() - interval '1 hour'
    from workorders w
    where w.id = l.workorderid and l.id = (
      select l2.id from workordervendors l2
      join workorders w2 on w2.id = l2.workorderid
      where w2.statusid = 15 and l2.quotedamount > 0
        and exists (select 1 from invoices i where i.workorderid = l2.workorderid)
        and not exists (select 1 from vendorinvoices vi where vi.workordervendorid = l2.id)
      order by l2.id limit 1)`);

  // Transmission logs: the 8 latest sent bills, the sent invoices, and one failed bill (an error row).
  await tx.execute(sql`
    insert into transmissionlogs (typeid, kind, sourceid, workorderid, workordernumber, customername, vendorname,
                                  invoicenumber, starttime, endtime, success, qboid)
    select 1, 'bill', l.id, w.id, w.wonumber, null, v.name, l.invoicenumber, t.sentat, t.sentat + interval '2 seconds', true, t.qboid
    from qbotransfers t join workordervendors l on l.id = t.sourceid join workorders w on w.id = l.workorderid
    join vendors v on v.id = l.vendorid
    where t.kind = 'bill' and t.state = 'sent'
    order by t.sentat desc limit 8`);
  await tx.execute(sql`
    insert into transmissionlogs (typeid, kind, sourceid, workorderid, workordernumber, customername, vendorname,
                                  invoicenumber, starttime, endtime, success, qboid)
    select 2, 'invoice', i.id, w.id, w.wonumber, c.customername, null, i.invoicenumber, t.sentat,
           t.sentat + interval '3 seconds', true, t.qboid
    from qbotransfers t join invoices i on i.id = t.sourceid join workorders w on w.id = i.workorderid
    join customers c on c.id = w.customerid
    where t.kind = 'invoice' and t.state = 'sent'`);
  const failedMessage =
    "A business validation error has occurred while processing your request: Amount is invalid (code 6000)";
  await tx.execute(sql`
    with victim as (
      select l.id, w.id as woid, w.wonumber, v.name, l.invoicenumber
      from workordervendors l join workorders w on w.id = l.workorderid join vendors v on v.id = l.vendorid
      left join qbotransfers t on t.kind = 'bill' and t.sourceid = l.id
      where w.statusid = 10 and l.isapproved and l.invoicenumber is not null and t.id is null
      order by l.id limit 1
    ),
    tr as (
      insert into qbotransfers (kind, sourceid, state, requestid, lasterror, attempts, modifieddate)
      select 'bill', id, 'error', md5('failed-' || id), ${failedMessage}, 1, now() - interval '3 hours' from victim
      returning sourceid
    )
    insert into transmissionlogs (typeid, kind, sourceid, workorderid, workordernumber, vendorname, invoicenumber,
                                  starttime, endtime, success, errormessage)
    select 1, 'bill', id, woid, wonumber, name, invoicenumber, now() - interval '3 hours',
           now() - interval '3 hours' + interval '1 second', false, ${failedMessage}
    from victim`);

  // One unmatched vendor: the vendor of the first pending Vendor Billing bill has no billing vendor id.
  await tx.execute(sql`
    update vendors set billingvendorid = null
    where id = (
      select l.vendorid from workordervendors l join workorders w on w.id = l.workorderid
      where w.statusid in (15, 17) and l.isapproved and l.invoicenumber is not null
      order by l.id limit 1
    )`);

  // Vendors were last sent as they are now; two were edited since (Pending Vendor Updates).
  await tx.execute(sql`
    insert into qbotransfers (kind, sourceid, state, requestid, attempts, sentat, modifieddate)
    select 'vendor', id, 'sent', md5('vendor-' || id), 1, modifieddate, modifieddate
    from vendors where billingvendorid is not null`);
  await tx.execute(sql`
    update vendors set modifieddate = modifieddate + interval '1 second'
    where id in (select id from vendors where billingvendorid is not null order by id desc limit 2)`);

  const [logs] = (
    (await tx.execute(sql`select count(*)::int as n from transmissionlogs`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  return { invoices, logs: Number(logs?.n ?? 0) };
};
