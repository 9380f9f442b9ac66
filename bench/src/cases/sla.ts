import { SlaAtRiskQuery, WorkOrderListQuery } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import { listAtRisk } from "../../../apps/server/src/features/sla/sla-atrisk.service.ts";
import { listWorkOrders } from "../../../apps/server/src/features/workorders/workorder-list.service.ts";
import type { AuthUser } from "../../../apps/server/src/platform/auth/auth-user.ts";
import type { BenchCase } from "./types.ts";

/*
 * Issue 32 (SLA clocks). The scale seed writes orders set-based without SLA policies, so setup gives every
 * tenth active order a stored due time spread over −1 day … +3 days around now (what refreshSlaClocks would
 * store), set-based; the cases then read the partial index workorders_sladue_idx as the endpoints do.
 * Targets (issue 32, at 1,000,000 on PostgreSQL): the at-risk queue p95 < 50 ms; the list with its clock
 * columns and filter adds ≤ 2 ms to the list page's p50. The bare twins call the server's own functions.
 */
const STAFF: AuthUser = {
  id: 0,
  email: "",
  name: "",
  vendorid: null,
  customerid: null,
  roles: ["Admin"],
  permissions: [],
};

const queryOf = (path: string) => Object.fromEntries(new URLSearchParams(path.split("?")[1] ?? ""));

const seedDueTimes = async (db: Db) => {
  await db.execute(sql`
    update workorders set sladueat = now() - interval '1 day' + (id % 5760) * interval '1 minute'
    where id % 10 = 0 and statusid not in (10, 6) and sladueat is null`);
};

const ATRISK_PATH = "/api/sla/atrisk?minutes=120&pageSize=50";

export const slaAtRisk: BenchCase = {
  name: "GET /api/sla/atrisk (breach within 2 h, 50 rows)",
  method: "GET",
  path: ATRISK_PATH,
  auth: true,
  target: { p95Ms: 50 },
  setup: seedDueTimes,
  bareSql: (db) => listAtRisk(db, SlaAtRiskQuery.parse(queryOf(ATRISK_PATH)), STAFF, new Date()),
  // The page's ids and its capped count as listWorkOrders builds them (walks workorders_sladue_idx in order).
  explain: () => [
    {
      label: "page ids",
      query: sql`select id from workorders where statusid not in (10, 6) and sladueat < now() + interval '2 hours'
                 order by sladueat asc nulls last, id desc limit 50`,
    },
    {
      label: "capped count",
      query: sql`select count(*) from (select 1 from workorders where statusid not in (10, 6)
                 and sladueat < now() + interval '2 hours' limit 10001) c`,
    },
  ],
};

const LIST_PATH = `/api/workorder/getworkorders?${new URLSearchParams({
  pageSize: "100",
  sla: "breached",
  sort: JSON.stringify([{ column: "sladueat", desc: false }]),
}).toString()}`;

export const slaListBreached: BenchCase = {
  name: "GET /api/workorder/getworkorders (SLA breached, by due time, 100 rows)",
  method: "GET",
  path: LIST_PATH,
  auth: true,
  setup: seedDueTimes,
  bareSql: (db) =>
    listWorkOrders(db, STAFF, WorkOrderListQuery.parse(queryOf(LIST_PATH)), { now: new Date() }),
};
