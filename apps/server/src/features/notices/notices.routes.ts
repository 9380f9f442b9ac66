import { EmailItemBody, EmailItemResult } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { createWorkOrderEmailItem } from "./notices.service.ts";

export const noticeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    "/api/workorder/createwoemailitem",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: {
        tags: ["notices"],
        description:
          "Sends a notice to a vendor of the work order; answers 201. With type 1 the document (PDF) is returned instead of e-mailed.",
        body: EmailItemBody,
        response: {
          201: z.union([EmailItemResult, z.instanceof(Buffer)]),
        },
      },
    },
    async (req, reply) => {
      const result = await createWorkOrderEmailItem(ctx.database.db, currentUser(req), req.body);
      if (result.document) {
        return reply
          .status(201)
          .header("content-type", "application/pdf")
          .header("content-disposition", `attachment; filename="${result.document.filename}"`)
          .send(result.document.content);
      }
      return reply.status(201).send({ eventid: result.eventid, mailid: result.mailid });
    },
  );
};
