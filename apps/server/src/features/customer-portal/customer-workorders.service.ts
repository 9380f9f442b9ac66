import { isLockedStatus, isPortalTrade, PORTAL_TRADE_IDS, STATUS } from "@fm/domain";
import type {
  CustomerFormLists,
  CustomerProfile,
  CustomerWorkOrderDetail,
  CustomerWorkOrderInput,
  CustomerWorkOrderUpdate,
} from "@fm/domain/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  customers,
  divisions,
  jobSites,
  priorities,
  requestTypes,
  terms,
  trades,
  users,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, forbidden, notFound } from "../../platform/errors.ts";
import { sanitizeRichText } from "../../platform/html/sanitize.ts";
import {
  addSystemNote,
  requireEditableWorkOrder,
  requireWorkOrder,
} from "../../platform/workorder-core/index.ts";
import { customerContactOf } from "../customers/index.ts";
import { refreshSlaClocks } from "../sla/index.ts";
import {
  defaultOnNew,
  describeChanges,
  getWorkOrderDetail,
  insertWorkOrder,
  replaceTrades,
  tradeIdsOf,
  writeWorkOrder,
} from "../workorders/index.ts";
import { notifyDispatcher } from "./dispatcher-notice.ts";

/** The caller's customer: every customer-portal call is scoped to it. */
export const customerOf = (user: AuthUser) => {
  if (!user.customerid) throw forbidden("Your account is not linked to a customer.");
  return user.customerid;
};

const siteColumns = {
  jobsiteid: jobSites.id,
  jobsite: jobSites.jobsite,
  jobsitedescription: jobSites.jobsitedescription,
  streetaddress: jobSites.streetaddress,
  city: jobSites.city,
  statecode: jobSites.statecode,
  postalcode: jobSites.postalcode,
};

const ownSites = (db: DbOrTx, customerid: number) =>
  db
    .select(siteColumns)
    .from(jobSites)
    .where(eq(jobSites.customerid, customerid))
    .orderBy(asc(jobSites.jobsite));

/** GET /api/customerprofile/getlists: the caller's job sites, priorities and the portal's trades. */
export const getCustomerLists = async (db: Db, user: AuthUser): Promise<CustomerFormLists> => ({
  jobsites: await ownSites(db, customerOf(user)),
  priorities: await db
    .select({ id: priorities.id, name: priorities.name, responsehours: priorities.responsehours })
    .from(priorities)
    .orderBy(asc(priorities.sortorder)),
  tradetypes: await db
    .select({ tradeid: trades.id, tradename: trades.tradename })
    .from(trades)
    .where(and(inArray(trades.id, [...PORTAL_TRADE_IDS]), eq(trades.isactive, true)))
    .orderBy(asc(trades.tradename)),
});

/** GET /api/customerprofile/profile: the read-only self-view (spec 3 §2.5). */
export const getCustomerProfile = async (db: Db, user: AuthUser): Promise<CustomerProfile> => {
  const customerid = customerOf(user);
  const [row] = await db
    .select({
      c: customers,
      term: terms.termdescription,
      dispatcher: sql<
        string | null
      >`(select trim(u.firstname || ' ' || u.lastname) from ${users} u where u.id = ${customers.dispatcherid})`,
    })
    .from(customers)
    .leftJoin(terms, eq(terms.id, customers.termid))
    .where(eq(customers.id, customerid));
  if (!row) throw notFound(`Customer ${customerid}`);
  const c = row.c;
  return {
    id: c.id,
    customername: c.customername,
    ...customerContactOf(c),
    billingfirstname: c.billingfirstname,
    billinglastname: c.billinglastname,
    billingphone: c.billingphone,
    billingemail: c.billingemail,
    term: row.term,
    dispatcher: row.dispatcher,
    jobsites: await ownSites(db, customerid),
  };
};

/** GET /api/customerprofile/getworkorder: the staff detail load (scoped to the caller), cut to what a customer sees. */
export const getCustomerWorkOrder = async (
  db: Db,
  user: AuthUser,
  id: number,
): Promise<CustomerWorkOrderDetail> => {
  customerOf(user);
  const d = await getWorkOrderDetail(db, user, id);
  return {
    id: d.id,
    wonumber: d.wonumber,
    version: d.version,
    customername: d.customername,
    jobsiteid: d.jobsiteid,
    jobsite: {
      jobsite: d.jobsite.jobsite,
      jobsitedescription: d.jobsite.jobsitedescription,
      streetaddress: d.jobsite.streetaddress,
      city: d.jobsite.city,
      statecode: d.jobsite.statecode,
      postalcode: d.jobsite.postalcode,
      phone: d.jobsite.phone,
      contactperson: d.jobsite.contactperson,
    },
    statusid: d.statusid,
    status: d.status,
    priorityid: d.priorityid,
    priority: d.priority,
    requesttype: d.requesttype,
    dispatcher: d.dispatcher,
    requestedby: d.requestedby,
    ponumber: d.ponumber,
    nte: d.nte,
    duedate: d.duedate,
    scheduledate: d.scheduledate,
    dispatchdate: d.dispatchdate,
    completedate: d.completedate,
    createddate: d.createddate,
    briefdescription: d.briefdescription,
    description: d.description,
    cancelreason: d.cancelreason,
    trades: d.trades,
    editable: !isLockedStatus(d.statusid),
  };
};

/** Now (the injectable clock's) plus the priority's response time (the due date a customer did not choose). */
const dueDateFor = async (tx: DbOrTx, priorityid: number, chosen: Date | null | undefined, now: Date) => {
  if (chosen) return chosen;
  const [p] = await tx
    .select({ hours: priorities.responsehours })
    .from(priorities)
    .where(eq(priorities.id, priorityid));
  return new Date(now.getTime() + (p?.hours ?? 72) * 3_600_000);
};

/**
 * POST /api/customerprofile/saveworkorder: a new order for the caller's customer at one of its own job sites,
 * through the staff insert (number, trades, System note, counters by trigger), and the customer's dispatcher
 * notified in the same transaction.
 */
export const createCustomerWorkOrder = (db: Db, user: AuthUser, input: CustomerWorkOrderInput, now: Date) =>
  db.transaction(async (tx) => {
    const customerid = customerOf(user);
    const saved = await insertWorkOrder(tx, user, {
      customerid,
      jobsiteid: input.jobsiteid,
      divisionid: await defaultOnNew(tx, divisions),
      statusid: STATUS.Received,
      priorityid: input.priorityid,
      requesttypeid: await defaultOnNew(tx, requestTypes),
      duedate: await dueDateFor(tx, input.priorityid, input.duedate, now),
      briefdescription: input.briefdescription,
      description: input.description,
      requestedby: input.requestedby || user.name,
      salesrepid: null,
      dispatcherid: null,
      ponumber: input.ponumber,
      nte: null,
      cancelreason: null,
      tradeids: input.tradeids,
      recallof: input.recallof,
    });
    const wo = await requireWorkOrder(tx, user, saved.id);
    await notifyDispatcher(tx, user, wo, "New Work Order", [
      `Work order ${wo.wonumber} was placed: ${input.briefdescription}`,
    ]);
    return { id: wo.id, wonumber: wo.wonumber, version: wo.version };
  });

/** The fields a customer may change, checked against its own job sites and the reference tables. */
const checkCustomerRefs = async (tx: DbOrTx, customerid: number, input: CustomerWorkOrderInput) => {
  const fields: Record<string, string> = {};
  const [site] = await tx
    .select({ id: jobSites.id })
    .from(jobSites)
    .where(and(eq(jobSites.id, input.jobsiteid), eq(jobSites.customerid, customerid)));
  if (!site) fields.jobsiteid = "The job site does not belong to the customer.";
  const [priority] = await tx
    .select({ id: priorities.id })
    .from(priorities)
    .where(eq(priorities.id, input.priorityid));
  if (!priority) fields.priorityid = "Priority was not found.";
  if (input.tradeids.length) {
    const found = await tx.select({ id: trades.id }).from(trades).where(inArray(trades.id, input.tradeids));
    if (found.length !== new Set(input.tradeids).size) fields.tradeids = "One of the trades was not found.";
  }
  if (Object.keys(fields).length) throw badRequest(Object.values(fields).join(" "), fields);
};

/**
 * PUT /api/customerprofile/updateworkorder: the customer's fields while the order is open (Invoiced and
 * Cancelled are read-only, `locked`); the version must match (409). Trades staff added outside the portal's
 * list stay; the SLA clocks follow the new site and priority at once; a System note lists the changes and the
 * dispatcher is told.
 */
export const updateCustomerWorkOrder = (db: Db, user: AuthUser, input: CustomerWorkOrderUpdate) =>
  db.transaction(async (tx) => {
    const customerid = customerOf(user);
    const before = await requireEditableWorkOrder(tx, user, input.id, "customerEditOrder");
    assertVersion(before.version, input.version, "work order");
    await checkCustomerRefs(tx, customerid, input);
    const after = {
      jobsiteid: input.jobsiteid,
      priorityid: input.priorityid,
      briefdescription: input.briefdescription,
      description: input.description ? sanitizeRichText(input.description) : null,
      requestedby: input.requestedby || null,
      ponumber: input.ponumber || null,
      ...(input.duedate ? { duedate: input.duedate } : {}),
    };
    const version = await writeWorkOrder(tx, user, before.id, after);
    const oldTrades = await tradeIdsOf(tx, before.id);
    const newTrades = [...new Set([...oldTrades.filter((t) => !isPortalTrade(t)), ...input.tradeids])];
    await replaceTrades(tx, before.id, newTrades, oldTrades);
    // The job site and the priority choose the clocks' time zone and policy: recomputed in this write.
    await refreshSlaClocks(tx, before.id);
    const changes = await describeChanges(tx, before, after, oldTrades, newTrades);
    if (changes.length) {
      await addSystemNote(tx, before.id, user, `Work order updated by the customer: ${changes.join("; ")}.`);
      await notifyDispatcher(tx, user, before, "Work Order Updated", changes);
    }
    return { id: before.id, wonumber: before.wonumber, version };
  });
