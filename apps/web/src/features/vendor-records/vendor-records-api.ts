import {
  IdResult,
  type RateDetail,
  TradeLookups,
  VendorAttachment,
  VendorAttachmentList,
  VendorAttachmentSendDocResult,
  type VendorAttachmentUpdateBody,
  VendorPaymentPullStarted,
  VendorPayments,
  type VendorTrade,
  VendorTradeCandidates,
  VendorTrades,
  VendorTradesResult,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";
import { logError } from "../../api/log-error.ts";
import { uploadMultipart } from "../../api/upload.ts";
import type { RateEditorApi } from "../../components/rate-editor/index.ts";

export const vendorRecordKeys = {
  trades: (id: number) => ["vendors", id, "trades"] as const,
  attachments: (id: number) => ["vendors", id, "attachments"] as const,
  payments: (id: number) => ["vendors", id, "payments"] as const,
};

/** The calls of the Trades, Attachments and Payments tabs of the vendor details page (spec 3 §7.2). */
export const vendorRecordsApi = {
  tradeList: () => api.get("/api/trades/tradelist", { response: TradeLookups }),
  trades: (vendorid: number) =>
    api.get("/api/vendor/gettrades", { query: { vendorid }, response: VendorTrades }),
  addTrade: (vendorid: number, tradeid: number, tradename: string) =>
    api.post("/api/vendor/trade/add", { vendorid, tradeid, tradename }, { response: VendorTradesResult }),
  removeTrade: (vendorid: number, tradeid: number) =>
    api.put("/api/vendor/trade/remove", { vendorid, tradeid }, { response: VendorTradesResult }),
  copyTrade: (trade: VendorTrade, vendorids: number[]) =>
    api.post(
      `/api/vendor/copytrade/${trade.vendortradeid}`,
      vendorids.map((vendorid) => ({ tradeid: trade.tradeid, vendorid })),
      { response: VendorTradesResult },
    ),
  copyCandidates: (vendorid: number, search: string) =>
    api.get("/api/vendor/copytrade/candidates", {
      query: { vendorid, search },
      response: VendorTradeCandidates,
    }),
  attachments: (vendorid: number) =>
    api.get("/api/vendor/attachments", { query: { vendorid }, response: VendorAttachmentList }),
  upload: async (
    input: { vendorid: number; attachmenttypeid: number; expirationdate: string | null; notify: boolean },
    files: readonly File[],
    onProgress: (p: number) => void,
  ) => {
    const form = new FormData();
    form.append("vendorid", String(input.vendorid));
    form.append("attachmenttypeid", String(input.attachmenttypeid));
    if (input.expirationdate) form.append("expirationdate", input.expirationdate);
    for (const f of files) form.append("files", f, f.name);
    const path = `/api/vendor/attachfile${input.notify ? "?notify=true" : ""}`;
    return VendorAttachmentList.parse(await uploadMultipart(path, form, onProgress));
  },
  updateAttachment: (body: VendorAttachmentUpdateBody) =>
    api.put("/api/vendor/updateattachment", body, { response: VendorAttachment }),
  removeAttachment: (id: number, version: number) =>
    api.delete(`/api/vendor/removeattachment/${id}`, { query: { version }, response: IdResult }),
  sendDoc: (vendorid: number, doctype: number) =>
    api.post(`/api/vendor/senddoc/${vendorid}/${doctype}`, undefined, {
      response: VendorAttachmentSendDocResult,
    }),
  payments: (vendorid: number) =>
    api.get("/api/vendor/payments", { query: { vendorid }, response: VendorPayments }),
  refreshPayments: (vendorid: number) =>
    api.post("/api/vendor/payments/refresh", undefined, {
      query: { vendorid },
      response: VendorPaymentPullStarted,
    }),
};

/** How a vendor trade's rates grid reaches the vendor rate calls (the ONE rate editor, spec 3 §2.9). */
export const vendorRateApi = (trade: VendorTrade, refresh: () => Promise<unknown>): RateEditorApi => ({
  // A failed vendor add-rate is also logged under the tag add-rates (spec 3 §8).
  add: (values) =>
    api
      .post("/api/vendor/rate/add", { ...values, vendortradeid: trade.vendortradeid }, { response: IdResult })
      .catch(async (err: unknown) => {
        await logError(err, "add-rates", `vendor trade ${trade.vendortradeid}`);
        throw err;
      }),
  update: (rate: RateDetail, values) =>
    api.put(
      "/api/vendor/rate/update",
      { ...values, id: rate.id, version: rate.version },
      { response: IdResult },
    ),
  remove: (rate: RateDetail) => api.delete(`/api/vendor/rate/delete/${rate.id}`, { response: IdResult }),
  refresh,
});
