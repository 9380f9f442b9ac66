import type { WorkOrderListRow } from "@fm/domain/contracts";
import { Badge, Group, NumberInput, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import {
  actionsColumn,
  DataGrid,
  defaultGridState,
  filterTypes,
  formatDateTime,
  type GridColumn,
  GridLink,
  type GridValue,
  pagedQueryGridProps,
  toListQuery,
} from "../../components/datagrid/index.ts";
import { SlaPauseModal } from "./SlaPauseModal.tsx";
import { slaApi, slaKeys } from "./sla-api.ts";
import { formatMinutes, SLA_STATE_COLORS, SLA_STATE_LABELS } from "./sla-format.ts";

const PAGE_SIZE = 10;
const REFRESH_MS = 60_000;

const remaining = (r: WorkOrderListRow) =>
  r.sladueat ? Math.floor((new Date(r.sladueat).getTime() - Date.now()) / 60_000) : null;

const columns = (actions: (r: WorkOrderListRow) => React.ReactNode): GridColumn<WorkOrderListRow>[] => [
  {
    name: "wonumber",
    caption: "WO #",
    width: 130,
    cell: (r) => (
      <GridLink to={`/workorder/details?id=${r.id}&origin=dashboard`} strong>
        {r.wonumber}
      </GridLink>
    ),
  },
  { name: "customername", caption: "Customer", width: 180 },
  { name: "jobsite", caption: "Job Site", width: 160 },
  { name: "priority", caption: "Priority", width: 110 },
  { name: "status", caption: "Status", width: 130 },
  { name: "sladueat", caption: "SLA Due", type: "date", width: 160, cell: (r) => formatDateTime(r.sladueat) },
  {
    name: "remaining",
    caption: "Remaining",
    width: 110,
    sortable: false,
    filterable: false,
    cell: (r) => formatMinutes(remaining(r)),
  },
  {
    name: "slastate",
    caption: "SLA",
    width: 100,
    sortable: false,
    filterable: false,
    cell: (r) =>
      r.slastate ? (
        <Badge variant="light" color={SLA_STATE_COLORS[r.slastate]}>
          {SLA_STATE_LABELS[r.slastate]}
        </Badge>
      ) : null,
  },
  actionsColumn(actions),
];

/** The dispatcher dashboard's at-risk queue (issue 32): open orders whose next SLA clock breaches soon. */
export const AtRiskQueue = () => {
  const [minutes, setMinutes] = useState<number | "">("");
  const [pausing, setPausing] = useState<WorkOrderListRow | null>(null);
  const cols = useMemo(
    () =>
      columns((r) => (
        <ActionsMenu
          label={`SLA actions for ${r.wonumber}`}
          items={[{ key: "pause" as const, label: "Pause SLA Clock" }]}
          onSelect={() => setPausing(r)}
        />
      )),
    [],
  );
  const types = useMemo(() => filterTypes(cols), [cols]);
  const [value, setValue] = useState<GridValue>(() => ({
    state: { ...defaultGridState(cols, PAGE_SIZE), sort: [{ column: "sladueat", desc: false }] },
    page: 1,
  }));
  const query = useMemo(() => {
    const q = toListQuery(value.state, value.page, types);
    if (minutes !== "") q.minutes = minutes;
    return q;
  }, [value, types, minutes]);
  const result = useQuery({
    queryKey: slaKeys.atRisk(query),
    queryFn: ({ signal }) => slaApi.atRisk(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          SLA At Risk
        </Title>
        <Group gap="xs" align="flex-end">
          <NumberInput
            size="xs"
            w={190}
            label="Breach within (minutes)"
            placeholder="Default"
            min={1}
            max={10080}
            allowDecimal={false}
            allowNegative={false}
            value={minutes}
            onChange={(v) => {
              setMinutes(typeof v === "number" ? v : "");
              setValue((x) => ({ ...x, page: 1 }));
            }}
          />
        </Group>
      </Group>
      <DataGrid
        label="SLA at-risk work orders"
        columns={cols}
        value={value}
        onChange={setValue}
        {...pagedQueryGridProps(result)}
        getRowId={(r) => String(r.id)}
        rowLabel={(r) => r.wonumber}
        emptyText="No work order is at risk"
      />
      <Text size="xs" c="dimmed">
        Breached orders stay here until their clock is met, paused or the work is done.
      </Text>
      {pausing && (
        <SlaPauseModal
          workorderid={pausing.id}
          wonumber={pausing.wonumber}
          onClose={() => setPausing(null)}
        />
      )}
    </Stack>
  );
};
