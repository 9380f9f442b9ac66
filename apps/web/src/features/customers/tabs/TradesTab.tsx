import { IdResult } from "@fm/domain/contracts";
import { Button, Select } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../../api/instance.ts";
import { ActionsMenu } from "../../../components/ActionsMenu.tsx";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { actionsColumn, DataGrid, type GridColumn } from "../../../components/datagrid/index.ts";
import { FormModal } from "../../../components/FormModal.tsx";
import { type RateEditorApi, RatesGrid } from "../../../components/rate-editor/index.ts";
import { useApiMutation, useFormMutation } from "../../../components/use-api-mutation.ts";
import { useLocalGridTab } from "../../../components/use-local-grid-tab.ts";
import { type CustomerLists, type CustomerTrade, customerKeys, customersApi } from "../customers-api.ts";

/** Add Trade popup: a searchable select of only the trades the customer lacks ('Trade is required.'). */
const AddTradeModal = ({
  customerid,
  missing,
  onClose,
}: {
  customerid: number;
  missing: { tradeid: number; tradename: string }[];
  onClose: () => void;
}) => {
  const form = useForm<{ tradeid: string | null }>({
    initialValues: { tradeid: null },
    validate: { tradeid: (v) => (v ? null : "Trade is required.") },
  });
  const save = useFormMutation({
    mutationFn: (tradeid: number) => customersApi.addTrade(customerid, tradeid),
    invalidates: [customerKeys.trades(customerid)],
    success: "Trade added",
    onClose,
  });
  return (
    <FormModal
      form={form}
      title="Add Trade"
      width={500}
      height={300}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(Number(v.tradeid))}
    >
      <Select
        label="Trade"
        withAsterisk
        searchable
        // Focused first when the popup opens: the list opens on a click or a key, never over Save.
        openOnFocus={false}
        data={missing.map((t) => ({ value: String(t.tradeid), label: t.tradename }))}
        nothingFoundMessage="The customer has every trade"
        {...form.getInputProps("tradeid")}
        comboboxProps={{ withinPortal: true }}
      />
    </FormModal>
  );
};

const tradeSearchText = (t: TradeRow) => t.tradename;

const rateApiFor = (trade: CustomerTrade, refresh: () => Promise<unknown>): RateEditorApi => ({
  add: (values) =>
    api.post(
      "/api/customer/rate/add",
      { ...values, customertradeid: trade.customertradeid },
      { response: IdResult },
    ),
  update: (rate, values) =>
    api.put(
      "/api/customer/rate/update",
      { ...values, id: rate.id, version: rate.version },
      { response: IdResult },
    ),
  remove: (rate) => api.delete(`/api/customer/rate/delete/${rate.id}`, { response: IdResult }),
  refresh,
});

type TradeRow = CustomerTrade & { ratecount: number };

const prepareTrades = (rows: CustomerTrade[]): TradeRow[] =>
  rows.map((t) => ({ ...t, ratecount: t.rates.length }));

/**
 * Trades tab (spec 3 §2.5, §2.9): a grid of the customer's trades (trade, number of rates); a trade's rates open
 * in its detail row (the shared RatesGrid and rate editor); Add Trade, and Remove Trade in the row's Actions.
 */
export const TradesTab = ({
  customerid,
  lists,
}: {
  customerid: number;
  lists: CustomerLists | undefined;
}) => {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.trades(customerid) });
  const remove = useApiMutation({
    mutationFn: (t: CustomerTrade) => customersApi.removeTrade(customerid, t.tradeid),
    invalidates: [customerKeys.trades(customerid)],
    success: "Trade removed",
    failure: "Failed to remove the trade",
  });
  const columns: GridColumn<TradeRow>[] = [
    { name: "tradename", caption: "Trade", width: 320 },
    { name: "ratecount", caption: "Rates", width: 100, type: "number" },
    actionsColumn<TradeRow>((t) => (
      <ActionsMenu
        label={`Actions for ${t.tradename}`}
        items={[{ key: "remove", label: "Remove Trade", danger: true }]}
        onSelect={async () => {
          if (await confirmDialog(`Remove the trade ${t.tradename} from this customer?`)) remove.mutate(t);
        }}
      />
    )),
  ];
  const tab = useLocalGridTab<TradeRow, CustomerTrade>({
    queryKey: customerKeys.trades(customerid),
    queryFn: () => customersApi.trades(customerid),
    prepare: prepareTrades,
    columns,
    pageSize: 10,
    initialSort: [{ column: "tradename", desc: false }],
    searchText: tradeSearchText,
  });
  const have = new Set((tab.query.data ?? []).map((t) => t.tradeid));
  const missing = (lists?.trades ?? []).filter((t) => !have.has(t.tradeid));
  return (
    <>
      <DataGrid
        {...tab.grid}
        label="Trades"
        getRowId={(t) => String(t.id)}
        rowLabel={(t) => t.tradename}
        emptyText="No trades yet"
        height={480}
        renderDetail={(t) => (
          <RatesGrid
            label={`${t.tradename} rates`}
            rates={t.rates}
            api={rateApiFor(t, refresh)}
            queryKey={[...customerKeys.trades(customerid), t.id]}
          />
        )}
        toolbarEnd={
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            Add Trade
          </Button>
        }
      />
      {adding && <AddTradeModal customerid={customerid} missing={missing} onClose={() => setAdding(false)} />}
    </>
  );
};
