import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorLog } from "../../db/schema/index.ts";
import { publicRoute } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";

const LogErrorBody = z.object({
  errormessage: z.string().trim().min(1, "errormessage is required").max(4000),
  additionalinfo: z.string().max(20000).optional().nullable(),
  errorpage: z.string().max(500).optional().nullable(),
});

/**
 * The browser reports failures here (spec 1 §8). Public, because a screen can fail before sign-in
 * (e.g. the login page); rate-limited per address so it cannot be used to flood the table.
 */
export const errorLogRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    "/api/error/logerror",
    {
      config: { access: publicRoute, rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: { tags: ["system"], body: LogErrorBody, response: { 201: z.object({ id: z.number() }) } },
    },
    async (req, reply) => {
      const name = req.headers.name;
      const [row] = await ctx.database.db
        .insert(errorLog)
        .values({
          errormessage: req.body.errormessage,
          additionalinfo: req.body.additionalinfo ?? null,
          errorpage: req.body.errorpage ?? null,
          username: typeof name === "string" ? name.slice(0, 200) : null,
        })
        .returning({ id: errorLog.id });
      return reply.status(201).send({ id: row?.id ?? 0 });
    },
  );
};
