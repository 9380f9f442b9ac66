import { MAP_REPORT_SCREENS } from "@fm/domain/contracts";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { MapReportFrame } from "./MapReportFrame.tsx";
import { count, heatTotal } from "./map-data.ts";
import { type MapReportBody, mapReportKeys, mapReportsApi } from "./map-reports-api.ts";
import { useMapReport } from "./use-map-report.ts";

const REPORT = MAP_REPORT_SCREENS["/reports/heatmap/vendorcoverage"];

/**
 * /reports/heatmap/vendorcoverage: report 14, map by company and trade (spec 3 §2.14): Select Company, Select
 * Trade, Fetch. Markers = the vendors who may take the trade (address popups); heat = the company's orders of
 * that trade in the last year. Opens on the first company and trade so the map is never blank.
 */
export const VendorCoverageMapPage = () => {
  const customers = useQuery({ queryKey: mapReportKeys.customers, queryFn: mapReportsApi.customers });
  const trades = useQuery({ queryKey: mapReportKeys.trades, queryFn: mapReportsApi.trades });
  const customerOptions = useMemo(
    () =>
      (customers.data ?? [])
        .filter((c) => c.isactive)
        .map((c) => ({ value: String(c.id), label: c.customername }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [customers.data],
  );
  const tradeOptions = useMemo(
    () =>
      (trades.data ?? [])
        .map((t) => ({ value: String(t.tradeid), label: t.tradename }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [trades.data],
  );
  const [customerid, setCustomerid] = useState<string | null>(null);
  const [tradeid, setTradeid] = useState<string | null>(null);
  const body = (c = customerid, t = tradeid): MapReportBody => ({
    reportid: REPORT,
    ...(c ? { customerid: Number(c) } : {}),
    ...(t ? { tradeid: Number(t) } : {}),
  });
  const { query, fetch, fieldErrors, asked } = useMapReport(null, mapReportsApi.markersAndHeat);

  // First visit: the first company and trade, fetched at once.
  const firstCustomer = customerOptions[0]?.value ?? null;
  const firstTrade = tradeOptions[0]?.value ?? null;
  useEffect(() => {
    if (asked || !firstCustomer || !firstTrade) return;
    setCustomerid(firstCustomer);
    setTradeid(firstTrade);
    fetch({ reportid: REPORT, customerid: Number(firstCustomer), tradeid: Number(firstTrade) });
  }, [asked, firstCustomer, firstTrade, fetch]);

  const [markers, heat] = query.data ?? [null, null];
  return (
    <MapReportFrame
      title="Vendor Coverage Map"
      onFetch={() => fetch(body())}
      fetching={query.isFetching}
      error={query.error && !Object.keys(fieldErrors).length ? query.error : null}
      summary={
        markers && heat
          ? `${count(markers.total ?? markers.features.length)} vendors for this trade · ${count(heatTotal(heat))} work orders of this company and trade in the last year`
          : "Select a company and a trade and press Fetch."
      }
      map={{ heat, heatLabel: "Company work orders per ZIP (last year)", markers, markerKind: "vendor" }}
    >
      <Select
        label="Select Company"
        placeholder="Select Company"
        data={customerOptions}
        value={customerid}
        onChange={setCustomerid}
        searchable
        w={260}
        error={fieldErrors.customerid}
        nothingFoundMessage="No company found"
      />
      <Select
        label="Select Trade"
        placeholder="Select Trade"
        data={tradeOptions}
        value={tradeid}
        onChange={setTradeid}
        searchable
        w={220}
        error={fieldErrors.tradeid}
        nothingFoundMessage="No trade found"
      />
    </MapReportFrame>
  );
};
