import type { AlertsQuery } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { listWorkOrders } from "../workorders/index.ts";

/**
 * Dispatcher Dashboard rows (spec 1 §2): active work orders whose ETA — the schedule date, or the follow-up
 * date when that comes first — falls before the end of the chosen window (today, 7, 14 or 30 days) in the
 * user's time zone. Late ones (ETA already past) stay on the board until they move on.
 */
export const listAlerts = (db: DbOrTx, query: AlertsQuery, user: AuthUser, now?: Date) => {
  const { days, tz, ...grid } = query;
  const windowEnd = sql`((date_trunc('day', now() at time zone ${tz}) + make_interval(days => ${days + 1})) at time zone ${tz})`;
  // least() ignores nulls: the same rows as "schedule or follow-up date before the end", on one index.
  const eta = sql`least(${workOrders.scheduledate}, ${workOrders.promisedate}) < ${windowEnd}`;
  return listWorkOrders(
    db,
    user,
    {
      ...grid,
      status: "active",
      overdue: false,
      sort: grid.sort.length ? grid.sort : [{ column: "eta", desc: false }],
    },
    { narrow: [eta], now },
  );
};
