import { customerRecordAbilities, type Principal } from "@fm/domain";
import {
  type CustomerDetail,
  type CustomerSaveBody,
  CustomerUpdateBody,
  type CustomerUpdatePatch,
} from "@fm/domain/contracts";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customers, managementProviders, states, terms, trades, users } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, duplicate, impossible, notFound } from "../../platform/errors.ts";
import { applyPatch } from "../../platform/patch/apply-patch.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";

type CustomerRow = typeof customers.$inferSelect;
const num = (v: string | null) => (v === null ? null : Number(v));

const providerView = {
  id: managementProviders.id,
  managementprovider: managementProviders.managementprovider,
  webaddress: managementProviders.webaddress,
  userid: managementProviders.userid,
  haspassword: sql<boolean>`${managementProviders.password} is not null and ${managementProviders.password} <> ''`,
};
type ProviderView = {
  id: number;
  managementprovider: string;
  webaddress: string | null;
  userid: string | null;
  haspassword: boolean;
};

/** The customer's contact person and address, as the details form and the portal's self-view show them. */
export const customerContactOf = (c: CustomerRow) => ({
  contactfirstname: c.contactfirstname,
  contactlastname: c.contactlastname,
  streetaddress: c.streetaddress,
  streetaddress2: c.streetaddress2,
  city: c.city,
  statecode: c.statecode,
  postalcode: c.postalcode,
  contactphone: c.contactphone,
  contactcellphone: c.contactcellphone,
  contactfax: c.contactfax,
  contactemail: c.contactemail,
});

const present = (user: Principal, c: CustomerRow, provider: ProviderView | null): CustomerDetail => ({
  id: c.id,
  version: c.version,
  customername: c.customername,
  customerprefix: c.customerprefix,
  dispatcherauthid: c.dispatcherid,
  salesrepauthid: c.salesrepid,
  isactive: c.isactive,
  ...customerContactOf(c),
  ccemails: c.ccemails,
  billingfirstname: c.billingfirstname,
  billinglastname: c.billinglastname,
  billingphone: c.billingphone,
  billingcellphone: c.billingcellphone,
  billingfax: c.billingfax,
  billingemail: c.billingemail,
  termid: c.termid,
  nte: num(c.nte),
  managementproviderid: c.managementproviderid,
  servicechannelsubscriberid: c.servicechannelsubscriberid,
  notifications: {
    proposaladded: c.notifyproposaladded,
    invoiceadded: c.notifyinvoiceadded,
    statuschange: c.notifystatuschange,
  },
  managementprovider: provider,
  abilities: customerRecordAbilities(user),
});

/** The customer as the details page edits it (GET /api/customer/{id}); staff only, so the provider shows. */
export const getCustomerDetail = async (db: DbOrTx, user: Principal, id: number): Promise<CustomerDetail> => {
  const [row] = await db
    .select({ c: customers, p: providerView })
    .from(customers)
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid))
    .where(eq(customers.id, id));
  if (!row) throw notFound(`Customer ${id}`);
  return present(user, row.c, row.p);
};

/** Dispatcher, sales rep and provider must be real: each bad one is named (400). */
const checkReferences = async (tx: DbOrTx, body: CustomerSaveBody) => {
  const fields: Record<string, string> = {};
  const person = async (userid: number | null | undefined, flag: "isdispatcher" | "issalesrep") => {
    if (!userid) return true;
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userid), eq(users[flag], true), eq(users.isactive, true)));
    return Boolean(u);
  };
  if (!(await person(body.dispatcherauthid, "isdispatcher")))
    fields.dispatcherauthid = "Dispatcher must be an active dispatcher.";
  if (!(await person(body.salesrepauthid, "issalesrep")))
    fields.salesrepauthid = "Sales Rep must be an active sales rep.";
  if (body.managementproviderid) {
    const [p] = await tx
      .select({ id: managementProviders.id })
      .from(managementProviders)
      .where(eq(managementProviders.id, body.managementproviderid));
    if (!p) fields.managementproviderid = "Management Provider was not found.";
  }
  if (Object.keys(fields).length) throw badRequest("Please correct the highlighted fields.", fields);
};

const assertPrefixFree = async (tx: DbOrTx, prefix: string | null, exceptId?: number) => {
  if (!prefix) return;
  const [other] = await tx
    .select({ customername: customers.customername })
    .from(customers)
    .where(
      and(
        sql`upper(${customers.customerprefix}) = upper(${prefix})`,
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    );
  if (other)
    throw duplicate(`Customer Prefix ${prefix} is already used by ${other.customername}.`, {
      customerprefix: `Customer Prefix ${prefix} is already used.`,
    });
};

const columnsOf = (b: CustomerSaveBody) => ({
  customername: b.customername,
  dispatcherid: b.dispatcherauthid ?? null,
  salesrepid: b.salesrepauthid ?? null,
  isactive: b.isactive,
  contactfirstname: b.contactfirstname,
  contactlastname: b.contactlastname,
  streetaddress: b.streetaddress,
  streetaddress2: b.streetaddress2,
  city: b.city,
  statecode: b.statecode,
  postalcode: b.postalcode,
  contactphone: b.contactphone,
  contactcellphone: b.contactcellphone,
  contactfax: b.contactfax,
  contactemail: b.contactemail,
  ccemails: b.ccemails,
  billingfirstname: b.billingfirstname,
  billinglastname: b.billinglastname,
  billingphone: b.billingphone,
  billingcellphone: b.billingcellphone,
  billingfax: b.billingfax,
  billingemail: b.billingemail,
  termid: b.termid ?? null,
  nte: b.nte === null || b.nte === undefined ? null : b.nte.toFixed(2),
  managementproviderid: b.managementproviderid ?? null,
  servicechannelsubscriberid: b.servicechannelsubscriberid,
  notifyproposaladded: b.notifications.proposaladded,
  notifyinvoiceadded: b.notifications.invoiceadded,
  notifystatuschange: b.notifications.statuschange,
});

/** POST /api/customer/save: a new customer; answers its id. */
export const saveCustomer = (db: Db, user: AuthUser, body: CustomerSaveBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "createCustomer", {});
    await checkReferences(tx, body);
    const prefix = body.customerprefix?.toUpperCase() ?? null;
    await assertPrefixFree(tx, prefix);
    const [row] = await tx
      .insert(customers)
      .values({ ...columnsOf(body), customerprefix: prefix })
      .returning({ id: customers.id });
    if (!row) throw impossible("customer insert returned no row");
    return { id: row.id };
  });

/**
 * PUT /api/customer/update: the fields the user changed, at the version the page was read; a stale version
 * answers 409, a field left out keeps its stored value. The prefix is fixed once the customer exists (spec 3
 * §2.5: editable only while new) unless it was never set.
 */
export const updateCustomer = (db: Db, user: AuthUser, patch: CustomerUpdatePatch) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "editCustomer", {});
    const [stored] = await tx.select().from(customers).where(eq(customers.id, patch.id)).for("update");
    if (!stored) throw notFound(`Customer ${patch.id}`);
    assertVersion(stored.version, patch.version, "customer");
    const { managementprovider: _shown, abilities: _abilities, ...form } = present(user, stored, null);
    const body = applyPatch(CustomerUpdateBody, form, patch);
    await checkReferences(tx, body);
    const prefix = stored.customerprefix ?? body.customerprefix?.toUpperCase() ?? null;
    if (!stored.customerprefix) await assertPrefixFree(tx, prefix, stored.id);
    await tx
      .update(customers)
      .set({
        ...columnsOf(body),
        customerprefix: prefix,
        modifieddate: new Date(),
        version: sql`${customers.version} + 1`,
      })
      .where(eq(customers.id, stored.id));
    return getCustomerDetail(tx, user, stored.id);
  });

/** GET /api/customer/getlists: states, sales reps, dispatchers, terms, trades and providers for the form. */
export const getCustomerLists = async (db: DbOrTx) => {
  const [stateRows, reps, dispatchers, termRows, tradeRows, providers] = await Promise.all([
    db
      .select({ statecode: states.statecode, statename: states.statename })
      .from(states)
      .orderBy(asc(states.statecode)),
    db
      .select({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(users)
      .where(and(eq(users.issalesrep, true), eq(users.isactive, true)))
      .orderBy(asc(users.firstname), asc(users.lastname)),
    db
      .select({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(users)
      .where(and(eq(users.isdispatcher, true), eq(users.isactive, true)))
      .orderBy(asc(users.firstname), asc(users.lastname)),
    db
      .select({ termid: terms.id, termdescription: terms.termdescription })
      .from(terms)
      .orderBy(asc(terms.days)),
    db
      .select({ tradeid: trades.id, tradename: trades.tradename })
      .from(trades)
      .where(eq(trades.isactive, true))
      .orderBy(asc(trades.tradename)),
    db.select(providerView).from(managementProviders).orderBy(asc(managementProviders.managementprovider)),
  ]);
  return {
    states: stateRows,
    salesreps: reps,
    dispatchers,
    terms: termRows,
    trades: tradeRows,
    managementproviders: providers,
  };
};

/** Rows a customer-child write needs: the customer must exist (404 otherwise). */
export const requireCustomer = async (tx: DbOrTx, id: number) => {
  const [c] = await tx
    .select({ id: customers.id, customername: customers.customername })
    .from(customers)
    .where(eq(customers.id, id));
  if (!c) throw notFound(`Customer ${id}`);
  return c;
};
