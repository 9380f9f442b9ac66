import type { VendorTrade } from "@fm/domain/contracts";
import { MultiSelect, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormModal } from "../../components/FormModal.tsx";
import { PartyTradesTab } from "../../components/party-trades/index.ts";
import { useFormMutation } from "../../components/use-api-mutation.ts";
import type { VendorRecordTabProps } from "./vendor-record-tab-props.ts";
import { vendorRateApi, vendorRecordKeys, vendorRecordsApi } from "./vendor-records-api.ts";

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

/**
 * Trades tab of a vendor (spec 3 §2.8, §2.9): the shared party Trades tab over the vendor's calls, with Copy
 * Trade in a trade's Actions.
 */
export const VendorTradesTab = ({ vendorId, readOnly }: VendorRecordTabProps) => {
  const [copying, setCopying] = useState<VendorTrade | null>(null);
  const allTrades = useQuery({
    queryKey: ["lookups", "trades"],
    queryFn: vendorRecordsApi.tradeList,
    enabled: !readOnly,
  });
  return (
    <>
      <PartyTradesTab
        readOnly={readOnly}
        source={{
          party: "vendor",
          queryKey: vendorRecordKeys.trades(vendorId),
          list: () => vendorRecordsApi.trades(vendorId),
          allTrades: allTrades.data,
          add: (t) => vendorRecordsApi.addTrade(vendorId, t.tradeid, t.tradename),
          remove: (t) => vendorRecordsApi.removeTrade(vendorId, t.tradeid),
          rateApi: vendorRateApi,
          moreActions: [{ key: "copy", label: "Copy Trade", run: setCopying }],
        }}
      />
      {copying && <CopyTradeModal vendorId={vendorId} trade={copying} onClose={() => setCopying(null)} />}
    </>
  );
};
