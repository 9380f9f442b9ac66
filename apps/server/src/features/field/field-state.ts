import { INACTIVE_STATUS_IDS } from "@fm/domain";
import { type SQL, sql } from "drizzle-orm";
import { workOrderCheckins, workOrders } from "../../db/schema/index.ts";

/** Late from 30 minutes after the schedule; a no-show from 2 hours (decision 0043-f31tech-checkin). */
export const LATE_AFTER_MINUTES = 30;
export const NO_SHOW_AFTER_MINUTES = 120;

/**
 * The field state of an order at `now` (FIELD_STATES): 'onsite' while a check-in is open (partial index
 * woci_open_order_idx), 'late' / 'noshow' when an open order's schedule passed with nobody on site, else null.
 */
export const fieldStateSql = (now: Date): SQL<string | null> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<string | null>`case
    when exists (select 1 from ${workOrderCheckins} fc where fc.workorderid = ${workOrders.id} and fc.kind = 'in' and fc.closedat is null) then 'onsite'
    when ${workOrders.onsitedate} is null and ${workOrders.completedate} is null
      and ${workOrders.statusid} not in (${sql.join(
        INACTIVE_STATUS_IDS.map((s) => sql`${s}`),
        sql`, `,
      )})
      and ${workOrders.scheduledate} <= ${at} - make_interval(mins => ${LATE_AFTER_MINUTES})
    then case when ${workOrders.scheduledate} <= ${at} - make_interval(mins => ${NO_SHOW_AFTER_MINUTES}) then 'noshow' else 'late' end
  end`;
};
