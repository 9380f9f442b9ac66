import {
  AuthConfig,
  JwkSet,
  LoginBody,
  LoginResponse,
  LogoutBody,
  RefreshBody,
  SessionUser,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRoute, signedIn } from "../../platform/auth/access.ts";
import { bearer, currentUser } from "../../platform/auth/authenticate.ts";
import { hitRateLimit, tooManyAttempts } from "../../platform/auth/rate-limit-store.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { login } from "./login.service.ts";
import { endSession, refreshSession } from "./sessions.service.ts";

const externalIdp = () =>
  new AppError("external_idp", 400, "Sign in through your organisation's identity provider.");

export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { config } = ctx;
  const db = ctx.database.db;

  app.post(
    "/api/auth/login",
    {
      config: { access: publicRoute },
      // Per client address (the socket's, or X-Forwarded-For only from TRUST_PROXY hops), in PostgreSQL so
      // every instance shares it; counted before the body is even read. The per-account lockout is in login().
      onRequest: async (req) => {
        const limit = await hitRateLimit(
          db,
          `login:addr:${req.ip}`,
          config.LOGIN_RATE_LIMIT_PER_MINUTE,
          60_000,
        );
        if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
      },
      schema: { tags: ["auth"], body: LoginBody, response: { 200: LoginResponse } },
    },
    async (req) => {
      if (config.OIDC_ISSUER) throw externalIdp();
      const lockout = (threshold: number) => ({
        threshold,
        baseSeconds: config.LOGIN_LOCKOUT_BASE_SECONDS,
        maxSeconds: config.LOGIN_LOCKOUT_MAX_SECONDS,
      });
      return login(db, ctx.identity, req.body, req.ip, {
        passwordMaxAgeDays: config.PASSWORD_MAX_AGE_DAYS,
        sessionTtlSeconds: config.SESSION_TTL_SECONDS,
        lockout: lockout(config.LOGIN_LOCKOUT_THRESHOLD),
        accountLockout: lockout(config.LOGIN_ACCOUNT_LOCKOUT_THRESHOLD),
      });
    },
  );

  // admin (issue 16): the SPA asks how to sign in (built-in form, or the external provider's redirect).
  app.get(
    "/api/auth/config",
    { config: { access: publicRoute }, schema: { tags: ["auth"], response: { 200: AuthConfig } } },
    (): AuthConfig =>
      config.OIDC_ISSUER && config.OIDC_CLIENT_ID
        ? {
            mode: "oidc",
            authority: config.OIDC_ISSUER,
            clientId: config.OIDC_CLIENT_ID,
            scope: config.OIDC_SCOPE,
            audienceParam: config.OIDC_AUDIENCE_PARAM,
            audience: config.OIDC_AUDIENCE ?? "",
          }
        : { mode: "local" },
  );

  app.post(
    "/api/auth/refresh",
    {
      // The refresh token is the credential here (the access token may have expired already).
      config: { access: publicRoute },
      schema: { tags: ["auth"], body: RefreshBody, response: { 200: LoginResponse } },
    },
    async (req) => {
      if (config.OIDC_ISSUER) throw externalIdp();
      return refreshSession(db, ctx.identity, req.body.refreshToken);
    },
  );

  app.post(
    "/api/auth/logout",
    {
      // Public so that a browser whose access token already expired can still end its session with the
      // refresh token; it only ever revokes the session the presented token(s) belong to.
      config: { access: publicRoute },
      schema: { tags: ["auth"], body: LogoutBody, response: { 204: z.null() } },
    },
    async (req, reply) => {
      let sessionId: string | null = null;
      const token = bearer(req);
      if (token && !config.OIDC_ISSUER) {
        sessionId = (await ctx.identity.verify(token).catch(() => null))?.sessionId ?? null;
      }
      await endSession(db, { sessionId, refreshToken: req.body?.refreshToken ?? null });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/auth/me",
    { config: { access: signedIn }, schema: { tags: ["auth"], response: { 200: SessionUser } } },
    (req) => {
      const u = currentUser(req);
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        roles: [...u.roles],
        permissions: [...u.permissions],
        vendorid: u.vendorid,
        customerid: u.customerid,
      };
    },
  );

  app.get(
    "/.well-known/jwks.json",
    {
      config: { access: publicRoute },
      schema: { tags: ["auth"], response: { 200: JwkSet } },
    },
    () => ctx.identity.jwks(),
  );
};
