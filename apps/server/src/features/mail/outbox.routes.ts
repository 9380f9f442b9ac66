import { pageParam, pageSizeParam } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminOnly } from "../../platform/auth/access.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listOutbox } from "./outbox.service.ts";

const OutboxRow = z.object({
  id: z.number(),
  to: z.array(z.string()),
  cc: z.array(z.string()).nullable(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number(),
  lasterror: z.string().nullable(),
  sentat: z.date().nullable(),
  createddate: z.date(),
  workorderid: z.number().nullable(),
  attachmentnames: z.array(z.string()),
});

/** The admin Outbox page: queued, sent and failed mail (mail is never lost, only retried). */
export const outboxRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/admin/outbox",
    {
      config: { access: adminOnly },
      schema: {
        tags: ["mail"],
        querystring: z.object({
          status: z.enum(["queued", "sending", "sent", "failed"]).optional(),
          page: pageParam,
          pageSize: pageSizeParam(20),
        }),
        response: { 200: z.array(OutboxRow) },
      },
    },
    (req) =>
      listOutbox(ctx.database.db, {
        status: req.query.status,
        limit: req.query.pageSize,
        offset: (req.query.page - 1) * req.query.pageSize,
      }),
  );
};
