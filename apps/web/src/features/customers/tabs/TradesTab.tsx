import { IdResult } from "@fm/domain/contracts";
import { api } from "../../../api/instance.ts";
import { PartyTradesTab } from "../../../components/party-trades/index.ts";
import type { RateEditorApi } from "../../../components/rate-editor/index.ts";
import { type CustomerLists, type CustomerTrade, customerKeys, customersApi } from "../customers-api.ts";

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

/** Trades tab of a customer (spec 3 §2.5, §2.9): the shared party Trades tab over the customer's calls. */
export const TradesTab = ({
  customerid,
  lists,
  readOnly,
}: {
  customerid: number;
  lists: CustomerLists | undefined;
  /** From the record's abilities (addTrade): a reader sees the trades and rates without the actions. */
  readOnly: boolean;
}) => (
  <PartyTradesTab
    readOnly={readOnly}
    source={{
      party: "customer",
      queryKey: customerKeys.trades(customerid),
      list: () => customersApi.trades(customerid),
      allTrades: lists?.trades,
      add: (t) => customersApi.addTrade(customerid, t.tradeid),
      remove: (t) => customersApi.removeTrade(customerid, t.tradeid),
      rateApi: rateApiFor,
    }}
  />
);
