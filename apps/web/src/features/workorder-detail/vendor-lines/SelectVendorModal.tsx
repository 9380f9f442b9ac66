import type { GridPage } from "@fm/domain";
import { Group, SegmentedControl, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  DataGrid,
  defaultGridState,
  type GridValue,
  pagedQueryGridProps,
} from "../../../components/datagrid/index.ts";
import { SizedModal } from "../../../components/SizedModal.tsx";
import { useApiMutation } from "../../../components/use-api-mutation.ts";
import { VendorHistoryModal } from "../../../components/vendors/index.ts";
import { candidateColumns, PaperworkLegend } from "./candidate-columns.tsx";
import type { VendorCandidate, VendorLine, VendorTabWorkOrder } from "./types.ts";
import { vendorApi, vendorKeys } from "./vendor-api.ts";
import {
  DEFAULT_SELECTION_SORT,
  nextSelectionSort,
  RANKINGS,
  rankingNote,
  selectionSortParam,
  tradeForCandidate,
} from "./vendor-rules.ts";

/**
 * Select Vendor (spec 2 §2): vendors for the order's trades, by dispatch priority then distance, 20 a page.
 * Attach is offered only where the server says the vendor may be dispatched (not tier 6, Redlined or
 * excluded by the customer); the server refuses them anyway.
 */
export const SelectVendorModal = ({
  workorder,
  onClose,
  onAttached,
}: {
  workorder: VendorTabWorkOrder;
  onClose: () => void;
  onAttached: (lines: VendorLine[]) => void;
}) => {
  const tradeIds = useMemo(() => workorder.trades.map((t) => t.tradeid), [workorder.trades]);
  const [history, setHistory] = useState<VendorCandidate | null>(null);

  const attachVendor = useApiMutation({
    mutationFn: (v: VendorCandidate) =>
      vendorApi.attach(workorder.id, v.id, tradeForCandidate(workorder.trades, v.primarytrade)),
    success: "Vendor Saved",
    onSuccess: (lines) => {
      onAttached(lines);
      onClose();
    },
  });
  const attaching = attachVendor.isPending ? (attachVendor.variables?.id ?? null) : null;
  const attach = (v: VendorCandidate) => attachVendor.mutate(v);

  const columns = candidateColumns({ attaching, onAttach: (v) => void attach(v), onHistory: setHistory });
  const [value, setValue] = useState<GridValue>(() => ({
    state: { ...defaultGridState(columns, 20), sort: DEFAULT_SELECTION_SORT },
    page: 1,
  }));
  const onChange = (next: GridValue) => {
    const sort = nextSelectionSort(value.state.sort, next.state.sort);
    const sortChanged = JSON.stringify(sort) !== JSON.stringify(value.state.sort);
    setValue({ state: { ...next.state, sort }, page: sortChanged ? 1 : next.page });
  };

  const q = {
    workorderId: workorder.id,
    tradeIds,
    page: value.page,
    pageSize: value.state.pageSize,
    search: value.state.search,
    sort: selectionSortParam(value.state.sort),
  };
  const query = useQuery<GridPage<VendorCandidate>>({
    queryKey: [...vendorKeys.candidates(workorder.id), q],
    queryFn: () => vendorApi.candidates(q),
    placeholderData: keepPreviousData,
    meta: { logErrors: false },
  });

  const tradeNames = workorder.trades.map((t) => t.tradename).join(", ");
  return (
    <SizedModal onClose={onClose} title="Select Vendor" width="95%" height="90vh">
      <Group justify="space-between" gap="sm" mb={6} wrap="wrap">
        <Text size="sm" c="dimmed">
          {workorder.wonumber} · {tradeNames}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Rank by"
          value={selectionSortParam(value.state.sort) === "distance" ? "distance" : "priority"}
          onChange={(v) =>
            setValue({
              state: { ...value.state, sort: [...RANKINGS[v === "distance" ? "distance" : "priority"]] },
              page: 1,
            })
          }
          data={[
            { value: "priority", label: "Dispatch priority" },
            { value: "distance", label: "Distance" },
          ]}
        />
      </Group>
      <Text size="xs" c="dimmed" mb={6} data-testid="ranking-note">
        {rankingNote(value.state.sort, tradeNames)}
      </Text>
      <DataGrid
        label="Select Vendor"
        columns={columns}
        value={value}
        onChange={onChange}
        {...pagedQueryGridProps(query)}
        getRowId={(v) => String(v.id)}
        legend={<PaperworkLegend />}
        height={Math.max(400, Math.round(window.innerHeight * 0.9) - 110)}
        emptyText="No vendors found for these trades"
      />
      {history && (
        <VendorHistoryModal
          vendor={{ id: history.id, name: history.name }}
          onClose={() => setHistory(null)}
        />
      )}
    </SizedModal>
  );
};
