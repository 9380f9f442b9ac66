import { MAP_REPORT_SCREENS } from "@fm/domain/contracts";
import { TextInput } from "@mantine/core";
import { useState } from "react";
import { MapReportFrame } from "./MapReportFrame.tsx";
import { count, heatTotal, isoDay } from "./map-data.ts";
import { type MapReportBody, mapReportsApi } from "./map-reports-api.ts";
import { useMapReport } from "./use-map-report.ts";

const REPORT = MAP_REPORT_SCREENS["/reports/heatmap/workorder"];

/**
 * /reports/heatmap/workorder: report 13, the heat map of work orders by date range (spec 3 §2.14): Begin Date,
 * End Date, Fetch. Opens on the last twelve months.
 */
export const WorkOrderHeatMapPage = () => {
  const [begin, setBegin] = useState(() => isoDay(365));
  const [end, setEnd] = useState(() => isoDay(0));
  const body = (): MapReportBody => ({ reportid: REPORT, startDate: begin, endDate: end });
  const { query, fetch, fieldErrors } = useMapReport(body(), mapReportsApi.heat);
  const heat = query.data ?? null;
  return (
    <MapReportFrame
      title="Work Order Heat Map"
      onFetch={() => fetch(body())}
      fetching={query.isFetching}
      error={query.error && !Object.keys(fieldErrors).length ? query.error : null}
      summary={
        heat
          ? `${count(heatTotal(heat))} work orders in ${count(heat.features.length)} ZIP codes`
          : "Choose the dates and press Fetch."
      }
      map={{ heat, heatLabel: "Work orders per ZIP" }}
    >
      <TextInput
        type="date"
        label="Begin Date"
        value={begin}
        onChange={(e) => setBegin(e.currentTarget.value)}
        error={fieldErrors.startDate}
        required
      />
      <TextInput
        type="date"
        label="End Date"
        value={end}
        onChange={(e) => setEnd(e.currentTarget.value)}
        error={fieldErrors.endDate}
        required
      />
    </MapReportFrame>
  );
};
