import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { siteMeta, states, trades, workOrderStatuses } from "../../db/schema/index.ts";

/** Active work-order statuses in legend order (spec 1 §4). */
export const listStatuses = (db: DbOrTx) =>
  db
    .select({
      id: workOrderStatuses.id,
      name: workOrderStatuses.name,
      abbreviation: workOrderStatuses.abbreviation,
      color: workOrderStatuses.color,
      sortorder: workOrderStatuses.sortorder,
      isdefaultonnew: workOrderStatuses.isdefaultonnew,
    })
    .from(workOrderStatuses)
    .where(eq(workOrderStatuses.isactive, true))
    .orderBy(asc(workOrderStatuses.sortorder));

export const listTrades = (db: DbOrTx) =>
  db
    .select({ tradeid: trades.id, tradename: trades.tradename })
    .from(trades)
    .where(eq(trades.isactive, true))
    .orderBy(asc(trades.tradename));

export const listStates = (db: DbOrTx) =>
  db
    .select({ id: states.id, statecode: states.statecode, statename: states.statename })
    .from(states)
    .orderBy(asc(states.statecode));

export const listSiteMeta = (db: DbOrTx) =>
  db
    .select({
      tablename: siteMeta.tablename,
      datafieldname: siteMeta.datafieldname,
      displaynamefield: siteMeta.displaynamefield,
    })
    .from(siteMeta)
    .orderBy(asc(siteMeta.tablename), asc(siteMeta.datafieldname));
