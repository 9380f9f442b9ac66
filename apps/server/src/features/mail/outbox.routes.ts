import { OutboxListQuery, OutboxPage } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listOutbox } from "./outbox.service.ts";

/** The admin Outbox page: queued, sent and failed mail (mail is never lost, only retried). */
export const outboxRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/admin/outbox",
    {
      config: { access: adminOnly },
      schema: {
        tags: ["mail"],
        querystring: OutboxListQuery,
        response: { 200: OutboxPage },
      },
    },
    (req) => listOutbox(ctx.database.db, req.query),
  );
};
