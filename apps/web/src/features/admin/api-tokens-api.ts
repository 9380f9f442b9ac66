import { ApiTokenList, ApiTokenRow, type CreateApiTokenInput, CreatedApiToken } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

/** API tokens (issue 33): the Admin page's API Tokens tab. */
export const apiTokenKeys = { all: ["admin-apitokens"] as const };

/** The request body as the form sends it (dates as ISO text; the server parses them). */
export type ApiTokenRequest = Omit<CreateApiTokenInput, "expiresat"> & { expiresat?: string | null };

export const apiTokenApi = {
  list: () => api.get("/api/admin/apitokens", { response: ApiTokenList }).then((r) => r.rows),
  create: (body: ApiTokenRequest) => api.post("/api/admin/apitokens", body, { response: CreatedApiToken }),
  revoke: (id: number) =>
    api.post(`/api/admin/apitokens/revoke?id=${id}`, undefined, { response: ApiTokenRow }),
};
