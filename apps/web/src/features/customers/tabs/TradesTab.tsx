import { IdResult } from "@fm/domain/contracts";
import { Accordion, Button, Group, Select, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../../api/instance.ts";
import { confirmDialog } from "../../../components/confirm-dialog.tsx";
import { FormModal } from "../../../components/FormModal.tsx";
import { type RateEditorApi, RatesGrid } from "../../../components/rate-editor/index.ts";
import { useApiMutation, useFormMutation } from "../../../components/use-api-mutation.ts";
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

/** Trades tab (spec 3 §2.5, §2.9): the customer's trades, each with its rates grid and rate editor. */
export const TradesTab = ({
  customerid,
  lists,
}: {
  customerid: number;
  lists: CustomerLists | undefined;
}) => {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const trades = useQuery({
    queryKey: customerKeys.trades(customerid),
    queryFn: () => customersApi.trades(customerid),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.trades(customerid) });
  const remove = useApiMutation({
    mutationFn: (t: CustomerTrade) => customersApi.removeTrade(customerid, t.tradeid),
    invalidates: [customerKeys.trades(customerid)],
    success: "Trade removed",
    failure: "Failed to remove the trade",
  });
  const have = new Set((trades.data ?? []).map((t) => t.tradeid));
  const missing = (lists?.trades ?? []).filter((t) => !have.has(t.tradeid));
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
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          Add Trade
        </Button>
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
                api={rateApiFor(t, refresh)}
                queryKey={[...customerKeys.trades(customerid), t.id]}
              />
              <Group justify="flex-end" mt="xs">
                <Button
                  size="xs"
                  color="red"
                  variant="subtle"
                  onClick={async () => {
                    if (await confirmDialog(`Remove the trade ${t.tradename} from this customer?`))
                      remove.mutate(t);
                  }}
                >
                  Remove Trade
                </Button>
              </Group>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {adding && <AddTradeModal customerid={customerid} missing={missing} onClose={() => setAdding(false)} />}
    </>
  );
};
