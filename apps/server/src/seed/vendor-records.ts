import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import type { BlobStore } from "../platform/storage/blob-store.ts";
import { queryRows } from "./batch.ts";

/**
 * Demo data of the vendor details tabs kept by vendor-records (issue 15): rates on the trades of the two demo
 * vendors and the first vendors of the list, staff attachments (a COI with its expiry, a W9, a WC certificate)
 * whose small real files `ensureDemoVendorFiles` writes to the blob store at start, and QuickBooks-style
 * payments with lines for the vendors' invoiced work. Deterministic, set-based; runs after the work orders.
 */
export const DEMO_VENDOR_FILES: {
  typeid: number;
  name: string;
  type: string;
  body: string;
  expires: boolean;
}[] = [
  {
    typeid: 13,
    name: "certificate-of-insurance.txt",
    type: "text/plain",
    body: "CERTIFICATE OF LIABILITY INSURANCE (demo)\nGeneral liability: $1,000,000 each occurrence\nCertificate holder: FM Dispatch\n",
    expires: true,
  },
  {
    typeid: 14,
    name: "w9.txt",
    type: "text/plain",
    body: "Form W-9 (demo)\nRequest for Taxpayer Identification Number and Certification\n",
    expires: false,
  },
  {
    typeid: 15,
    name: "workers-comp.html",
    type: "text/html",
    body: "<h1>Workers' Compensation Certificate (demo)</h1><p>Coverage: statutory limits.</p>",
    expires: true,
  },
];
const STAMP = "20260101T000000Z";
const storedName = (name: string) => name.replace(/(\.[a-z]+)$/, `_${STAMP}$1`);

export const seedVendorRecords = async (
  tx: DbOrTx,
  s: { vendorIds: number[]; now: Date },
): Promise<number> => {
  const ids = sql.join(
    s.vendorIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // One hourly rate per trade in the vendor's own state; the demo vendors get a ZIP-level rate too.
  await tx.execute(sql`
    insert into traderates (vendortradeid, name, traderatetypeid, statecodes, regularrate, overtimerate,
                            holidayrate, tripcharge, markupcharge, lastupdated)
    select vt.id, 'Standard', 1, array[v.statecode], 75 + (vt.id % 6) * 5, 110 + (vt.id % 6) * 7,
           150 + (vt.id % 6) * 10, 45, 15, ${s.now}::timestamptz - interval '20 days'
    from vendortrades vt join vendors v on v.id = vt.vendorid
    where vt.vendorid in (${ids}) and not vt.isdeleted`);
  await tx.execute(sql`
    with r as (
      insert into traderates (vendortradeid, name, traderatetypeid, statecodes, regularrate, tripcharge, lastupdated)
      select vt.id, 'Emergency (home ZIP)', 3, array[v.statecode], 165, 95, ${s.now}::timestamptz - interval '5 days'
      from vendortrades vt join vendors v on v.id = vt.vendorid
      where vt.vendorid in (${sql.join(
        s.vendorIds.slice(0, 2).map((id) => sql`${id}`),
        sql`, `,
      )}) and not vt.isdeleted
      returning id, vendortradeid)
    insert into traderatezips (traderateid, zipcode, statecode)
    select r.id, left(v.postalcode, 5), v.statecode
    from r join vendortrades vt on vt.id = r.vendortradeid join vendors v on v.id = vt.vendorid
    where v.postalcode ~ '^[0-9]{5}'`);

  // Staff attachments: a COI, a W9 and a WC certificate per vendor (files written by ensureDemoVendorFiles).
  for (const f of DEMO_VENDOR_FILES) {
    await tx.execute(sql`
      insert into vendorattachments (vendorid, attachmenttypeid, filename, displayname, path, contenttype, size,
                                     expirationdate, createdbyname, createddate)
      select v.id, ${f.typeid}, ${storedName(f.name)}, ${f.name}, 'vendor/' || v.id || '/' || ${storedName(f.name)},
             ${f.type}, ${Buffer.byteLength(f.body)},
             ${f.expires ? sql`coalesce(${f.typeid === 13 ? sql`v.glexpirationdate` : sql`v.wcexpirationdate`}, (${s.now}::date + 200))` : sql`null`},
             'Admin', ${s.now}::timestamptz - interval '30 days'
      from vendors v where v.id in (${ids})`);
  }

  // Payments: the vendor's invoiced lines, paid in checks of up to three lines (memo = work order number,
  // applied-to reference = vendor invoice number), as the QuickBooks bill-payment pull stores them.
  await tx.execute(sql`
    with lines as (
      select l.id, l.vendorid, l.workorderid, w.wonumber, l.invoicenumber, coalesce(l.invoiceamount, l.quotedamount, 0) as amount,
             (row_number() over (partition by l.vendorid order by l.id) - 1) / 3 as grp
      from workordervendors l join workorders w on w.id = l.workorderid
      where l.vendorid in (${ids}) and l.invoicenumber is not null
    ), groups as (
      select vendorid, grp, sum(amount) as total, min(id) as firstline from lines group by vendorid, grp
    ), pays as (
      insert into vendorpayments (vendorid, txndate, paymenttype, refnumber, amount, externalid)
      select g.vendorid, (${s.now}::date - (g.grp * 14 + 3)::int), case when g.grp % 3 = 2 then 'CreditCard' else 'Check' end,
             (10400 + g.firstline)::text, g.total, 'DEMO-BP-' || g.vendorid || '-' || g.grp
      from groups g
      returning id, vendorid, externalid
    )
    insert into vendorpaymentlines (paymentid, memo, appliedtotxnrefnumber, appliedtotxnamount, workorderid)
    select p.id, l.wonumber, l.invoicenumber, l.amount, l.workorderid
    from lines l join pays p on p.externalid = 'DEMO-BP-' || l.vendorid || '-' || l.grp`);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from vendorpayments where vendorid in (${ids})`,
  );
  return row?.n ?? 0;
};

/** Writes the demo attachments' files to the blob store when missing (called at start with demo data). */
export const ensureDemoVendorFiles = async (db: DbOrTx, blobs: BlobStore): Promise<void> => {
  const rows = await queryRows<{ path: string; displayname: string }>(
    db,
    sql`select path, displayname from vendorattachments where filename like ${`%_${STAMP}.%`}`,
  );
  for (const r of rows) {
    const f = DEMO_VENDOR_FILES.find((x) => x.name === r.displayname);
    if (f && !(await blobs.exists(r.path))) await blobs.put(r.path, Buffer.from(f.body), f.type);
  }
};
