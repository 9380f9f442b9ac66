import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { queryRows } from "./batch.ts";
import { US_PLACES } from "./us-places.ts";

/** Name prefix of the customers the scale seed adds (so a second run tops up instead of doubling). */
export const SCALE_CUSTOMER_PREFIX = "Scale Customer ";

export interface CustomerScaleResult {
  customers: number;
  jobSites: number;
  seconds: number;
}

const placesSql = () => {
  const places = US_PLACES.slice(0, 200);
  const arr = (f: (p: (typeof places)[number]) => string) =>
    sql.raw(`array[${places.map((p) => `'${f(p).replace(/'/g, "''")}'`).join(",")}]::text[]`);
  return {
    n: places.length,
    city: arr((p) => p.city),
    state: arr((p) => p.statecode),
    zip: arr((p) => p.postalcode),
  };
};

/**
 * Customers-list bench data (issue 14): brings the scale customers up to `customers`, each with
 * `jobSitesPerCustomer` job sites, set-based (INSERT … SELECT … generate_series, one statement per table and
 * batch), like scale.ts does for work orders. One in 20 customers is inactive.
 */
export const scaleCustomers = async (
  db: DbOrTx,
  customers: number,
  jobSitesPerCustomer: number,
  log: (line: string) => void = () => {},
): Promise<CustomerScaleResult> => {
  const start = performance.now();
  const p = placesSql();
  const [have] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customers where customername like ${`${SCALE_CUSTOMER_PREFIX}%`}`,
  );
  const from = Number(have?.n ?? 0) + 1;
  if (from <= customers) {
    await db.execute(sql`
      insert into customers (customername, customerprefix, streetaddress, city, statecode, postalcode, isactive,
        contactfirstname, contactlastname, contactphone, contactemail, nte)
      select ${SCALE_CUSTOMER_PREFIX} || lpad(g::text, 6, '0'), 'S' || g, g || ' Commerce Blvd',
        (${p.city})[1 + g % ${p.n}], (${p.state})[1 + g % ${p.n}], (${p.zip})[1 + g % ${p.n}], g % 20 <> 0,
        'Pat', 'Lee ' || g, '+1 (512) 555-' || lpad((g % 10000)::text, 4, '0'), 'ap' || g || '@example.com', 500
      from generate_series(${from}::int, ${customers}::int) g`);
    log(`scale customers: added ${customers - from + 1}`);
  }
  // Job sites for the scale customers that have none yet, 2,000 customers per statement.
  const missing = (
    await queryRows<{ id: number }>(
      db,
      sql`select c.id from customers c where c.customername like ${`${SCALE_CUSTOMER_PREFIX}%`}
          and not exists (select 1 from customerjobsites j where j.customerid = c.id) order by c.id`,
    )
  ).map((r) => Number(r.id));
  for (let i = 0; i < missing.length; i += 2000) {
    const ids = missing.slice(i, i + 2000);
    await db.execute(sql`
      insert into customerjobsites (customerid, jobsite, jobsitedescription, streetaddress, city, statecode,
        postalcode, phone, contactperson, email, isactive)
      select c.id, 'Store #' || lpad(s::text, 4, '0'), 'Scale store ' || s || ' of customer ' || c.id,
        s || ' Main St', (${p.city})[1 + (c.id + s) % ${p.n}], (${p.state})[1 + (c.id + s) % ${p.n}],
        (${p.zip})[1 + (c.id + s) % ${p.n}], '+1 (512) 555-0100', 'Site Lead', 'site' || s || '@example.com',
        s % 25 <> 0
      from unnest(${sql.raw(`array[${ids.join(",")}]::int[]`)}) as c(id)
      cross join generate_series(1, ${jobSitesPerCustomer}::int) s`);
    log(`scale job sites: ${Math.min(i + 2000, missing.length)} of ${missing.length} customers`);
  }
  // VACUUM as autovacuum would soon: the visibility map lets the job-site counts be index-only scans.
  await db.execute(sql`vacuum analyze customers`);
  await db.execute(sql`vacuum analyze customerjobsites`);
  const [totals] = await queryRows<{ c: number; j: number }>(
    db,
    sql`select (select count(*)::int from customers) as c, (select count(*)::int from customerjobsites) as j`,
  );
  return {
    customers: Number(totals?.c ?? 0),
    jobSites: Number(totals?.j ?? 0),
    seconds: (performance.now() - start) / 1000,
  };
};
