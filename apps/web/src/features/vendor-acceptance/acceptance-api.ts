import { DispatchDecisionResult, VendorResponseResult, VendorResponseView } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

/** Issue 32: Accept / Decline of a dispatch (portal) and the e-mail links' public page. */
export const acceptanceApi = {
  accept: (workorderid: number, eta: string) =>
    api.post("/api/vendorprofile/accept", { workorderid, eta }, { response: DispatchDecisionResult }),
  decline: (workorderid: number, reason: string) =>
    api.post("/api/vendorprofile/decline", { workorderid, reason }, { response: DispatchDecisionResult }),
  view: (token: string) =>
    api.get(`/api/vendorresponse/${encodeURIComponent(token)}`, {
      authenticated: false,
      handleUnauthorized: false,
      response: VendorResponseView,
    }),
  respond: (token: string, body: { eta?: string; reason?: string }) =>
    api.post(`/api/vendorresponse/${encodeURIComponent(token)}`, body, {
      authenticated: false,
      handleUnauthorized: false,
      response: VendorResponseResult,
    }),
};
