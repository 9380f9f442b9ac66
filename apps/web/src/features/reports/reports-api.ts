import { ReportDefinitionList, ReportTable, type ReportTableRequest } from "@fm/domain/contracts";
import { saveFile } from "../../api/download.ts";
import { api } from "../../api/instance.ts";

/** The body the page sends: what the user picked (dates as yyyy-mm-dd) plus page and sort. */
export type ReportQuery = Omit<ReportTableRequest, "startDate" | "endDate" | "search"> & {
  startDate?: string;
  endDate?: string;
  search?: string;
};

export const reportKeys = {
  catalogue: ["reports", "catalogue"] as const,
  page: (q: ReportQuery) => ["reports", "page", q] as const,
};

export const reportsApi = {
  catalogue: () => api.get("/api/reports/getreports", { response: ReportDefinitionList }),
  /** A table report's page (the map reports have their own screens). */
  page: (q: ReportQuery, signal?: AbortSignal) =>
    api.post("/api/reports/getreportdata", q, { signal, response: ReportTable, idempotencyKey: false }),
  /** Report.xlsx of the whole result, saved under the server's name. */
  exportXlsx: async (q: ReportQuery) => {
    const { page: _page, ...body } = q;
    saveFile(await api.download("/api/reports/export", { body, fallbackName: "Report.xlsx" }));
  },
};
