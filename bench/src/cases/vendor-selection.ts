import { asc, sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import { workOrders } from "../../../apps/server/src/db/schema/index.ts";
import { vendorsByTrades } from "../../../apps/server/src/features/wovendors/vendor-selection.service.ts";
import { systemReader } from "../../../apps/server/src/platform/workorder-core/index.ts";
import type { BenchCase } from "./types.ts";
import { DISPATCHER_USER } from "./users.ts";

/*
 * Select Vendor (issue 6): the vendors of two trades for a work order, with distances and dispatch priority,
 * first page of 20. Run against a database seeded with `npm run seed -- --vendors 20000 --trades 40
 * --trades-per-vendor 40` (20,000 vendors offering every one of 40 trades). The bare twin calls the
 * server's own query function.
 */
const TRADES = [1, 2];
let workorderId = 0;

export const selectVendor: BenchCase = {
  name: "GET /api/workorder/getvendorsbytrades (2 trades, page 20)",
  method: "GET",
  get path() {
    return `/api/workorder/getvendorsbytrades?workorderId=${workorderId}&tradeIds=${TRADES.join(",")}`;
  },
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 100 },
  setup: async (db: Db) => {
    const [wo] = await db.select({ id: workOrders.id }).from(workOrders).orderBy(asc(workOrders.id)).limit(1);
    if (!wo) throw new Error("no work order to select vendors for");
    workorderId = wo.id;
    await db.execute(sql`analyze vendors, vendortrades`);
  },
  bareSql: (db) =>
    vendorsByTrades(db, systemReader("bench: the bare SQL of a staff-only route"), {
      workorderId,
      tradeIds: TRADES,
      page: 1,
      pageSize: 20,
      search: "",
      sort: "priority",
    }),
};
