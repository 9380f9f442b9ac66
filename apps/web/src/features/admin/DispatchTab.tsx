import type { DispatchVendor } from "@fm/domain/contracts";
import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ActionsMenu } from "../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { DataGrid } from "../../components/datagrid/index.ts";
import { useApiMutation } from "../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../components/use-local-grid-tab.ts";
import { adminApi, adminKeys } from "./admin-api.ts";
import { dispatchColumns, dispatchSearchText } from "./dispatch-columns.tsx";
import { PriorityModal } from "./PriorityModal.tsx";
import { VendorPickerModal } from "./VendorPickerModal.tsx";

const TradeVendors = ({ tradeId, tradeName }: { tradeId: number; tradeName: string }) => {
  const [picking, setPicking] = useState(false);
  const [changing, setChanging] = useState<DispatchVendor | null>(null);
  const remove = useApiMutation({
    mutationFn: (v: DispatchVendor) => adminApi.updateDispatchVendor(v.tradeid, v.vendorid, 0),
    success: "Vendor Removed",
    invalidates: [adminKeys.dispatch(tradeId), adminKeys.tradeVendors(tradeId)],
  });
  const run = async (v: DispatchVendor, key: "priority" | "remove") => {
    if (key === "priority") return setChanging(v);
    if (
      await confirmDialog(
        `Remove ${v.name} from the dispatch vendors of ${tradeName}?`,
        "Remove Vendor",
        "Remove",
      )
    )
      remove.mutate(v);
  };
  const tab = useLocalGridTab({
    queryKey: adminKeys.dispatch(tradeId),
    queryFn: () => adminApi.dispatchVendors(tradeId),
    columns: dispatchColumns((v) => (
      <ActionsMenu
        label={`Actions for ${v.name}`}
        items={[
          { key: "priority" as const, label: "Change Priority" },
          { key: "remove" as const, label: "Remove", danger: true },
        ]}
        onSelect={(i) => void run(v, i.key)}
      />
    )),
    pageSize: 20,
    initialSort: [{ column: "priority", desc: false }],
    searchText: dispatchSearchText,
  });
  const rows = tab.query.data ?? [];
  const nextPriority = rows.reduce((m, r) => Math.max(m, r.priority), 0) + 1;
  return (
    <>
      <DataGrid
        {...tab.grid}
        label={`Dispatch vendors for ${tradeName}`}
        getRowId={(v) => String(v.vendorid)}
        onRowOpen={(v) => setChanging(v)}
        pageSizes={[10, 20, 50, 100]}
        emptyText="No dispatch vendors for this trade yet"
        toolbar={
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setPicking(true)}>
            Add Vendor
          </Button>
        }
      />
      {picking && (
        <VendorPickerModal
          tradeId={tradeId}
          tradeName={tradeName}
          nextPriority={nextPriority}
          onClose={() => setPicking(false)}
        />
      )}
      {changing && <PriorityModal vendor={changing} onClose={() => setChanging(null)} />}
    </>
  );
};

/** Dispatch tab (spec 3 §2.11): per trade, the preferred vendors and their priority (Select Vendor's order). */
export const DispatchTab = () => {
  const [tradeId, setTradeId] = useState<string | null>(null);
  const trades = useQuery({ queryKey: adminKeys.trades, queryFn: adminApi.trades });
  const trade = trades.data?.find((t) => String(t.tradeid) === tradeId);
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label="Trade"
          placeholder={trades.isPending ? "Loading..." : "Choose a trade"}
          searchable
          data={(trades.data ?? []).map((t) => ({ value: String(t.tradeid), label: t.tradename }))}
          value={tradeId}
          onChange={setTradeId}
          w={320}
          error={trades.isError ? trades.error.message : undefined}
        />
        <Text size="sm" c="dimmed" pb={6}>
          Priority 1 is offered first in Select Vendor. Redlined and tier 6 vendors cannot be added.
        </Text>
      </Group>
      {trade ? (
        <TradeVendors key={trade.tradeid} tradeId={trade.tradeid} tradeName={trade.tradename} />
      ) : (
        <Text c="dimmed">Choose a trade to see its dispatch vendors.</Text>
      )}
    </Stack>
  );
};
