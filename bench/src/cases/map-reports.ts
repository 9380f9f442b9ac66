import type { Db } from "../../../apps/server/src/db/client.ts";
import { mapReportData } from "../../../apps/server/src/features/map-reports/index.ts";
import type { AuthUser } from "../../../apps/server/src/platform/auth/auth-user.ts";
import type { BenchCase } from "./types.ts";

/*
 * Map report 13 (issue 17): heat data of one year of work orders, one point per job-site ZIP. Target: < 500 ms
 * and a response under 1 MB at 1,000,000 orders on PostgreSQL. The scale seed dates its orders over the last
 * 90 days, so a one-year range covers every order of the data set (the worst case). The bare twin calls the
 * server's own function as a staff reader with view:reports.
 */
const day = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);
const body = () => ({ reportid: 13, startDate: day(365), endDate: day(0) });

const REPORTS_READER: AuthUser = {
  id: 0,
  email: "bench@example.com",
  name: "bench",
  roles: ["Admin"],
  permissions: ["view:reports"],
  vendorid: null,
  customerid: null,
};

export const heatMapYear: BenchCase = {
  name: "POST /api/reports/getreportdata (report 13, heat, one year)",
  method: "POST",
  path: "/api/reports/getreportdata",
  get body() {
    return body();
  },
  auth: true,
  target: { p95Ms: 500 },
  durationSeconds: 10,
  sqlIterations: 200,
  setup: async (db: Db) => {
    const data = await mapReportData(db, REPORTS_READER, {
      ...body(),
      startDate: new Date(day(365)),
      endDate: new Date(day(0)),
    });
    const bytes = Buffer.byteLength(JSON.stringify(data));
    const c = Array.isArray(data) ? data[1] : data;
    console.log(
      `  heat (one year): ${c.features.length} points, ${c.total ?? 0} orders weighed, response ${bytes.toLocaleString("en-US")} bytes (${bytes < 1_000_000 ? "under" : "OVER"} 1 MB)`,
    );
  },
  bareSql: (db) =>
    mapReportData(db, REPORTS_READER, {
      reportid: 13,
      startDate: new Date(day(365)),
      endDate: new Date(day(0)),
    }),
};
