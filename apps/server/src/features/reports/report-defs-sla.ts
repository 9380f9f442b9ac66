import { sql } from "drizzle-orm";
import { col, from, optionalCustomer, optionalTrade, pct, type TableReport, until } from "./report-types.ts";

/**
 * 32 (issue 32): SLA compliance of the orders received in the range, by customer, vendor, trade and priority.
 * A clock counts once it is decided: met (its event at or before the due time), missed (after it), or still
 * open past its due time (missed too). Clocks not yet due are left out. The due and met times are the stored
 * ones (workorderslas, kept by refreshSlaClocks); an order with several vendors counts for each of them.
 */
export const slaCompliance: TableReport = {
  id: 32,
  columns: [
    col("grouping", "Group"),
    col("name", "Name"),
    col("measured", "Clocks", "number"),
    col("met", "Met", "number"),
    col("missed", "Missed", "number"),
    col("compliance", "Compliance", "percent"),
  ],
  rows: (p) => {
    const figures = sql`count(*)::int as measured, count(*) filter (where j.ok)::int as met,
      count(*) filter (where not j.ok)::int as missed,
      ${pct(sql`count(*) filter (where j.ok)`, sql`count(*)`)} as compliance`;
    return sql`
    with judged as (
      select w.id as workorderid, w.customerid, w.priorityid, (k.met is not null and k.met <= k.due) as ok
      from workorders w
      join workorderslas s on s.workorderid = w.id
      cross join lateral (values (s.respondby, s.respondmetat), (s.onsiteby, s.onsitemetat),
                                 (s.completeby, s.completemetat)) as k(due, met)
      where w.receivedate >= ${from(p)} and w.receivedate < ${until(p)}
        and k.due is not null and (k.met is not null or k.due < now())${optionalCustomer(p, sql`w.customerid`)}${optionalTrade(p, sql`w.id`)}
    )
    select 'c' || c.id as id, 'Customer' as grouping, c.customername as name, ${figures}
      from judged j join customers c on c.id = j.customerid group by c.id, c.customername
    union all
    select 'v' || v.id, 'Vendor', v.name, ${figures}
      from judged j
      join (select distinct workorderid, vendorid from workordervendors) l on l.workorderid = j.workorderid
      join vendors v on v.id = l.vendorid group by v.id, v.name
    union all
    select 't' || t.id, 'Trade', t.tradename, ${figures}
      from judged j join workordertrades wt on wt.workorderid = j.workorderid
      join trades t on t.id = wt.tradeid group by t.id, t.tradename
    union all
    select 'p' || pr.id, 'Priority', pr.name, ${figures}
      from judged j join priorities pr on pr.id = j.priorityid group by pr.id, pr.name`;
  },
  sort: [
    { field: "grouping", dir: "asc" },
    { field: "name", dir: "asc" },
    { field: "id", dir: "asc" },
  ],
};
