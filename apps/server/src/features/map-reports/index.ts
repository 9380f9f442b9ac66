import type { MapReportData, ReportDataRequest } from "@fm/domain/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest } from "../../platform/errors.ts";

/**
 * The data of map reports 13, 14 and 24 (spec 3 §2.14). STUB until the map-reports work lands: the reports
 * feature's getreportdata route calls this for `isMapReportId(reportid)`.
 */
export const mapReportData = async (
  _db: Db,
  _user: AuthUser,
  body: ReportDataRequest,
): Promise<MapReportData> => {
  throw badRequest(`Report ${body.reportid} is not available yet.`);
};
