import { MAP_RADIUS, MAP_REPORT_SCREENS } from "@fm/domain/contracts";
import { Box, Slider, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { MapReportFrame } from "./MapReportFrame.tsx";
import { count, heatTotal } from "./map-data.ts";
import { type MapReportBody, mapReportsApi } from "./map-reports-api.ts";
import { useMapReport } from "./use-map-report.ts";

const REPORT = MAP_REPORT_SCREENS["/reports/heatmap/customerarea"];
const LAST_ZIP_KEY = "fm.mapreports.customerarea.zip";
/** Until the user enters one: New York, where most customers have sites. */
const DEFAULT_ZIP = "10001";

const storedZip = () => {
  try {
    return localStorage.getItem(LAST_ZIP_KEY) ?? DEFAULT_ZIP;
  } catch {
    return DEFAULT_ZIP;
  }
};

/**
 * /reports/heatmap/customerarea: report 24, the zip-radius map (spec 3 §2.14): Enter Zip Code, Mile Radius
 * (slider 0-500 step 10, default 50), count of results. Markers = the customers' job sites in the circle,
 * heat = their orders of the last year. Opens on the last ZIP used.
 */
export const CustomerAreaMapPage = () => {
  const [zipcode, setZipcode] = useState(storedZip);
  const [radius, setRadius] = useState<number>(MAP_RADIUS.default);
  const body = (): MapReportBody => ({ reportid: REPORT, zipcode: zipcode.trim(), radius });
  const { query, fetch, fieldErrors, asked } = useMapReport(body(), mapReportsApi.markersAndHeat);
  const [markers, heat] = query.data ?? [null, null];
  const onFetch = () => {
    const next = body();
    if (/^\d{5}$/.test(next.zipcode ?? "")) {
      try {
        localStorage.setItem(LAST_ZIP_KEY, next.zipcode ?? "");
      } catch {
        // private mode: the ZIP is simply not remembered
      }
    }
    fetch(next);
  };
  const total = markers?.total ?? markers?.features.length ?? 0;
  return (
    <MapReportFrame
      title="Customer Area Map"
      onFetch={onFetch}
      fetching={query.isFetching}
      error={query.error && !Object.keys(fieldErrors).length ? query.error : null}
      summary={
        markers && heat && asked
          ? `${count(total)} ${total === 1 ? "result" : "results"}: job sites within ${asked.radius} miles of ${asked.zipcode} · ${count(heatTotal(heat))} work orders there in the last year`
          : "Enter a Zip Code and press Fetch."
      }
      map={{
        heat,
        heatLabel: "Work orders per ZIP (last year)",
        markers,
        markerKind: "site",
        radiusMiles: asked?.radius ?? radius,
      }}
    >
      <TextInput
        label="Enter Zip Code"
        placeholder="Enter Zip Code"
        value={zipcode}
        onChange={(e) => setZipcode(e.currentTarget.value)}
        maxLength={5}
        inputMode="numeric"
        w={150}
        error={fieldErrors.zipcode}
      />
      <Box w={280} pb={6}>
        <Text size="sm" fw={500} id="map-radius-label">
          Mile Radius: {radius}
        </Text>
        <Slider
          aria-labelledby="map-radius-label"
          thumbLabel="Mile Radius"
          min={MAP_RADIUS.min}
          max={MAP_RADIUS.max}
          step={MAP_RADIUS.step}
          value={radius}
          onChange={setRadius}
          marks={[
            { value: 0, label: "0" },
            { value: 250, label: "250" },
            { value: 500, label: "500" },
          ]}
          mb="md"
        />
        {fieldErrors.radius && (
          <Text size="xs" c="red">
            {fieldErrors.radius}
          </Text>
        )}
      </Box>
    </MapReportFrame>
  );
};
