import type { DispatchVendor, OutboxMessage, OutboxPage, VendorSelectionRow } from "@fm/domain/contracts";
import { type ApiWorkOrder, apiCall, jsonCall } from "./workorders.ts";

/** The set-password link of the newest mail to this address, read from the Outbox as an admin would. */
export const invitationLink = async (baseUrl: string, token: string, email: string): Promise<string> => {
  const page = await apiCall<OutboxPage>(baseUrl, token, "GET", "/api/admin/outbox", { search: email });
  const newest = page.rows.find((m) => m.to.includes(email));
  if (!newest) throw new Error(`no mail to ${email} in the outbox`);
  const mail = await apiCall<OutboxMessage>(baseUrl, token, "GET", "/api/admin/outbox/message", {
    id: newest.id,
  });
  const link = /(https?:\/\/\S+\/setpassword\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? "")?.[1];
  if (!link) throw new Error(`the mail to ${email} carries no set-password link`);
  return link;
};

type Order = ApiWorkOrder & { trades: { tradeid: number; tradename: string }[] };

/**
 * A Received demo order with one trade and no vendor, and an attachable vendor of that trade that is not a
 * dispatch vendor yet (the first such order: vendors.e2e takes the last ones).
 */
export const pickOrderAndNewVendor = async (baseUrl: string, token: string) => {
  const { rows } = await apiCall<{ rows: Order[] }>(baseUrl, token, "GET", "/api/workorder/getworkorders", {
    status: 1,
    pageSize: 100,
  });
  for (const order of rows.filter((r) => r.trades.length === 1 && r.vendors.length === 0)) {
    const trade = order.trades[0];
    if (!trade) continue;
    const page = await apiCall<{ rows: VendorSelectionRow[] }>(
      baseUrl,
      token,
      "GET",
      "/api/workorder/getvendorsbytrades",
      {
        workorderId: order.id,
        tradeIds: trade.tradeid,
        pageSize: 100,
      },
    );
    const vendor = page.rows.filter((v) => v.canattach && v.dispatchpriority === null).at(-1);
    if (vendor) return { order, trade, vendor };
  }
  throw new Error("no Received demo order with one trade and an attachable vendor outside the dispatch list");
};

/** Moves the trade's current dispatch vendors one place down, so priority 1 is free for the test's vendor. */
export const freeFirstPlace = async (baseUrl: string, token: string, tradeid: number) => {
  const list = await apiCall<DispatchVendor[]>(baseUrl, token, "GET", "/api/admin/getvendorsbytradeid", {
    tradeId: tradeid,
  });
  for (const v of list) {
    await jsonCall(baseUrl, token, "PUT", "/api/admin/updatedispatchvendor", {
      tradeid,
      vendorid: v.vendorid,
      priority: v.priority + 1,
    });
  }
};

/** The newest mail of a work order to an address, as queued for the SMTP worker, read from the Outbox. */
export const newestOrderMail = async (
  baseUrl: string,
  token: string,
  workorderid: number,
  to: string,
): Promise<OutboxMessage> => {
  const list = await apiCall<OutboxPage>(baseUrl, token, "GET", "/api/admin/outbox", {
    search: to,
    pageSize: 100,
  });
  const newest = list.rows.find((m) => m.workorderid === workorderid && m.to.includes(to));
  if (!newest) throw new Error(`no mail of order ${workorderid} to ${to} in the outbox`);
  return apiCall<OutboxMessage>(baseUrl, token, "GET", "/api/admin/outbox/message", { id: newest.id });
};
