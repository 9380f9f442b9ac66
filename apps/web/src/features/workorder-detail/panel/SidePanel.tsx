import { webHref } from "@fm/domain/contracts";
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import {
  DataGrid,
  defaultGridState,
  formatMoney,
  type GridColumn,
  type GridValue,
} from "../../../components/datagrid/index.ts";
import { applyLocalGrid } from "../../../components/local-grid.ts";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { CheckInTrailPanel } from "../../field/index.ts";
import { ServiceChannelSyncPanel } from "../../servicechannel-sync/index.ts";
import {
  detailApi,
  detailKeys,
  type PastVendor,
  type TradeRate,
  type VendorRates,
  type WorkOrderDetail,
} from "../detail-api.ts";
import { vendorKeys } from "../vendor-lines/vendor-api.ts";
import { ProviderPassword } from "./ProviderPassword.tsx";

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder p="xs" radius="sm" component="section" aria-label={title}>
    <Title order={6} mb={6}>
      {title}
    </Title>
    {children}
  </Paper>
);

/** A small, whole list in a DataGrid (the project's one grid), without the filter row. */
const PanelGrid = <Row extends object>({
  label,
  columns,
  rows,
  loading,
  error,
  emptyText,
  getRowId,
  renderDetail,
  height = 260,
}: {
  label: string;
  columns: GridColumn<Row>[];
  rows: readonly Row[];
  loading: boolean;
  error: unknown;
  emptyText: string;
  getRowId: (r: Row) => string;
  renderDetail?: (r: Row) => ReactNode;
  height?: number;
}) => {
  const [grid, setGrid] = useState<GridValue>(() => ({ state: defaultGridState(columns, 10), page: 1 }));
  const data = applyLocalGrid(rows, grid.state, grid.page, {
    types: {},
    searchText: (r) => Object.values(r).join(" "),
  });
  return (
    <DataGrid
      label={label}
      columns={columns}
      value={grid}
      onChange={setGrid}
      data={data}
      loading={loading}
      error={error}
      getRowId={getRowId}
      renderDetail={renderDetail}
      emptyText={emptyText}
      height={Math.min(height, 150 + Math.max(2, data.rows.length) * 34)}
      simple
    />
  );
};

const rate = (v: number | null) => (v === null ? "" : formatMoney(v));

const customerRateColumns: GridColumn<TradeRate>[] = [
  { name: "tradename", caption: "Trade", width: 110 },
  { name: "statecodes", caption: "State", width: 60, cell: (r) => r.statecodes.join(", ") || "All" },
  { name: "regularrate", caption: "RT", width: 74, align: "right", cell: (r) => rate(r.regularrate) },
  { name: "overtimerate", caption: "OT", width: 74, align: "right", cell: (r) => rate(r.overtimerate) },
  { name: "holidayrate", caption: "DT/H", width: 74, align: "right", cell: (r) => rate(r.holidayrate) },
  { name: "tripcharge", caption: "TC", width: 74, align: "right", cell: (r) => rate(r.tripcharge) },
];

const VendorRatesTable = ({ rates }: { rates: TradeRate[] }) =>
  rates.length ? (
    <Table fz="xs" withRowBorders={false} aria-label="Rates by trade">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Trade</Table.Th>
          <Table.Th>RR</Table.Th>
          <Table.Th>OT</Table.Th>
          <Table.Th>DT</Table.Th>
          <Table.Th>TC</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rates.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.tradename}</Table.Td>
            <Table.Td>{rate(r.regularrate)}</Table.Td>
            <Table.Td>{rate(r.overtimerate)}</Table.Td>
            <Table.Td>{rate(r.holidayrate)}</Table.Td>
            <Table.Td>{rate(r.tripcharge)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  ) : (
    <Text size="xs" c="dimmed">
      No rates for this order's trades.
    </Text>
  );

/**
 * Right-side panel (spec 2 §2): management provider, the customer's trade rates for the job site's state,
 * special procedures, the attached vendors with their rates, and vendors used before at this job site.
 */
export const SidePanel = ({
  wo,
  readOnly,
  canAttach,
}: {
  wo: WorkOrderDetail;
  readOnly: boolean;
  canAttach: boolean;
}) => {
  const statecode = wo.jobsite.statecode;
  const customerRates = useQuery({
    queryKey: detailKeys.tradeRates(wo.customerid, statecode),
    queryFn: () => detailApi.tradeRates(wo.customerid, statecode),
  });
  const vendorRates = useQuery({
    queryKey: detailKeys.vendorRates(wo.id),
    queryFn: () => detailApi.vendorRates(wo.id),
  });
  const pastVendors = useQuery({
    queryKey: detailKeys.pastVendors(wo.id),
    queryFn: () => detailApi.pastVendors(wo.id),
  });
  const attachVendor = useApiMutation({
    mutationFn: (v: PastVendor) => detailApi.attachVendor(wo.id, v.vendorid),
    success: "Vendor Saved",
    invalidates: [detailKeys.all(wo.id), vendorKeys.lines(wo.id)],
  });
  const attaching = attachVendor.isPending ? (attachVendor.variables?.vendorid ?? null) : null;
  const attach = (v: PastVendor) => attachVendor.mutate(v);

  const vendorColumns: GridColumn<VendorRates>[] = [
    {
      name: "vendorname",
      caption: "Vendor",
      width: 230,
      cell: (v) => (
        <Anchor href={`/vendor/details?id=${v.vendorid}`} target="_blank" rel="noopener" size="sm">
          {v.vendorname}
        </Anchor>
      ),
    },
    { name: "rates", caption: "Trades", width: 120, cell: (v) => v.rates.map((r) => r.tradename).join(", ") },
  ];
  const pastColumns: GridColumn<PastVendor>[] = [
    {
      name: "vendorname",
      caption: "Vendor",
      width: 170,
      cell: (v) => (
        <Anchor href={`/vendor/details?id=${v.vendorid}`} target="_blank" rel="noopener" size="sm">
          {v.vendorname}
        </Anchor>
      ),
    },
    { name: "timesused", caption: "Used", type: "number", width: 60, align: "right" },
    {
      name: "attach",
      caption: "",
      width: 90,
      cell: (v) =>
        v.attached ? (
          <Text size="xs" c="dimmed">
            Attached
          </Text>
        ) : (
          <Button
            size="compact-xs"
            variant="light"
            disabled={readOnly || !canAttach || !v.dispatchable}
            title={v.dispatchable ? undefined : "Tier 6 and Redlined vendors cannot be dispatched"}
            loading={attaching === v.vendorid}
            onClick={() => void attach(v)}
          >
            Attach
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <CheckInTrailPanel workorderid={wo.id} canConfirm={!readOnly && canAttach} />
      <ServiceChannelSyncPanel workorderid={wo.id} />
      <Section title="Management Provider">
        {wo.provider ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {wo.provider.managementprovider}
            </Text>
            {webHref(wo.provider.webaddress) ? (
              <Anchor
                href={webHref(wo.provider.webaddress) ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                {wo.provider.webaddress}
              </Anchor>
            ) : (
              wo.provider.webaddress && <Text size="sm">{wo.provider.webaddress}</Text>
            )}
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                User Id:
              </Text>
              <Text size="sm">{wo.provider.userid ?? ""}</Text>
            </Group>
            {wo.provider.haspassword && <ProviderPassword workorderid={wo.id} />}
          </Stack>
        ) : (
          <Text size="sm">N/A</Text>
        )}
      </Section>
      <Section title={`Customer Rates (${statecode})`}>
        <PanelGrid
          label="Customer trade rates"
          columns={customerRateColumns}
          rows={customerRates.data ?? []}
          loading={customerRates.isPending}
          error={customerRates.error}
          emptyText="No Customer Rates found."
          getRowId={(r) => String(r.id)}
        />
      </Section>
      <Section title="Special Procedures">
        {wo.jobsite.specialprocedure?.trim() ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {wo.jobsite.specialprocedure}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No Procedures Found
          </Text>
        )}
      </Section>
      <Section title="Selected Vendors">
        <PanelGrid
          label="Selected vendors"
          columns={vendorColumns}
          rows={vendorRates.data ?? []}
          loading={vendorRates.isPending}
          error={vendorRates.error}
          emptyText="No Vendors Found"
          getRowId={(v) => String(v.vendorid)}
          renderDetail={(v) => <VendorRatesTable rates={v.rates} />}
          height={220}
        />
      </Section>
      <Section title="Previously Used Vendors">
        <PanelGrid
          label="Previously used vendors"
          columns={pastColumns}
          rows={pastVendors.data ?? []}
          loading={pastVendors.isPending}
          error={pastVendors.error}
          emptyText="No Previous Vendors Found"
          getRowId={(v) => String(v.vendorid)}
          height={260}
        />
      </Section>
    </Stack>
  );
};
