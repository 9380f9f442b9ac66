import { ROLES } from "@fm/domain";
import {
  AdminUser,
  AdminUserList,
  AuditEntries,
  AuditQuery,
  CreateUserBody,
  DispatchVendors,
  EditorUser,
  IdentityMode,
  LinkIdentityBody,
  REPORT_CATALOGUE,
  ReportOptions,
  RoleOptions,
  SaveDispatchVendorBody,
  SavedFlag,
  SaveEditorUserBody,
  TradeIdQuery,
  TradeVendorOptions,
  UpdateDispatchVendorBody,
  UpdateUserBody,
  UserIdBody,
  UserIdQuery,
  UserLinkOptions,
} from "@fm/domain/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listAudit } from "./admin-audit.ts";
import {
  type CreatePolicy,
  createUser,
  getEditorUser,
  linkIdentity,
  listUsers,
  resendInvitation,
  saveEditorUser,
  updateUser,
  userLinkOptions,
} from "./admin-users.service.ts";
import {
  addDispatchVendor,
  dispatchVendorsOfTrade,
  updateDispatchVendor,
  vendorsForTrade,
} from "./dispatch.service.ts";

const access = adminOnly;
const tags = ["admin"];

/** Admin page (spec 3 §2.11, §7.3): every route is Admin only. */
export const adminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const { config } = ctx;
  const actor = (req: FastifyRequest) => currentUser(req);
  // Links in invitations point at PUBLIC_URL only, never at the request's Host (a forged Host would send the
  // set-password token to someone else's site); without it invitations are refused.
  const policy = (): CreatePolicy => ({
    externalIdp: Boolean(config.OIDC_ISSUER),
    invitation: { baseUrl: config.PUBLIC_URL ?? null, ttlHours: config.INVITATION_TTL_HOURS },
  });

  app.get(
    "/api/admin/getuserlist",
    { config: { access }, schema: { tags, response: { 200: AdminUserList } } },
    () => listUsers(db),
  );
  app.get(
    "/api/admin/getroles",
    { config: { access }, schema: { tags, response: { 200: RoleOptions } } },
    () => ROLES.map((name) => ({ name })),
  );
  app.get(
    "/api/admin/getreports",
    { config: { access }, schema: { tags, response: { 200: ReportOptions } } },
    () => REPORT_CATALOGUE.map((r) => ({ ...r })),
  );
  app.get(
    "/api/admin/getidentitymode",
    {
      config: { access },
      schema: { tags, response: { 200: IdentityMode } },
    },
    () => ({ externalIdp: Boolean(config.OIDC_ISSUER), issuer: config.OIDC_ISSUER ?? null }),
  );
  app.get(
    "/api/admin/getuserlinks",
    { config: { access }, schema: { tags, response: { 200: UserLinkOptions } } },
    () => userLinkOptions(db),
  );
  app.post(
    "/api/admin/createuser",
    { config: { access }, schema: { tags, body: CreateUserBody, response: { 200: AdminUser } } },
    (req) => createUser(db, actor(req), req.body, policy()),
  );
  app.patch(
    "/api/admin/updateuser",
    { config: { access }, schema: { tags, body: UpdateUserBody, response: { 200: AdminUser } } },
    (req) => updateUser(db, actor(req), req.body),
  );
  app.post(
    "/api/admin/resendinvitation",
    { config: { access }, schema: { tags, body: UserIdBody, response: { 200: AdminUser } } },
    (req) => resendInvitation(db, actor(req), req.body.user_id, policy()),
  );
  app.get(
    "/api/admin/getuser",
    { config: { access }, schema: { tags, querystring: UserIdQuery, response: { 200: EditorUser } } },
    (req) => getEditorUser(db, req.query.id),
  );
  app.put(
    "/api/admin/saveuser",
    { config: { access }, schema: { tags, body: SaveEditorUserBody, response: { 200: SavedFlag } } },
    (req) => saveEditorUser(db, actor(req), req.body),
  );
  app.put(
    "/api/admin/linkidentity",
    {
      config: { access },
      schema: {
        tags,
        description:
          "Links an external identity (a subject of the configured OIDC issuer) to a staff user, so its tokens sign in without email_verified; a blank subject unlinks (issue 29).",
        body: LinkIdentityBody,
        response: { 200: EditorUser },
      },
    },
    (req) => linkIdentity(db, actor(req), req.body),
  );
  app.get(
    "/api/admin/getauditlog",
    { config: { access }, schema: { tags, querystring: AuditQuery, response: { 200: AuditEntries } } },
    (req) => listAudit(db, "user", String(req.query.userid)),
  );

  app.get(
    "/api/admin/getvendorsbytradeid",
    { config: { access }, schema: { tags, querystring: TradeIdQuery, response: { 200: DispatchVendors } } },
    (req) => dispatchVendorsOfTrade(db, req.query.tradeId),
  );
  app.get(
    "/api/admin/getallvendorsbytradeid",
    {
      config: { access },
      schema: { tags, querystring: TradeIdQuery, response: { 200: TradeVendorOptions } },
    },
    (req) => vendorsForTrade(db, req.query.tradeId),
  );
  app.post(
    "/api/admin/savedispatchvendor",
    {
      config: { access },
      schema: { tags, body: SaveDispatchVendorBody, response: { 200: DispatchVendors } },
    },
    (req) => addDispatchVendor(db, actor(req), req.body),
  );
  app.put(
    "/api/admin/updatedispatchvendor",
    {
      config: { access },
      schema: { tags, body: UpdateDispatchVendorBody, response: { 200: DispatchVendors } },
    },
    (req) => updateDispatchVendor(db, actor(req), req.body),
  );
};
