import type { CustomerGridQuery } from "@fm/domain/contracts";
import { count, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { customers, jobSites, managementProviders, users } from "../../db/schema/index.ts";
import { compileGrid, type GridColumns } from "../../platform/grid/grid-sql.ts";

const dispatcher = alias(users, "dispatcher");
const salesrep = alias(users, "salesrep");
const personName = (u: { firstname: SQLWrapper; lastname: SQLWrapper }) =>
  sql<string | null>`nullif(trim(coalesce(${u.firstname}, '') || ' ' || coalesce(${u.lastname}, '')), '')`;
const contactName = sql<
  string | null
>`nullif(trim(coalesce(${customers.contactfirstname}, '') || ' ' || coalesce(${customers.contactlastname}, '')), '')`;
/** The sort key of "Job Sites" (an index-only count over customerjobsites(customerid) per customer). */
const jobSiteCount = sql<number>`(select count(*)::int from customerjobsites j where j.customerid = ${customers.id})`;

/** The columns the Customers grid may filter, sort and search on; nothing else reaches SQL. */
export const CUSTOMER_COLUMNS: GridColumns = {
  id: { expr: sql`${customers.id}`, type: "number" },
  customername: { expr: sql`${customers.customername}`, type: "text", searchable: true },
  customerprefix: { expr: sql`${customers.customerprefix}`, type: "text", searchable: true },
  streetaddress: { expr: sql`${customers.streetaddress}`, type: "text" },
  city: { expr: sql`${customers.city}`, type: "text", searchable: true },
  statecode: { expr: sql`${customers.statecode}`, type: "text" },
  postalcode: { expr: sql`${customers.postalcode}`, type: "text", searchable: true },
  contactname: { expr: contactName, type: "text" },
  contactphone: { expr: sql`${customers.contactphone}`, type: "text" },
  contactemail: { expr: sql`${customers.contactemail}`, type: "text", searchable: true },
  dispatcher: { expr: personName(dispatcher), type: "text" },
  salesrep: { expr: personName(salesrep), type: "text" },
  managementprovider: { expr: sql`${managementProviders.managementprovider}`, type: "text" },
  nte: { expr: sql`${customers.nte}`, type: "number" },
  termid: { expr: sql`${customers.termid}`, type: "number" },
  isactive: { expr: sql`${customers.isactive}`, type: "boolean" },
  jobsitecount: { expr: jobSiteCount, type: "number", filterable: false },
};

/** One page of the Customers list (spec 3 §2.4): active ones unless the inactive toggle is on. */
export const listCustomerGrid = async (db: Db, q: CustomerGridQuery) => {
  const grid = compileGrid(CUSTOMER_COLUMNS, q, {
    defaultSort: [{ column: "customername", desc: false }],
    tieBreaker: sql`${customers.id} asc`,
    extraWhere: [q.inactive ? undefined : eq(customers.isactive, true)],
  });
  const base = () =>
    db
      .select({
        id: customers.id,
        customername: customers.customername,
        customerprefix: customers.customerprefix,
        streetaddress: customers.streetaddress,
        city: customers.city,
        statecode: customers.statecode,
        postalcode: customers.postalcode,
        contactname: contactName,
        contactphone: customers.contactphone,
        contactemail: customers.contactemail,
        dispatcher: personName(dispatcher),
        salesrep: personName(salesrep),
        managementprovider: managementProviders.managementprovider,
        nte: customers.nte,
        termid: customers.termid,
        isactive: customers.isactive,
      })
      .from(customers)
      .leftJoin(dispatcher, eq(dispatcher.id, customers.dispatcherid))
      .leftJoin(salesrep, eq(salesrep.id, customers.salesrepid))
      .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid));
  const [rows, counted] = await Promise.all([
    base()
      .where(grid.where)
      .orderBy(...grid.orderBy)
      .limit(grid.limit)
      .offset(grid.offset),
    db
      .select({ total: count() })
      .from(customers)
      .leftJoin(dispatcher, eq(dispatcher.id, customers.dispatcherid))
      .leftJoin(salesrep, eq(salesrep.id, customers.salesrepid))
      .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid))
      .where(grid.where),
  ]);
  // The page's job-site counts in one grouped index-only query, after paging: a count in the select list
  // would also be computed for every row OFFSET skips (page 50 = 4,900 counts).
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ customerid: jobSites.customerid, n: count() })
        .from(jobSites)
        .where(inArray(jobSites.customerid, ids))
        .groupBy(jobSites.customerid)
    : [];
  const countOf = new Map(counts.map((c) => [c.customerid, Number(c.n)]));
  return {
    rows: rows.map((r) => ({
      ...r,
      nte: r.nte === null ? null : Number(r.nte),
      jobsitecount: countOf.get(r.id) ?? 0,
    })),
    total: counted[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
};
