import { LoginBody, LoginResponse, SessionUser } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicRoute, signedIn } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { login } from "./login.service.ts";

const Jwk = z.record(z.string(), z.unknown());

export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { config } = ctx;

  app.post(
    "/api/auth/login",
    {
      config: {
        access: publicRoute,
        rateLimit: {
          max: config.LOGIN_RATE_LIMIT_PER_MINUTE,
          timeWindow: "1 minute",
          errorResponseBuilder: (_req, c) => ({
            statusCode: 429,
            error: "rate_limited",
            message: `Too many sign-in attempts. Try again in ${Math.ceil(c.ttl / 1000)} seconds.`,
          }),
        },
      },
      schema: { tags: ["auth"], body: LoginBody, response: { 200: LoginResponse } },
    },
    async (req) => {
      if (config.OIDC_ISSUER) {
        throw new AppError("external_idp", 400, "Sign in through your organisation's identity provider.");
      }
      return login(ctx.database.db, ctx.identity, req.body, config.PASSWORD_MAX_AGE_DAYS);
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
      schema: { tags: ["auth"], response: { 200: z.object({ keys: z.array(Jwk) }) } },
    },
    () => ctx.identity.jwks(),
  );
};
