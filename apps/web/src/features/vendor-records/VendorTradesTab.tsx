import type { VendorTrade } from "@fm/domain/contracts";
import { Accordion, Button, Group, MultiSelect, Select, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCopy, IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { confirmDialog } from "../../components/confirm-dialog.tsx";
import { FormModal } from "../../components/FormModal.tsx";
import { RatesGrid } from "../../components/rate-editor/index.ts";
import { useApiMutation, useFormMutation } from "../../components/use-api-mutation.ts";
import type { VendorRecordTabProps } from "./vendor-record-tab-props.ts";
import { vendorRateApi, vendorRecordKeys, vendorRecordsApi } from "./vendor-records-api.ts";

/** Add Trade popup: only the trades the vendor lacks ('Trade is required.'). */
const AddTradeModal = ({
  vendorId,
  missing,
  onClose,
}: {
  vendorId: number;
  missing: { tradeid: number; tradename: string }[];
  onClose: () => void;
}) => {
  const form = useForm<{ tradeid: string | null }>({
    initialValues: { tradeid: null },
    validate: { tradeid: (v) => (v ? null : "Trade is required.") },
  });
  const save = useFormMutation({
    mutationFn: (tradeid: number) =>
      vendorRecordsApi.addTrade(
        vendorId,
        tradeid,
        missing.find((t) => t.tradeid === tradeid)?.tradename ?? "",
      ),
    invalidates: [vendorRecordKeys.trades(vendorId)],
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
        nothingFoundMessage="The vendor has every trade"
        {...form.getInputProps("tradeid")}
        comboboxProps={{ withinPortal: true }}
      />
    </FormModal>
  );
};

/**
 * Copy Trade popup: the trade with its rates goes to the vendors chosen (e.g. the other branches of a
 * contractor); rates a vendor already has by name are kept (docs/decisions/0015v-vendor-copy-trades.md).
 */
const CopyTradeModal = ({
  vendorId,
  trade,
  onClose,
}: {
  vendorId: number;
  trade: VendorTrade;
  onClose: () => void;
}) => {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<{ value: string; label: string }[]>([]);
  const candidates = useQuery({
    queryKey: ["vendors", vendorId, "copy-candidates", debounced],
    queryFn: () => vendorRecordsApi.copyCandidates(vendorId, debounced),
  });
  const form = useForm<{ vendorids: string[] }>({
    initialValues: { vendorids: [] },
    validate: { vendorids: (v) => (v.length ? null : "Choose at least one vendor.") },
  });
  const save = useFormMutation({
    mutationFn: (ids: number[]) => vendorRecordsApi.copyTrade(trade, ids),
    invalidates: [vendorRecordKeys.trades(vendorId)],
    success: "Trade copied",
    onClose,
  });
  const options = [
    ...picked,
    ...(candidates.data ?? [])
      .map((c) => ({ value: String(c.id), label: `${c.name} (${c.city}, ${c.statecode})` }))
      .filter((o) => !picked.some((p) => p.value === o.value)),
  ];
  return (
    <FormModal
      form={form}
      title={`Copy Trade ${trade.tradename}`}
      width={600}
      height={360}
      onClose={onClose}
      onSubmit={(v) => save.mutateAsync(v.vendorids.map(Number))}
    >
      <Text size="sm" mb="xs">
        {trade.tradename} and its {trade.rates.length} rate{trade.rates.length === 1 ? "" : "s"} will be added
        to the vendors chosen. Rates a vendor already has (same name) are kept.
      </Text>
      <MultiSelect
        label="Vendors"
        withAsterisk
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        filter={({ options: o }) => o}
        nothingFoundMessage={candidates.isPending ? "Loading..." : "No vendor found"}
        {...form.getInputProps("vendorids")}
        onChange={(ids) => {
          form.setFieldValue("vendorids", ids);
          setPicked(options.filter((o) => ids.includes(o.value)));
        }}
        comboboxProps={{ withinPortal: true }}
      />
    </FormModal>
  );
};

/** Trades tab (spec 3 §2.8, §2.9): the vendor's trades, each with its rates through the one rate editor. */
export const VendorTradesTab = ({ vendorId, readOnly }: VendorRecordTabProps) => {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [copying, setCopying] = useState<VendorTrade | null>(null);
  const trades = useQuery({
    queryKey: vendorRecordKeys.trades(vendorId),
    queryFn: () => vendorRecordsApi.trades(vendorId),
  });
  const allTrades = useQuery({
    queryKey: ["lookups", "trades"],
    queryFn: vendorRecordsApi.tradeList,
    enabled: !readOnly,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorRecordKeys.trades(vendorId) });
  const remove = useApiMutation({
    mutationFn: (t: VendorTrade) => vendorRecordsApi.removeTrade(vendorId, t.tradeid),
    invalidates: [vendorRecordKeys.trades(vendorId)],
    success: "Trade removed",
    failure: "Failed to remove the trade",
  });
  const have = new Set((trades.data ?? []).map((t) => t.tradeid));
  const missing = (allTrades.data ?? []).filter((t) => !have.has(t.tradeid));
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text c="dimmed" size="sm">
          {trades.data?.length
            ? `${trades.data.length} trade(s)`
            : trades.isPending
              ? "Loading..."
              : "No trades yet"}
        </Text>
        {!readOnly && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            Add Trade
          </Button>
        )}
      </Group>
      <Accordion variant="separated" multiple>
        {(trades.data ?? []).map((t) => (
          <Accordion.Item key={t.id} value={String(t.id)}>
            <Accordion.Control>
              {t.tradename} ({t.rates.length} rate{t.rates.length === 1 ? "" : "s"})
            </Accordion.Control>
            <Accordion.Panel>
              <RatesGrid
                label={`${t.tradename} rates`}
                rates={t.rates}
                api={vendorRateApi(t, refresh)}
                queryKey={[...vendorRecordKeys.trades(vendorId), t.id]}
                readOnly={readOnly}
              />
              {!readOnly && (
                <Group justify="flex-end" mt="xs">
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconCopy size={14} />}
                    onClick={() => setCopying(t)}
                  >
                    Copy Trade
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    onClick={async () => {
                      if (await confirmDialog(`Remove the trade ${t.tradename} from this vendor?`))
                        remove.mutate(t);
                    }}
                  >
                    Remove Trade
                  </Button>
                </Group>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {adding && <AddTradeModal vendorId={vendorId} missing={missing} onClose={() => setAdding(false)} />}
      {copying && <CopyTradeModal vendorId={vendorId} trade={copying} onClose={() => setCopying(null)} />}
    </>
  );
};
