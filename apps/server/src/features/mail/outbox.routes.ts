import { OutboxListQuery, OutboxMessage, OutboxMessageQuery, OutboxPage } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listOutbox, outboxMessage } from "./outbox.service.ts";

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
  // admin (issue 16): one message as queued (what an invitation or notice said), Admin only like the list.
  app.get(
    "/api/admin/outbox/message",
    {
      config: { access: adminOnly },
      schema: { tags: ["mail"], querystring: OutboxMessageQuery, response: { 200: OutboxMessage } },
    },
    (req) => outboxMessage(ctx.database.db, req.query.id),
  );
};
