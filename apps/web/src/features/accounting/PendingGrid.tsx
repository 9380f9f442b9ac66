import { ACCOUNTING_PAGE_SIZE, type PendingSyncs } from "@fm/domain/contracts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { DataGrid, type GridColumn, type GridMenuItem } from "../../components/datagrid/index.ts";
import { useLabelledColumns } from "../../components/labels/index.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { accountingApi, accountingKeys } from "./accounting-api.ts";
import { ACCOUNTING_FIELDS, approvedColumn } from "./accounting-columns.tsx";
import { TransmissionLogGrid } from "./TransmissionLogGrid.tsx";

type ListName = keyof PendingSyncs;
type RowOf<L extends ListName> = PendingSyncs[L][number];

export interface PendingGridProps<L extends ListName> {
  list: L;
  label: string;
  columns: GridColumn<RowOf<L>>[];
  idOf: (row: RowOf<L>) => number;
  describe: (row: RowOf<L>) => string;
  searchText: (row: RowOf<L>) => string;
  /** Ticks changed on this page (not sent yet), by row id. */
  ticks: Readonly<Record<number, boolean>>;
  onTick: (ids: number[], value: boolean) => void;
  logTypeId: number;
  loadingText: string;
  rowMenu?: (row: RowOf<L>) => GridMenuItem[];
}

/** One tab of /accounting/pending: its rows (grid of 100) with per-row approval, 'Approve All' and its transmission log. */
export const PendingGrid = <L extends ListName>(p: PendingGridProps<L>) => {
  const queryClient = useQueryClient();
  const isApproved = (row: RowOf<L>) => p.ticks[p.idOf(row)] ?? row.approvedByAccounting;
  const columns = useLabelledColumns("workorder", p.columns, ACCOUNTING_FIELDS);
  const tab = useLocalGridTab<RowOf<L>>({
    queryKey: accountingKeys.pendingList(p.list),
    queryFn: () =>
      queryClient
        .fetchQuery({ queryKey: accountingKeys.pending, queryFn: accountingApi.pending, staleTime: 2000 })
        .then((all) => all[p.list] as RowOf<L>[]),
    columns: [approvedColumn(isApproved, (row, v) => p.onTick([p.idOf(row)], v), p.describe), ...columns],
    pageSize: ACCOUNTING_PAGE_SIZE,
    searchText: p.searchText,
  });
  const rows = tab.query.data ?? [];
  const approved = rows.filter(isApproved).length;
  return (
    <Stack gap="md">
      {tab.query.isPending ? (
        <Text size="sm" c="dimmed">
          {p.loadingText}
        </Text>
      ) : null}
      <DataGrid
        {...tab.grid}
        label={p.label}
        getRowId={(r) => String(p.idOf(r))}
        pageSizes={[10, 20, 50, 100]}
        rowMenu={p.rowMenu}
        rowStyle={(r) => (r.isError ? { background: "var(--mantine-color-red-0)" } : undefined)}
        emptyText="Nothing waiting"
        height={520}
        toolbar={
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconChecks size={14} />}
              disabled={rows.length === 0}
              onClick={() => p.onTick(tab.allRows().map(p.idOf), true)}
            >
              Approve All
            </Button>
            <Text size="xs" c="dimmed">
              {approved} of {rows.length} approved
            </Text>
          </Group>
        }
      />
      <TransmissionLogGrid typeId={p.logTypeId} />
    </Stack>
  );
};
