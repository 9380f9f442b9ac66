import type { RateDetail } from "@fm/domain/contracts";
import { Button, Select } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type ActionItem, ActionsMenu } from "../ActionsMenu.tsx";
import { confirmDialog } from "../confirm-dialog.tsx";
import { actionsColumn, DataGrid, type GridColumn } from "../datagrid/index.ts";
import { FormModal } from "../FormModal.tsx";
import { type RateEditorApi, RatesGrid } from "../rate-editor/index.ts";
import { useApiMutation, useFormMutation } from "../use-api-mutation.ts";
import { useLocalGridTab } from "../use-local-grid-tab.ts";

/** A trade of a customer or a vendor with its rates. */
export interface PartyTrade {
  id: number;
  tradeid: number;
  tradename: string;
  rates: readonly RateDetail[];
}

export interface TradeChoice {
  tradeid: number;
  tradename: string;
}

/** What differs between a customer's and a vendor's Trades tab: the calls, and the vendor's Copy Trade. */
export interface PartyTradesSource<T extends PartyTrade> {
  /** "customer" | "vendor", in the popups' wording. */
  party: string;
  queryKey: readonly unknown[];
  list: () => Promise<T[]>;
  /** Every trade (the tab offers the ones the party lacks); undefined while loading. */
  allTrades: readonly TradeChoice[] | undefined;
  add: (trade: TradeChoice) => Promise<unknown>;
  remove: (trade: T) => Promise<unknown>;
  rateApi: (trade: T, refresh: () => Promise<unknown>) => RateEditorApi;
  /** More row actions of an editable tab (a vendor's Copy Trade). */
  moreActions?: { key: string; label: string; run: (trade: T) => void }[];
}

/** Add Trade popup: a searchable select of only the trades the party lacks ('Trade is required.'). */
const AddTradeModal = ({
  party,
  missing,
  add,
  invalidates,
  onClose,
}: {
  party: string;
  missing: readonly TradeChoice[];
  add: (trade: TradeChoice) => Promise<unknown>;
  invalidates: readonly unknown[];
  onClose: () => void;
}) => {
  const form = useForm<{ tradeid: string | null }>({
    initialValues: { tradeid: null },
    validate: { tradeid: (v) => (v ? null : "Trade is required.") },
  });
  const save = useFormMutation({
    mutationFn: (tradeid: number) =>
      add({ tradeid, tradename: missing.find((t) => t.tradeid === tradeid)?.tradename ?? "" }),
    invalidates: [invalidates],
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
        nothingFoundMessage={`The ${party} has every trade`}
        {...form.getInputProps("tradeid")}
        comboboxProps={{ withinPortal: true }}
      />
    </FormModal>
  );
};

type Row<T> = T & { ratecount: number };

/**
 * The Trades tab of a customer or a vendor (spec 3 §2.5, §2.8, §2.9): a grid of the party's trades (trade,
 * number of rates); a trade's rates open in its detail row (the shared RatesGrid and rate editor); Add Trade,
 * and Remove Trade (plus the source's own actions) in the row's Actions.
 */
export const PartyTradesTab = <T extends PartyTrade>({
  source,
  readOnly = false,
}: {
  source: PartyTradesSource<T>;
  readOnly?: boolean;
}) => {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: source.queryKey });
  const remove = useApiMutation({
    mutationFn: source.remove,
    invalidates: [source.queryKey],
    success: "Trade removed",
    failure: "Failed to remove the trade",
  });
  const items: ActionItem[] = [
    ...(source.moreActions ?? []).map(({ key, label }) => ({ key, label })),
    { key: "remove", label: "Remove Trade", danger: true, divider: Boolean(source.moreActions?.length) },
  ];
  const columns: GridColumn<Row<T>>[] = [
    { name: "tradename", caption: "Trade", width: 320 },
    { name: "ratecount", caption: "Rates", width: 100, type: "number" },
    ...(readOnly
      ? []
      : [
          actionsColumn<Row<T>>((t) => (
            <ActionsMenu
              label={`Actions for ${t.tradename}`}
              items={items}
              onSelect={async (item) => {
                const more = source.moreActions?.find((a) => a.key === item.key);
                if (more) return more.run(t);
                if (await confirmDialog(`Remove the trade ${t.tradename} from this ${source.party}?`))
                  remove.mutate(t);
              }}
            />
          )),
        ]),
  ];
  const tab = useLocalGridTab<Row<T>, T>({
    queryKey: source.queryKey,
    queryFn: source.list,
    prepare: (rows) => rows.map((t) => ({ ...t, ratecount: t.rates.length })),
    columns,
    pageSize: 10,
    initialSort: [{ column: "tradename", desc: false }],
    searchText: (t) => t.tradename,
  });
  const have = new Set((tab.query.data ?? []).map((t) => t.tradeid));
  const missing = (source.allTrades ?? []).filter((t) => !have.has(t.tradeid));
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
            api={source.rateApi(t, refresh)}
            queryKey={[...source.queryKey, t.id]}
            readOnly={readOnly}
          />
        )}
        toolbarEnd={
          readOnly ? undefined : (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
              Add Trade
            </Button>
          )
        }
      />
      {adding && (
        <AddTradeModal
          party={source.party}
          missing={missing}
          add={source.add}
          invalidates={source.queryKey}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
};
