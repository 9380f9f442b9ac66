import { SetPasswordBody, SetPasswordResult } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicRoute } from "../../platform/auth/access.ts";
import { hitRateLimit, tooManyAttempts } from "../../platform/auth/rate-limit-store.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { setPasswordWithInvitation } from "./invitations.service.ts";

/**
 * POST /api/auth/setpassword: public, the single-use expiring token of an invitation is the credential.
 * Limited per client address like the sign-in, so tokens cannot be guessed at speed.
 */
export const setPasswordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const { config } = ctx;
  app.post(
    "/api/auth/setpassword",
    {
      config: { access: publicRoute },
      onRequest: async (req) => {
        const limit = await hitRateLimit(
          db,
          `setpassword:addr:${req.ip}`,
          config.LOGIN_RATE_LIMIT_PER_MINUTE,
          60_000,
        );
        if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
      },
      schema: { tags: ["auth"], body: SetPasswordBody, response: { 200: SetPasswordResult } },
    },
    async (req) => {
      if (config.OIDC_ISSUER) {
        throw new AppError(
          "external_idp",
          400,
          "Passwords are managed by your organisation's identity provider.",
        );
      }
      return setPasswordWithInvitation(db, req.body.token, req.body.password);
    },
  );
};
