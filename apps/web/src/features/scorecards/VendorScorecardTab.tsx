import type { ScorecardMetricsOut, VendorScorecard } from "@fm/domain/contracts";
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDateTime } from "../../components/datagrid/format.ts";
import { DataGrid, type GridColumn, moneyColumn } from "../../components/datagrid/index.ts";
import { LoadPanel } from "../../components/LoadPanel.tsx";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { formatMinutes, formatRate } from "./scorecard-format.ts";
import { scorecardKeys, scorecardsApi } from "./scorecards-api.ts";

type TradeRow = VendorScorecard["trades"][number];

const rateColumn = (
  name: keyof ScorecardMetricsOut & keyof TradeRow,
  caption: string,
): GridColumn<TradeRow> => ({
  name,
  caption,
  type: "number",
  width: 130,
  align: "right",
  cell: (r) => formatRate(r[name] as number | null),
});

const columns: GridColumn<TradeRow>[] = [
  { name: "tradename", caption: "Trade", width: 180 },
  { name: "lines", caption: "Dispatches", type: "number", width: 110, align: "right" },
  rateColumn("acceptancerate", "Acceptance"),
  rateColumn("ontimearrival", "On-Time Arrival"),
  rateColumn("slacompliance", "SLA Compliance"),
  rateColumn("firsttimefix", "First-Time Fix"),
  rateColumn("invoiceaccuracy", "Invoice Accuracy"),
  moneyColumn<TradeRow>("averagecost", "Average Cost", 130),
  rateColumn("costindex", "Cost vs Trade"),
];

const STATS: { key: keyof ScorecardMetricsOut; label: string; hint: string }[] = [
  { key: "acceptancerate", label: "Acceptance", hint: "accepted of the dispatches decided" },
  { key: "acceptminutes", label: "Time to Accept", hint: "mean, from dispatch" },
  { key: "ontimearrival", label: "On-Time Arrival", hint: "check-in by the scheduled time" },
  { key: "slacompliance", label: "SLA Compliance", hint: "completed by the due date" },
  { key: "firsttimefix", label: "First-Time Fix", hint: "no recall within 30 days" },
  { key: "invoiceaccuracy", label: "Invoice Accuracy", hint: "approved without change" },
  { key: "averagecost", label: "Average Cost", hint: "mean vendor bill" },
  { key: "costindex", label: "Cost vs Trade", hint: "100 % = the trades' average bill" },
];

const statValue = (key: keyof ScorecardMetricsOut, m: ScorecardMetricsOut) => {
  const v = m[key];
  if (key === "acceptminutes") return formatMinutes(v);
  if (key === "averagecost") return v === null ? "—" : `$${v.toFixed(2)}`;
  return formatRate(v);
};

/** The Scorecard tab of /vendor/details (issue 32 §4): the vendor's rates overall, then per trade. */
const searchText = (r: TradeRow) => r.tradename;

export const VendorScorecardTab = ({ vendorId }: { vendorId: number }) => {
  const queryClient = useQueryClient();
  const card = { queryKey: scorecardKeys.vendor(vendorId), queryFn: () => scorecardsApi.vendor(vendorId) };
  const query = useQuery(card);
  // The trades' grid reads the same answer (one request).
  const tab = useLocalGridTab<TradeRow>({
    queryKey: [...scorecardKeys.vendor(vendorId), "trades"],
    queryFn: async () => (await queryClient.fetchQuery(card)).trades,
    columns,
    pageSize: 20,
    searchText,
  });
  if (query.isPending) return <LoadPanel />;
  if (query.error)
    return (
      <Alert color="red" title="The scorecard could not be loaded">
        {query.error.message}
      </Alert>
    );
  const data = query.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {data.overall.lines} dispatches
        {data.overall.score !== null && ` · Score ${data.overall.score}`}
        {data.refreshedat && ` · updated ${formatDateTime(data.refreshedat)}`}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {STATS.map((s) => (
          <Paper key={s.key} withBorder p="xs">
            <Text size="xs" c="dimmed">
              {s.label}
            </Text>
            <Text fw={700} size="lg">
              {statValue(s.key, data.overall)}
            </Text>
            <Text size="xs" c="dimmed">
              {s.hint}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={3} size="h5">
        By trade
      </Title>
      <DataGrid
        {...tab.grid}
        label="Scorecard by trade"
        getRowId={(r) => String(r.tradeid)}
        emptyText="No dispatches yet"
        height={320}
      />
    </Stack>
  );
};
