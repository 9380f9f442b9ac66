import { todayCardsAt } from "../../../apps/server/src/features/field/field-reads.service.ts";
import { LIST_RATIO } from "./list-endpoints.ts";
import type { BenchCase } from "./types.ts";
import { externalUser, TECH_USER } from "./users.ts";

/*
 * The technician's Today (issue 31), the call the load's tech journey makes every round (issue 34 §3). At
 * 1,000,000 orders it took 2.7 s before migration 0068 (no index led to a technician's orders). A list
 * endpoint: issue 19's list rules (p95 < 50 ms, ≤ 1.3× its own SQL; issue 34 §5).
 */
const tech = externalUser(TECH_USER, "Tech");

export const techToday: BenchCase = {
  name: "GET /api/vendorprofile/today (Tech)",
  method: "GET",
  path: "/api/vendorprofile/today?tz=UTC",
  auth: true,
  user: TECH_USER,
  target: { p95Ms: 50, maxRatio: LIST_RATIO },
  setup: tech.setup,
  bareSql: (db) => todayCardsAt(db, new Date(), tech.get(), { tz: "UTC" }),
};
