import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/**
 * Vendor-submitted proposals (status 2, waiting for review) on orders that wait for a vendor proposal and have
 * exactly one vendor — the case the Vendor Submitted Proposals tab can approve or reject (spec 2 §4).
 * Deterministic: derived from the ids of the seeded rows.
 */
export const seedVendorProposals = async (tx: DbOrTx): Promise<number> => {
  const res = await tx.execute(sql`
    with candidates as (
      select w.id as workorderid, w.wonumber, min(l.id) as lineid, min(l.vendorid) as vendorid
      from workorders w
      join workordervendors l on l.workorderid = w.id
      where w.statusid = 2
      group by w.id, w.wonumber
      having count(*) = 1
      order by w.id
      limit 40
    ),
    ins as (
      insert into vendorproposals (workorderid, vendorid, workordervendorid, proposalnumber, proposalstatusid, description, note, createddate)
      select workorderid, vendorid, lineid, 'VP-' || wonumber, 2,
             'Repair as found on site: labor and parts below.', 'Parts on hand; two-hour window.', now() - interval '2 days'
      from candidates
      returning id, workorderid
    ),
    labor as (
      insert into vendorproposallabor (proposalid, skilllevelid, typeid, numberoftechs, hourlyrate, numberofhours)
      select id, 2, 1 + (id % 2), 1 + (id % 2), 85 + (id % 4) * 5, 2 + (id % 3)
      from ins
      returning proposalid
    ),
    materials as (
      insert into vendorproposalmaterials (proposalid, description, partnumber, unitprice, quantity)
      select id, 'Replacement part', 'P-' || (1000 + id), 40 + (id % 7) * 12.5, 1 + (id % 3)
      from ins
      returning proposalid
    )
    select (select count(*) from ins)::int as n, (select count(*) from labor)::int as l, (select count(*) from materials)::int as m
  `);
  const rows = (res as unknown as { rows: Array<{ n: number }> }).rows;
  return Number(rows[0]?.n ?? 0);
};
