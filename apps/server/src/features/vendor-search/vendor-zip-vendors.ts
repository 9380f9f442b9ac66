import type { VendorZipVendorPage, VendorZipVendorsQuery } from "@fm/domain/contracts";
import { count, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { vendors } from "../../db/schema/index.ts";
import { compileGrid, type GridColumns } from "../../platform/grid/grid-sql.ts";

const zipCount = sql<number>`(select count(*) from vendorzips z where z.vendorid = ${vendors.id})::int`;

/** The columns the Import Zips vendor picker may filter, sort and search on. */
const COLUMNS: GridColumns = {
  id: { expr: sql`${vendors.id}`, type: "number" },
  name: { expr: sql`${vendors.name}`, type: "text", searchable: true },
  address: { expr: sql`${vendors.address}`, type: "text", searchable: true },
  city: { expr: sql`${vendors.city}`, type: "text", searchable: true },
  statecode: { expr: sql`${vendors.statecode}`, type: "text", searchable: true },
  postalcode: { expr: sql`${vendors.postalcode}`, type: "text", searchable: true },
  zipcount: { expr: zipCount, type: "number" },
};

/** One page of the Import Zips vendor picker (spec 3 §2.15: page size 100), by name. */
export const listZipVendors = async (db: Db, q: VendorZipVendorsQuery): Promise<VendorZipVendorPage> => {
  const grid = compileGrid(COLUMNS, q, {
    defaultSort: [{ column: "name", desc: false }],
    tieBreaker: sql`${vendors.id}`,
  });
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        address: vendors.address,
        city: vendors.city,
        statecode: vendors.statecode,
        postalcode: vendors.postalcode,
        zipcount: zipCount,
      })
      .from(vendors)
      .where(grid.where)
      .orderBy(...grid.orderBy)
      .limit(grid.limit)
      .offset(grid.offset),
    db.select({ n: count() }).from(vendors).where(grid.where),
  ]);
  return { rows, total: counted[0]?.n ?? 0, page: q.page, pageSize: q.pageSize };
};
