import { sql } from "drizzle-orm";
import type { Database } from "../../../apps/server/src/db/client.ts";
import { CUSTOMER_USER, TECH_USER, VENDOR_USER } from "../cases/users.ts";
import type { IdPools } from "./scenarios.ts";

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The ids each role works on: a random sample for dispatchers, the portal users' own orders. */
export const gatherIds = async (database: Database): Promise<IdPools> => {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ id: number }>(database, query)).map((r) => Number(r.id));
  const userLink = async (email: string, column: "vendorid" | "customerid") => {
    const [row] = await rowsOf<{ id: number | null }>(
      database,
      sql`select ${sql.identifier(column)} as id from users where lower(email) = lower(${email})`,
    );
    if (!row?.id) throw new Error(`${email} has no ${column}: seed the demo data first`);
    return Number(row.id);
  };
  const vendorid = await userLink(VENDOR_USER.email, "vendorid");
  const customerid = await userLink(CUSTOMER_USER.email, "customerid");
  const [tech] = await rowsOf<{ id: number }>(
    database,
    sql`select id from users where lower(email) = lower(${TECH_USER.email})`,
  );
  if (!tech) throw new Error(`no user ${TECH_USER.email}: seed the demo data first`);
  const pools: IdPools = {
    any: await ids(sql`select id from workorders order by random() limit 5000`),
    // Editable with the form as it loads: open statuses and every required field present.
    editable: await ids(
      sql`select id from workorders where statusid not in (6, 10) and divisionid is not null and priorityid is not null
          and requesttypeid is not null and duedate is not null order by random() limit 5000`,
    ),
    vendor: await ids(
      sql`select distinct workorderid as id from workordervendors where vendorid = ${vendorid} limit 2000`,
    ),
    tech: await ids(
      sql`select id from workorders where techid = ${tech.id} and statusid not in (6, 10) limit 2000`,
    ),
    customer: await ids(sql`select id from workorders where customerid = ${customerid} limit 2000`),
  };
  for (const [name, list] of Object.entries(pools))
    if (!list.length) throw new Error(`no work orders for the ${name} pool`);
  return pools;
};
