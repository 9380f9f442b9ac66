import { sql } from "drizzle-orm";
import {
  col,
  cur,
  dateText,
  day,
  factDays,
  from,
  optionalCustomer,
  pct,
  type ReportParams,
  sum,
  type TableReport,
  until,
} from "./report-types.ts";

/**
 * Per invoiced work order: its customer invoices dated in the range (rejected ones excluded) — invoice total,
 * count, latest date — with its number, customer and vendor cost (orderCostCents: each vendor
 * line's bill, or its quote until billed; migration 0042). Read from `invoicedorderdays` (one row per order and invoice day, kept by triggers: migration 0039),
 * so a year is one index range of about one row per order instead of a lookup of each order and its lines.
 */
const invoicedOrders = (p: ReportParams) => sql`
  select d.workorderid, d.customerid, d.wonumber, d.vendorcost, sum(d.invoices)::int as invoices,
         sum(d.invoicetotal) as invoicetotal, max(d.lastinvoicedate) as invoicedate
  from invoicedorderdays d
  where d.day >= ${p.start}::date and d.day <= ${p.end}::date${optionalCustomer(p, sql`d.customerid`)}
  group by d.workorderid, d.customerid, d.wonumber, d.vendorcost`;

const marginTotals = {
  invoicetotal: sum("invoicetotal"),
  vendorcost: sum("vendorcost"),
  netprofit: sum("netprofit"),
  margin: sql`round(100 * sum(netprofit)::numeric / nullif(sum(invoicetotal), 0)::numeric, 2)::float8`,
};

/** 2: margin per invoiced order: net profit = invoice total − vendor cost; margin = net profit ÷ invoice total × 100. */
export const margin: TableReport = {
  id: 2,
  columns: [
    col("wonumber", "Work Order #"),
    col("customername", "Customer"),
    col("invoicedate", "Invoice Date", "date"),
    col("invoicetotal", "Invoice Total", "currency"),
    col("vendorcost", "Vendor Cost", "currency"),
    col("netprofit", "Net Profit", "currency"),
    col("margin", "Margin %", "percent"),
  ],
  rows: (p) => sql`
    select o.workorderid as id, o.wonumber, c.customername, ${day(sql`o.invoicedate`)} as invoicedate,
           ${cur(sql`o.invoicetotal`)} as invoicetotal, ${cur(sql`o.vendorcost`)} as vendorcost,
           ${cur(sql`o.invoicetotal - o.vendorcost`)} as netprofit,
           ${pct(sql`o.invoicetotal - o.vendorcost`, sql`o.invoicetotal`)} as margin
    from (${invoicedOrders(p)}) o
    left join customers c on c.id = o.customerid`,
  sort: [
    { field: "invoicedate", dir: "desc" },
    { field: "id", dir: "desc" },
  ],
  totals: marginTotals,
};

/** 9: the same figures per customer (each invoiced order's vendor cost counted once). */
export const customerInvoicing: TableReport = {
  id: 9,
  columns: [
    col("customername", "Customer"),
    col("workorders", "Work Orders", "number"),
    col("invoices", "Invoices", "number"),
    col("invoicetotal", "Invoice Total", "currency"),
    col("vendorcost", "Vendor Cost", "currency"),
    col("netprofit", "Net Profit", "currency"),
    col("margin", "Margin %", "percent"),
  ],
  rows: (p) => sql`
    select c.id, c.customername, g.workorders, g.invoices, ${cur(sql`g.invoicetotal`)} as invoicetotal,
           ${cur(sql`g.vendorcost`)} as vendorcost, ${cur(sql`g.invoicetotal - g.vendorcost`)} as netprofit,
           ${pct(sql`g.invoicetotal - g.vendorcost`, sql`g.invoicetotal`)} as margin
    from (select o.customerid, count(*)::int as workorders, sum(o.invoices)::int as invoices,
                 sum(o.invoicetotal) as invoicetotal, sum(o.vendorcost) as vendorcost
          from (${invoicedOrders(p)}) o
          group by o.customerid) g
    join customers c on c.id = g.customerid`,
  sort: [
    { field: "invoicetotal", dir: "desc" },
    { field: "id", dir: "asc" },
  ],
  totals: {
    workorders: sql`coalesce(sum(workorders), 0)::int`,
    invoices: sql`coalesce(sum(invoices), 0)::int`,
    ...marginTotals,
  },
};

/** 5: vendor invoices (lines with an invoice number) on orders completed in the range. */
export const vendorBilling: TableReport = {
  indexed: true,
  id: 5,
  columns: [
    col("vendorname", "Vendor"),
    col("wonumber", "Work Order #"),
    col("customername", "Customer"),
    col("completedate", "Complete Date", "date"),
    col("invoicenumber", "Vendor Invoice #"),
    col("invoiceamount", "Vendor Invoice Amount", "currency"),
    col("isapproved", "Approved", "boolean"),
    col("approvedbyaccounting", "Approved by Accounting", "boolean"),
    col("paidbycreditcard", "Paid by CC", "boolean"),
  ],
  rows: (p) => sql`
    select wv.id, v.name as vendorname, w.wonumber, c.customername, ${day(sql`w.completedate`)} as completedate,
           wv.invoicenumber, ${cur(sql`wv.invoiceamount`)} as invoiceamount, wv.isapproved, wv.approvedbyaccounting,
           wv.paidbycreditcard
    from workordervendors wv
    join workorders w on w.id = wv.workorderid
    left join vendors v on v.id = wv.vendorid
    left join customers c on c.id = w.customerid
    where wv.invoicenumber is not null and w.completedate >= ${from(p)} and w.completedate < ${until(p)}
          ${optionalCustomer(p, sql`w.customerid`)}`,
  sort: [
    { field: "completedate", dir: "desc" },
    { field: "id", dir: "desc" },
  ],
  // The lines with a vendor invoice number, summed per order and vendor in orderlinefacts (migration 0040).
  count: (p) => sql`
    select coalesce(sum(f.invoicedlines), 0)::int as n from orderlinefacts f
    where f.kind = 'v' and f.completedday is not null and ${factDays(p, "completedday")}${optionalCustomer(p, sql`f.customerid`)}`,
};

/** 6: payments made to vendors (vendorpayments) dated in the range, with their lines. */
export const vendorPaymentsReport: TableReport = {
  indexed: true,
  id: 6,
  columns: [
    col("vendorname", "Vendor"),
    col("txndate", "Payment Date", "date"),
    col("paymenttype", "Payment Type"),
    col("refnumber", "Ref #"),
    col("amount", "Amount", "currency"),
    col("lines", "Lines", "number"),
    col("appliedto", "Applied To"),
  ],
  rows: (p) => sql`
    select vp.id, v.name as vendorname, ${dateText(sql`vp.txndate`)} as txndate, vp.paymenttype, vp.refnumber,
           ${cur(sql`vp.amount`)} as amount,
           (select count(*)::int from vendorpaymentlines l where l.paymentid = vp.id) as lines,
           (select string_agg(l.appliedtotxnrefnumber, ', ' order by l.id) from vendorpaymentlines l where l.paymentid = vp.id) as appliedto
    from vendorpayments vp
    left join vendors v on v.id = vp.vendorid
    where vp.txndate >= ${p.start}::date and vp.txndate <= ${p.end}::date`,
  sort: [
    { field: "txndate", dir: "desc" },
    { field: "id", dir: "desc" },
  ],
};

/**
 * 20: per vendor: vendor lines on orders completed in the range (quoted, invoiced; one orderlinefacts row per order
 * and vendor, migration 0040) and payments dated in it.
 */
export const vendorSpend: TableReport = {
  id: 20,
  columns: [
    col("vendorname", "Vendor"),
    col("workorders", "Work Orders", "number"),
    col("quoted", "Quoted", "currency"),
    col("invoiced", "Vendor Invoiced", "currency"),
    col("paid", "Paid", "currency"),
  ],
  rows: (p) => sql`
    select v.id, v.name as vendorname, coalesce(l.workorders, 0) as workorders, ${cur(sql`l.quoted`)} as quoted,
           ${cur(sql`l.invoiced`)} as invoiced, ${cur(sql`pay.paid`)} as paid
    from (select f.dimid as vendorid, count(*)::int as workorders, sum(f.quoted) as quoted,
                 sum(f.invoiced) as invoiced
          from orderlinefacts f
          where f.kind = 'v' and f.completedday is not null and ${factDays(p, "completedday")}${optionalCustomer(p, sql`f.customerid`)}
          group by f.dimid) l
    full join (select vp.vendorid, sum(vp.amount) as paid from vendorpayments vp
               where vp.txndate >= ${p.start}::date and vp.txndate <= ${p.end}::date group by vp.vendorid) pay
      on pay.vendorid = l.vendorid
    join vendors v on v.id = coalesce(l.vendorid, pay.vendorid)`,
  sort: [
    { field: "invoiced", dir: "desc" },
    { field: "id", dir: "asc" },
  ],
  totals: {
    workorders: sql`coalesce(sum(workorders), 0)::int`,
    quoted: sum("quoted"),
    invoiced: sum("invoiced"),
    paid: sum("paid"),
  },
};

/** 27: customer invoices dated in the range. */
export const invoiceRegister: TableReport = {
  indexed: true,
  id: 27,
  columns: [
    col("invoicenumber", "Invoice #"),
    col("wonumber", "Work Order #"),
    col("customername", "Customer"),
    col("invoicedate", "Invoice Date", "date"),
    col("duedate", "Due Date", "date"),
    col("amount", "Amount", "currency"),
    col("status", "Status"),
    col("approvedbyaccounting", "Approved by Accounting", "boolean"),
  ],
  rows: (p) => sql`
    select i.id, i.invoicenumber, w.wonumber, c.customername, ${day(sql`i.invoicedate`)} as invoicedate,
           ${day(sql`i.duedate`)} as duedate, ${cur(sql`i.amount`)} as amount,
           case when i.isrejected then 'Rejected' when i.isapproved then 'Approved' else 'Pending' end as status,
           i.approvedbyaccounting
    from invoices i
    left join workorders w on w.id = i.workorderid
    left join customers c on c.id = w.customerid
    where i.invoicedate >= ${from(p)} and i.invoicedate < ${until(p)}${optionalCustomer(p, sql`w.customerid`)}`,
  sort: [
    { field: "invoicedate", dir: "desc" },
    { field: "id", dir: "desc" },
  ],
};
