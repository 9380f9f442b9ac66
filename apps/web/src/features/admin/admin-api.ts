import {
  AdminUser,
  AdminUserList,
  AuditEntries,
  type CreateUserBody,
  DispatchVendors,
  EditorUser,
  IdentityMode,
  type LinkIdentityBody,
  ReportOptions,
  RoleOptions,
  SavedFlag,
  type SaveEditorUserBody,
  SetPasswordResult,
  TradeLookups,
  TradeVendorOptions,
  type UpdateUserBody,
  UserLinkOptions,
} from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";

/** Query keys of the Admin page. */
export const adminKeys = {
  users: ["admin-users"] as const,
  roles: ["admin-roles"] as const,
  reports: ["admin-reports"] as const,
  links: ["admin-user-links"] as const,
  identity: ["admin-identity-mode"] as const,
  user: (id: number) => ["admin-user", id] as const,
  audit: (id: number) => ["admin-user-audit", id] as const,
  trades: ["admin-trades"] as const,
  dispatch: (tradeId: number) => ["admin-dispatch", tradeId] as const,
  tradeVendors: (tradeId: number) => ["admin-trade-vendors", tradeId] as const,
};

export const adminApi = {
  users: () => api.get("/api/admin/getuserlist", { response: AdminUserList }),
  roles: () => api.get("/api/admin/getroles", { response: RoleOptions }),
  reports: () => api.get("/api/admin/getreports", { response: ReportOptions }),
  links: () => api.get("/api/admin/getuserlinks", { response: UserLinkOptions }),
  identityMode: () => api.get("/api/admin/getidentitymode", { response: IdentityMode }),
  createUser: (body: CreateUserBody) => api.post("/api/admin/createuser", body, { response: AdminUser }),
  updateUser: (body: UpdateUserBody) =>
    api.request("PATCH", "/api/admin/updateuser", { body, response: AdminUser }),
  resendInvitation: (user_id: number) =>
    api.post("/api/admin/resendinvitation", { user_id }, { response: AdminUser }),
  editorUser: (id: number) => api.get("/api/admin/getuser", { query: { id }, response: EditorUser }),
  saveEditorUser: (body: SaveEditorUserBody) => api.put("/api/admin/saveuser", body, { response: SavedFlag }),
  linkIdentity: (body: LinkIdentityBody) =>
    api.put("/api/admin/linkidentity", body, { response: EditorUser }),
  audit: (userid: number) => api.get("/api/admin/getauditlog", { query: { userid }, response: AuditEntries }),
  trades: () => api.get("/api/trades/tradelist", { response: TradeLookups }),
  dispatchVendors: (tradeId: number) =>
    api.get("/api/admin/getvendorsbytradeid", { query: { tradeId }, response: DispatchVendors }),
  tradeVendors: (tradeId: number) =>
    api.get("/api/admin/getallvendorsbytradeid", { query: { tradeId }, response: TradeVendorOptions }),
  addDispatchVendor: (tradeid: number, vendorid: number, priority: number) =>
    api.post("/api/admin/savedispatchvendor", { tradeid, vendorid, priority }, { response: DispatchVendors }),
  updateDispatchVendor: (tradeid: number, vendorid: number, priority: number) =>
    api.put(
      "/api/admin/updatedispatchvendor",
      { tradeid, vendorid, priority },
      { response: DispatchVendors },
    ),
  setPassword: (token: string, password: string) =>
    api.post(
      "/api/auth/setpassword",
      { token, password },
      { authenticated: false, handleUnauthorized: false, response: SetPasswordResult },
    ),
};
