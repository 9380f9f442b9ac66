import { devContract } from "../../api/dev-contract.ts";
import { api } from "../../api/instance.ts";

/**
 * Issue 32: Accept / Decline of a dispatch (portal) and the e-mail links' public page. The response contracts
 * load in development builds only (the only ones that check them, api/dev-contract.ts): the Today card's
 * decision bar stays without zod and the contracts' chunk (decision 0051-h31perf).
 */
export const acceptanceApi = {
  accept: async (workorderid: number, eta: string) =>
    api.post(
      "/api/vendorprofile/accept",
      { workorderid, eta },
      { response: await devContract("DispatchDecisionResult") },
    ),
  decline: async (workorderid: number, reason: string) =>
    api.post(
      "/api/vendorprofile/decline",
      { workorderid, reason },
      { response: await devContract("DispatchDecisionResult") },
    ),
  view: async (token: string) =>
    api.get(`/api/vendorresponse/${encodeURIComponent(token)}`, {
      authenticated: false,
      handleUnauthorized: false,
      response: await devContract("VendorResponseView"),
    }),
  respond: async (token: string, body: { eta?: string; reason?: string }) =>
    api.post(`/api/vendorresponse/${encodeURIComponent(token)}`, body, {
      authenticated: false,
      handleUnauthorized: false,
      response: await devContract("VendorResponseResult"),
    }),
};
