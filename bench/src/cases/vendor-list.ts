import { sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import { listVendorGrid } from "../../../apps/server/src/features/vendors/vendor-list.service.ts";
import type { BenchCase } from "./types.ts";
import { DISPATCHER_USER } from "./users.ts";

/*
 * Vendors list (issue 15, vcore): the first page of 20 sorted by name, and a 4-character search, at 20,000
 * vendors. Run against a database seeded with `npm run seed -- --demo` and `npm run seed -- --vendors 20000`
 * (the Select Vendor data set works as well). "Mech" matches about a fifth of the scale seed's vendors, so the
 * search counts and sorts thousands of rows: the heavy end of a 4-character search.
 */
const SEARCH = "Mech";
const query = (search: string) => ({ page: 1, pageSize: 20 as const, search, sort: [], filters: [] });

export const vendorsFirstPage: BenchCase = {
  name: "GET /api/vendor/getvendors (first page of 20)",
  method: "GET",
  path: "/api/vendor/getvendors?page=1&pageSize=20",
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 50 },
  setup: async (db: Db) => {
    await db.execute(sql`analyze vendors, vendortrades, workordervendors`);
  },
  bareSql: (db) => listVendorGrid(db, query("")),
};

export const vendorsSearch: BenchCase = {
  name: `GET /api/vendor/getvendors (search "${SEARCH}", page of 20)`,
  method: "GET",
  path: `/api/vendor/getvendors?page=1&pageSize=20&search=${SEARCH}`,
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 50 },
  bareSql: (db) => listVendorGrid(db, query(SEARCH)),
};
