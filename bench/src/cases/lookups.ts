import { sql } from "drizzle-orm";
import type { BenchCase } from "./types.ts";

export const getStatuses: BenchCase = {
  name: "GET /api/workorder/getstatuses",
  method: "GET",
  path: "/api/workorder/getstatuses",
  auth: true,
  bareSql: (db) =>
    db.execute(
      sql`select id, name, abbreviation, color, sortorder, isdefaultonnew from workorderstatuses where isactive = true order by sortorder`,
    ),
};
