import { sql } from "drizzle-orm";
import { searchByRadius } from "../../../apps/server/src/features/vendor-search/vendor-search.service.ts";
import type { BenchCase } from "./types.ts";
import { DISPATCHER_USER } from "./users.ts";

/*
 * Vendor search by radius (issue 15): the vendors of two trades within 50 miles of a ZIP, with distances,
 * trades, WO counts and compliance marks. Run against the Select Vendor data set (`npm run seed -- --vendors
 * 20000 --trades 40 --trades-per-vendor 40`: 20,000 vendors offering every one of 40 trades). 60601
 * (Chicago) is a dense spot of the US places the scale seed spreads vendors over. The bare twin calls the
 * server's own query function.
 */
const BODY = { trades: [1, 2], radius: 50, zip: "60601" };

export const vendorSearchRadius: BenchCase = {
  name: "POST /api/vendor/searchbyradius (2 trades, 50 mi)",
  method: "POST",
  path: "/api/vendor/searchbyradius",
  body: BODY,
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 100 },
  setup: async (db) => {
    await db.execute(sql`analyze vendors, vendortrades, vendorzips`);
  },
  bareSql: (db) => searchByRadius(db, BODY),
};
