import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import { vendorScorecards } from "../../../apps/server/src/db/schema/index.ts";
import { getVendorScorecard } from "../../../apps/server/src/features/scorecards/scorecards.service.ts";
import type { BenchCase } from "./types.ts";
import { DISPATCHER_USER } from "./users.ts";

/*
 * Vendor scorecard (issue 32 §4): one vendor's scorecard, overall and per trade, with each trade's average bill
 * over every vendor — all from the vendorscorecards rollup (migration 0048), never the orders. Target: < 20 ms
 * p95 with 20,000 vendors (`npm run seed -- --vendors 20000 --trades 40 --trades-per-vendor 40`, then orders).
 * The vendor asked is the one with the most dispatches (the most trade rows to read).
 */
let vendorid = 0;

export const vendorScorecard: BenchCase = {
  name: "GET /api/vendor/scorecard (busiest vendor, from the rollup)",
  method: "GET",
  get path() {
    return `/api/vendor/scorecard?vendorid=${vendorid}`;
  },
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 20 },
  setup: async (db: Db) => {
    const [busiest] = await db
      .select({ vendorid: vendorScorecards.vendorid })
      .from(vendorScorecards)
      .where(eq(vendorScorecards.tradeid, 0))
      .orderBy(desc(vendorScorecards.lines))
      .limit(1);
    if (!busiest) throw new Error("no vendor scorecard: seed orders with vendor lines first");
    vendorid = busiest.vendorid;
    await db.execute(sql`analyze vendorscorecards`);
  },
  bareSql: (db) => getVendorScorecard(db, vendorid),
};
