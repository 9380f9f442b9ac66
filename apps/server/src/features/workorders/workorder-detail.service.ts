import { isStaff, isVendorUser, orderMarginPercent, toCents, workOrderAbilities } from "@fm/domain";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  customers,
  divisions,
  jobSites,
  managementProviders,
  priorities,
  requestTypes,
  trades,
  users,
  workOrderStatuses,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { notFound } from "../../platform/errors.ts";
import { isoOrNull } from "../../platform/format/dates.ts";
import { workOrderScope } from "../../platform/workorder-core/index.ts";

const parent = alias(workOrders, "parentwo");
const num = (v: string | null) => (v === null ? null : Number(v));

/** The work-order detail load (GET /api/workorder/getworkorder), scoped like every work-order read. */
export const getWorkOrderDetail = async (db: Db, user: AuthUser, id: number) => {
  const [row] = await db
    .select({
      wo: workOrders,
      customer: customers,
      site: jobSites,
      status: workOrderStatuses.name,
      priority: priorities.name,
      division: divisions.name,
      requesttype: requestTypes.name,
      dispatcher: sql<
        string | null
      >`(select trim(u.firstname || ' ' || u.lastname) from ${users} u where u.id = ${workOrders.dispatcherid})`,
      provider: managementProviders,
      parentwonumber: parent.wonumber,
    })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .leftJoin(priorities, eq(priorities.id, workOrders.priorityid))
    .leftJoin(divisions, eq(divisions.id, workOrders.divisionid))
    .leftJoin(requestTypes, eq(requestTypes.id, workOrders.requesttypeid))
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid))
    .leftJoin(parent, eq(parent.id, workOrders.parentworkorderid))
    .where(and(eq(workOrders.id, id), workOrderScope(user)));
  if (!row) throw notFound(`Work order ${id}`);
  const w = row.wo;
  const tradeRows = await db
    .select({ tradeid: trades.id, tradename: trades.tradename })
    .from(workOrderTrades)
    .innerJoin(trades, eq(trades.id, workOrderTrades.tradeid))
    .where(eq(workOrderTrades.workorderid, id))
    .orderBy(asc(trades.tradename));
  const costLines = await db
    .select({ quotedamount: workOrderVendors.quotedamount, invoiceamount: workOrderVendors.invoiceamount })
    .from(workOrderVendors)
    .where(eq(workOrderVendors.workorderid, id));
  const staff = isStaff(user);
  const vendor = isVendorUser(user);
  return {
    id: w.id,
    wonumber: w.wonumber,
    version: w.version,
    customerid: w.customerid,
    customername: row.customer.customername,
    customer: { id: row.customer.id, customername: row.customer.customername, termid: row.customer.termid },
    jobsiteid: w.jobsiteid,
    jobsite: {
      id: row.site.id,
      jobsite: row.site.jobsite,
      jobsitedescription: row.site.jobsitedescription,
      phone: row.site.phone,
      contactperson: row.site.contactperson,
      streetaddress: row.site.streetaddress,
      city: row.site.city,
      statecode: row.site.statecode,
      postalcode: row.site.postalcode,
      specialprocedure: row.site.specialprocedure,
    },
    statusid: w.statusid,
    status: row.status,
    divisionid: w.divisionid,
    division: row.division,
    priorityid: w.priorityid,
    priority: row.priority,
    requesttypeid: w.requesttypeid,
    requesttype: row.requesttype,
    salesrepid: staff ? w.salesrepid : null,
    dispatcherid: w.dispatcherid,
    dispatcher: row.dispatcher,
    requestedby: w.requestedby,
    ponumber: w.ponumber,
    nte: vendor ? null : num(w.nte),
    duedate: isoOrNull(w.duedate),
    promisedate: isoOrNull(w.promisedate),
    scheduledate: isoOrNull(w.scheduledate),
    dispatchdate: isoOrNull(w.dispatchdate),
    completedate: isoOrNull(w.completedate),
    createddate: w.createddate.toISOString(),
    briefdescription: w.briefdescription,
    description: w.description,
    cancelreason: w.cancelreason,
    trades: tradeRows,
    flagged: w.flagged,
    ischild: w.parentworkorderid !== null,
    parentid: w.parentworkorderid,
    parentwonumber: row.parentwonumber,
    customercalled: w.customercalled,
    vendorcalled: w.vendorcalled,
    /** Header margin (spec 2 §9); hidden (null) for Tech, Vendor and Customer. */
    abilities: workOrderAbilities(user, w),
    margin: staff ? orderMarginPercent(toCents(w.invoiceamount), costLines) : null,
    provider:
      staff && row.provider
        ? {
            managementprovider: row.provider.managementprovider,
            webaddress: row.provider.webaddress,
            userid: row.provider.userid,
            // The credential itself is sent only by GET /api/workorder/providerpassword (issue 11 #12).
            haspassword: Boolean(row.provider.password),
          }
        : null,
  };
};

/** PO check before save (spec 2 §5): other work orders of the customer with the same PO number. */
export const findPoUses = async (
  db: Db,
  user: AuthUser,
  q: { customerid: number; ponumber: string; workorderid: number },
) => {
  const rows = await db
    .select({ id: workOrders.id, wonumber: workOrders.wonumber })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.customerid, q.customerid),
        sql`lower(${workOrders.ponumber}) = lower(${q.ponumber})`,
        ne(workOrders.id, q.workorderid),
        workOrderScope(user),
      ),
    )
    .orderBy(asc(workOrders.id))
    .limit(50);
  return { exists: rows.length > 0, workorders: rows };
};
