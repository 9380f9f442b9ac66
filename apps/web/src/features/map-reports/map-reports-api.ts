import {
  CustomerRows,
  type MapFeatureCollection,
  MapReportData,
  type ReportDataRequest,
  TradeLookups,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

/** The body the map screens send (dates as yyyy-MM-dd; the server's contract parses them). */
export type MapReportBody = Omit<ReportDataRequest, "startDate" | "endDate"> & {
  startDate?: string;
  endDate?: string;
};

const asPair = (data: MapReportData): [MapFeatureCollection, MapFeatureCollection] => {
  if (Array.isArray(data)) return data;
  throw new Error("This map report answers markers and heat data.");
};
const asOne = (data: MapReportData): MapFeatureCollection => {
  if (!Array.isArray(data)) return data;
  throw new Error("This map report answers heat data only.");
};

const fetchData = (body: MapReportBody) =>
  api.post("/api/reports/getreportdata", body, { response: MapReportData, idempotencyKey: false });

export const mapReportsApi = {
  /** Report 13: heat data only. */
  heat: async (body: MapReportBody) => asOne(await fetchData(body)),
  /** Reports 14 and 24: [markers, heat data]. */
  markersAndHeat: async (body: MapReportBody) => asPair(await fetchData(body)),
  customers: () => api.get("/api/customer/getcustomers", { response: CustomerRows }),
  trades: () => api.get("/api/trades/tradelist", { response: TradeLookups }),
};

export const mapReportKeys = {
  data: (body: MapReportBody | null) => ["map-reports", "data", body] as const,
  customers: ["map-reports", "customers"] as const,
  trades: ["map-reports", "trades"] as const,
};
