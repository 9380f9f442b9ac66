import type { SlaAtRiskQuery } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { listWorkOrders } from "../workorders/index.ts";
import { slaSettingsOf } from "./sla-clocks.ts";

/**
 * The dispatcher dashboard's at-risk queue: active orders whose next running clock breaches within `minutes`
 * (the setting by default), breached ones included, soonest first. Reads the partial index on
 * workorders.sladueat; the reader's row scope applies as in every list.
 */
export const listAtRisk = async (db: DbOrTx, query: SlaAtRiskQuery, user: AuthUser, now: Date) => {
  const { minutes, ...grid } = query;
  const window = minutes ?? (await slaSettingsOf(db)).atriskminutes;
  const until = new Date(now.getTime() + window * 60_000);
  return listWorkOrders(
    db,
    user,
    {
      ...grid,
      status: "active",
      flagged: false,
      mine: false,
      overdue: false,
      sort: grid.sort.length ? grid.sort : [{ column: "sladueat", desc: false }],
    },
    { narrow: [sql`${workOrders.sladueat} < ${until.toISOString()}::timestamptz`], now },
  );
};
