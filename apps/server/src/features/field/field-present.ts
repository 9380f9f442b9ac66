import type { CheckInEvent } from "@fm/domain/contracts";
import type { workOrderCheckins } from "../../db/schema/index.ts";

type Row = typeof workOrderCheckins.$inferSelect;

/** A check-in row as the API shows it, with the names the caller resolved. */
export const presentEvent = (row: Row, user: string, confirmedby: string | null): CheckInEvent => ({
  id: row.id,
  kind: row.kind === "out" ? "out" : "in",
  at: row.at.toISOString(),
  user,
  latitude: row.latitude,
  longitude: row.longitude,
  accuracy: row.accuracy,
  distance: row.distance,
  method: row.method === "override" ? "override" : row.method === "code" ? "code" : "gps",
  confirmedby,
  resolution: row.resolution,
  workcomplete: row.workcomplete,
});
