import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { queryRows } from "./batch.ts";

/**
 * Demo page views (issue 20): the demo dispatcher opened tabs of the first 40 orders, the hero vendor's users
 * and the hero customer's users tabs of their own orders, over the last days, so "Viewed by" shows a trail
 * on a work order without anyone clicking first. Deterministic; set-based.
 */
export const seedPageViews = async (tx: DbOrTx, now: Date): Promise<number> => {
  await tx.execute(sql`
    with staff as (
      select w.id as workorderid, u.id as userid, t.tab, t.n
      from (select id from workorders order by id limit 40) w
      cross join (select id from users where email = 'dispatcher@example.com') u
      cross join (values ('workorder', 1), ('notes', 2), ('vendor', 3), ('attachment', 4)) t(tab, n)
    ),
    vendor as (
      select l.workorderid, u.id as userid, t.tab, t.n
      from workordervendors l
      join users u on u.vendorid = l.vendorid and u.email in ('vendor@example.com', 'tech@example.com')
      cross join (values ('workorder', 5), ('notes', 6), ('proposal', 7)) t(tab, n)
      where l.workorderid in (select workorderid from workordervendors order by workorderid limit 200)
    ),
    customer as (
      select w.id as workorderid, u.id as userid, t.tab, t.n
      from workorders w
      join users u on u.customerid = w.customerid and u.email = 'customer@example.com'
      cross join (values ('workorder', 8), ('invoice', 9)) t(tab, n)
      where w.id in (select id from workorders order by id limit 300)
    ),
    alls as (select * from staff union all select * from vendor union all select * from customer)
    insert into workorderpageviews (workorderid, userid, tab, vieweddate)
    select workorderid, userid, tab,
           ${now.toISOString()}::timestamptz - ((workorderid % 5) || ' days')::interval - (n || ' hours')::interval
    from alls`);
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from workorderpageviews`);
  return row?.n ?? 0;
};
