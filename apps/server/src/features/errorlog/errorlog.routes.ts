import { IdResult, LogErrorBody } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorLog } from "../../db/schema/index.ts";
import { publicRoute } from "../../platform/auth/access.ts";
import { optionalUser } from "../../platform/auth/authenticate.ts";
import { hitRateLimit, tooManyAttempts } from "../../platform/auth/rate-limit-store.ts";
import type { RouteOptions } from "../../platform/context.ts";

/** Reports per minute: a signed-in user (wherever they are), an anonymous client address. */
export const ERROR_LOG_LIMITS = { user: 60, anonymous: 20 } as const;
/** The schema's maxima plus JSON overhead; anything bigger is refused (413) before it is parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The browser reports failures here (spec 1 §8: failures are logged with the page's name). Callable before
 * sign-in, because a screen can fail before there is a session (the sign-in page itself), but:
 * - the user stored is the one the bearer token proves, never the Name header; anonymous reports store none;
 * - the limit lives in PostgreSQL (shared by every instance), keyed by the user when signed in, else by the
 *   client address (X-Forwarded-For counts only from TRUST_PROXY hops, so it cannot be rotated to escape).
 */
export const errorLogRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const db = ctx.database.db;
  app.post(
    "/api/error/logerror",
    {
      config: { access: publicRoute },
      bodyLimit: BODY_LIMIT_BYTES,
      schema: { tags: ["system"], body: LogErrorBody, response: { 201: IdResult } },
    },
    async (req, reply) => {
      const user = await optionalUser(req, { db, verifier: ctx.verifier });
      const limit = user
        ? await hitRateLimit(db, `logerror:user:${user.id}`, ERROR_LOG_LIMITS.user, 60_000)
        : await hitRateLimit(db, `logerror:addr:${req.ip}`, ERROR_LOG_LIMITS.anonymous, 60_000);
      if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds, "error reports");
      const [row] = await db
        .insert(errorLog)
        .values({
          errormessage: req.body.errormessage,
          additionalinfo: req.body.additionalinfo ?? null,
          errorpage: req.body.errorpage ?? null,
          userid: user?.id ?? null,
          username: user?.name ?? null,
        })
        .returning({ id: errorLog.id });
      return reply.status(201).send({ id: row?.id ?? 0 });
    },
  );
};
