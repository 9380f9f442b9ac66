import { EmailItemBody, EmailItemResult } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { createWorkOrderEmailItem } from "../notices/index.ts";
import { cancelVendor } from "./cancel-vendor.service.ts";

/**
 * POST /api/workorder/createwoemailitem: the notices of a vendor line (the notices feature sends them) and the
 * Cancel Vendor command that travels on the same path (spec 1 §7). Registered here, beside the vendor-line
 * commands, so that notices never imports the vendor lines (which use its delivery).
 */
export const noticeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    "/api/workorder/createwoemailitem",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: {
        tags: ["notices"],
        description:
          "Sends a notice to a vendor of the work order (one its status offers); answers 201. With type 1 the document (PDF) is returned instead of e-mailed. actionType cancel_vendor is the Cancel Vendor command of the vendor lines (update:workorder, not on Invoiced/Cancelled orders or approved lines).",
        body: EmailItemBody,
        response: {
          201: z.union([EmailItemResult, z.instanceof(Buffer)]),
        },
      },
    },
    async (req, reply) => {
      const { actionType, ...target } = req.body;
      // Cancel Vendor travels on this path (spec 1 §7) but is a vendor-line command with its own policy.
      if (actionType === "cancel_vendor")
        return reply.status(201).send(await cancelVendor(ctx.database.db, currentUser(req), target));
      const result = await createWorkOrderEmailItem(ctx, currentUser(req), {
        ...req.body,
        actionType,
      });
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
