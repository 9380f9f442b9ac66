import { isMapReportId, type ReportDefinition, type ReportRow, type ReportTable } from "@fm/domain/contracts";
import { Alert, Anchor, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  DataGrid,
  defaultGridState,
  type GridValue,
  pagedQueryGridProps,
} from "../../components/datagrid/index.ts";
import { notifyFailure } from "../../components/notify.ts";
import { formatCell, reportGridColumns } from "./report-columns.tsx";
import { type ReportQuery, reportKeys, reportsApi } from "./reports-api.ts";

/** Which screen shows each map report (the three /reports/heatmap/* routes of spec 3 §2.14). */
const MAP_ROUTES: Record<number, string> = {
  13: "/reports/heatmap/workorder",
  14: "/reports/heatmap/vendorcoverage",
  24: "/reports/heatmap/customerarea",
};

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The current period: this calendar month (the server uses the same default). */
const currentMonth = () => {
  const now = new Date();
  return {
    start: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
    end: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0))),
  };
};

const Totals = ({ table }: { table: ReportTable }) => {
  const totals = table.totals;
  if (!totals) return null;
  return (
    <Group gap="lg" data-testid="report-totals" aria-label="Totals">
      <Text fw={700}>Total</Text>
      {table.columns
        .filter((c) => c.field in totals)
        .map((c) => (
          <Text key={c.field} size="sm" data-field={c.field}>
            {c.caption}: <b>{formatCell(c.type, totals[c.field])}</b>
          </Text>
        ))}
    </Group>
  );
};

const ReportGrid = ({ report }: { report: ReportDefinition }) => {
  const period = useMemo(currentMonth, []);
  const [startDate, setStartDate] = useState(period.start);
  const [endDate, setEndDate] = useState(period.end);
  const [value, setValue] = useState<GridValue>({ state: defaultGridState([], 100), page: 1 });
  const sort = value.state.sort[0];
  const query: ReportQuery = {
    reportid: report.id,
    page: value.page,
    ...(report.showdateselection && startDate && endDate ? { startDate, endDate } : {}),
    ...(sort ? { sort: sort.column, dir: sort.desc ? "desc" : "asc" } : {}),
    ...(value.state.search ? { search: value.state.search } : {}),
  };
  const result = useQuery({
    queryKey: reportKeys.page(query),
    queryFn: ({ signal }) => reportsApi.page(query, signal),
    placeholderData: keepPreviousData,
  });
  const table = result.data;
  const columns = useMemo(() => reportGridColumns(table?.columns ?? []), [table?.columns]);
  const setDate = (set: (v: string) => void) => (v: string) => {
    set(v);
    setValue((x) => ({ ...x, page: 1 }));
  };
  return (
    <Stack gap="sm">
      {report.showdateselection && (
        <Group gap="sm" align="end">
          <TextInput
            type="date"
            label="Start Date"
            value={startDate}
            onChange={(e) => setDate(setStartDate)(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="End Date"
            value={endDate}
            onChange={(e) => setDate(setEndDate)(e.currentTarget.value)}
          />
        </Group>
      )}
      {table?.countLabel && (
        <Text fw={600} data-testid="report-count">
          {table.countLabel}: {table.total}
        </Text>
      )}
      {table && <Totals table={table} />}
      <DataGrid<ReportRow>
        key={report.id}
        label={report.reportname}
        columns={columns}
        value={value}
        onChange={setValue}
        {...pagedQueryGridProps(result)}
        getRowId={(r) => String(r.id ?? JSON.stringify(r))}
        pageSizes={[100]}
        simple
        emptyText="No rows for this report"
        onExport={async () => {
          try {
            await reportsApi.exportXlsx(query);
          } catch (err) {
            notifyFailure(err, "Export failed");
          }
        }}
      />
    </Stack>
  );
};

/** /reports (spec 3 §2.13): the reports the user may run, one grid per report, Report.xlsx export. */
export const ReportsPage = () => {
  const [params, setParams] = useSearchParams();
  const catalogue = useQuery({ queryKey: reportKeys.catalogue, queryFn: reportsApi.catalogue });
  const reports = catalogue.data ?? [];
  const selected = reports.find((r) => String(r.id) === params.get("id"));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Reports
      </Title>
      {catalogue.isError && <Alert color="red">{String(catalogue.error)}</Alert>}
      {catalogue.isSuccess && !reports.length && <Text>No reports have been assigned to you.</Text>}
      <Select
        label="Report"
        placeholder="Select a report"
        searchable
        w={360}
        data={reports.map((r) => ({ value: String(r.id), label: r.reportname }))}
        value={selected ? String(selected.id) : null}
        onChange={(v) => setParams(v ? { id: v } : {})}
      />
      {selected && isMapReportId(selected.id) && (
        <Anchor component={Link} to={MAP_ROUTES[selected.id] ?? "/reports"}>
          Open the {selected.reportname}
        </Anchor>
      )}
      {selected && !isMapReportId(selected.id) && <ReportGrid key={selected.id} report={selected} />}
    </Stack>
  );
};
