import { canOwnApiTokens, isAdmin, type Principal } from "@fm/domain";
import {
  ApiTokenIdQuery,
  ApiTokenList,
  ApiTokenRow,
  CreateApiTokenInput,
  CreatedApiToken,
  CreateOwnApiTokenInput,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AccessRule } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { nowOf } from "../../platform/clock.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { adminCreateInput, createApiToken, listApiTokens, revokeApiToken } from "./apitokens.service.ts";

/** A token never manages tokens (one leaked token must not mint more): these routes need a person's session. */
const bySession = (p: Principal) => !("apitokenid" in p && p.apitokenid !== undefined);
const adminSession: AccessRule = {
  describe: "Admin, signed in (not an API token)",
  check: (p) => isAdmin(p) && bySession(p),
};
const ownTokens: AccessRule = {
  describe: "staff, Vendor or Customer (not Tech), signed in (not an API token)",
  check: (p) => canOwnApiTokens(p) && bySession(p),
};

/** API tokens (issue 33): Admins manage every token, users their own (/api/profile/apitokens). */
export const apiTokenRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const db = ctx.database.db;
  app.get(
    "/api/admin/apitokens",
    { config: { access: adminSession }, schema: { tags: ["apitokens"], response: { 200: ApiTokenList } } },
    () => listApiTokens(db, nowOf(ctx)),
  );
  app.post(
    "/api/admin/apitokens",
    {
      config: { access: adminSession },
      schema: { tags: ["apitokens"], body: CreateApiTokenInput, response: { 200: CreatedApiToken } },
    },
    (req) => {
      const user = currentUser(req);
      return createApiToken(db, user, adminCreateInput(user, req.body), nowOf(ctx));
    },
  );
  app.post(
    "/api/admin/apitokens/revoke",
    {
      config: { access: adminSession },
      schema: { tags: ["apitokens"], querystring: ApiTokenIdQuery, response: { 200: ApiTokenRow } },
    },
    (req) => revokeApiToken(db, currentUser(req), req.query.id, nowOf(ctx)),
  );
  app.get(
    "/api/profile/apitokens",
    { config: { access: ownTokens }, schema: { tags: ["apitokens"], response: { 200: ApiTokenList } } },
    (req) => listApiTokens(db, nowOf(ctx), currentUser(req).id),
  );
  app.post(
    "/api/profile/apitokens",
    {
      config: { access: ownTokens },
      schema: { tags: ["apitokens"], body: CreateOwnApiTokenInput, response: { 200: CreatedApiToken } },
    },
    (req) => {
      const user = currentUser(req);
      const { name, scopes, expiresat } = req.body;
      return createApiToken(db, user, { ownerId: user.id, name, scopes, expiresat }, nowOf(ctx));
    },
  );
  app.post(
    "/api/profile/apitokens/revoke",
    {
      config: { access: ownTokens },
      schema: { tags: ["apitokens"], querystring: ApiTokenIdQuery, response: { 200: ApiTokenRow } },
    },
    (req) => {
      const user = currentUser(req);
      return revokeApiToken(db, user, req.query.id, nowOf(ctx), user.id);
    },
  );
};
