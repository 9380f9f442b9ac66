import {
  Attachments,
  type EmailItemBody,
  FlagNodResult,
  IdResult,
  RemoveVendorResult,
  type UpdateVendorBody,
  VendorLines,
  VendorSelectionPage,
} from "@fm/domain/contracts";
import type { z } from "zod";
import { api } from "../../../api/instance.ts";
import type { NoticeAction, QcForm, VendorSort } from "./types.ts";

/** Query keys of the Vendor tab. */
export const vendorKeys = {
  lines: (workorderid: number) => ["workorder-vendors", workorderid] as const,
  attachments: (lineId: number) => ["workorder-vendor-attachments", lineId] as const,
  candidates: (workorderid: number) => ["workorder-vendor-candidates", workorderid] as const,
};

export interface CandidateQuery {
  workorderId: number;
  tradeIds: number[];
  page: number;
  pageSize: number;
  search: string;
  sort: VendorSort;
}

/** Edit Vendor's request (the contract's input: Invoice Amount / Invoice Date left out keep their values). */
export type LineUpdate = z.input<typeof UpdateVendorBody>;

export const vendorApi = {
  lines: (workorderid: number) =>
    api.get("/api/workorder/getworkordervendors", { query: { workorderid }, response: VendorLines }),
  candidates: (q: CandidateQuery) =>
    api.get("/api/workorder/getvendorsbytrades", {
      query: { ...q, tradeIds: q.tradeIds.join(","), search: q.search.trim() || undefined },
      response: VendorSelectionPage,
    }),
  attach: (workorderid: number, vendorid: number, tradeid: number | null) =>
    api.post("/api/workorder/savevendor", { workorderid, vendorid, tradeid }, { response: VendorLines }),
  update: (line: LineUpdate) => api.put("/api/workorder/updatevendor", line, { response: VendorLines }),
  remove: (id: number) => api.delete(`/api/workorder/removevendor/${id}`, { response: RemoveVendorResult }),
  flagNod: (id: number, flag: boolean) =>
    api.put(`/api/workorder/flagnod/${id}/${flag}`, undefined, { response: FlagNodResult }),
  approve: (id: number) =>
    api.put(`/api/workorder/approvevendorinvoice/${id}`, undefined, { response: VendorLines }),
  unapprove: (id: number) =>
    api.put(`/api/workorder/unapprovevendorinvoice/${id}`, undefined, { response: VendorLines }),
  saveQc: (workordervendorid: number, form: QcForm) =>
    api.post(
      "/api/workorder/savevendorqc",
      {
        workordervendorid,
        ...form,
        expectationcomment: form.expectationcomment.trim() || null,
        comments: form.comments.trim() || null,
        reviewername: form.reviewername.trim(),
      },
      { response: IdResult },
    ),
  notice: (
    body: {
      workOrderId: number;
      vendorId: number;
      workOrderVendorId: number;
      actionType: NoticeAction;
      type: 0 | 1;
    }, // type 1 answers the document (PDF), not JSON: no response contract here.
  ) => api.post<unknown>("/api/workorder/createwoemailitem", body satisfies EmailItemBody),
  attachments: (lineId: number) =>
    api.get(`/api/workorder/vendor/attachments/${lineId}`, { response: Attachments }),
  /** Attach Invoice: attachment type 7 Vendor Invoice, tied to the vendor line. */
  attachInvoice: (workorderid: number, lineId: number, files: File[]) => {
    const form = new FormData();
    form.set("workorderid", String(workorderid));
    form.set("attachmenttypeid", String(VENDOR_INVOICE_TYPE));
    form.set("workordervendorid", String(lineId));
    for (const f of files) form.append("file", f, f.name);
    return api.post("/api/workorder/attachfile", form, { response: Attachments });
  },
};

/** Attachment type 7 'Vendor Invoice' (spec 2 §3). */
export const VENDOR_INVOICE_TYPE = 7;
