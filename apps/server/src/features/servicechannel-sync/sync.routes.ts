import {
  ServiceChannelSyncQuery,
  ServiceChannelSyncRetryQuery,
  ServiceChannelSyncState,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { serviceChannelPollJob } from "./poll.job.ts";
import { serviceChannelSyncJob } from "./sync.job.ts";
import { readSyncState, retrySyncItem } from "./sync.service.ts";

const tags = ["servicechannel sync"];

/** Issue 33 §6: the push job, the poll for new orders, and the order's sync state (staff) with Retry. */
export const serviceChannelSyncRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  ctx.jobs.register(serviceChannelSyncJob(ctx));
  if (ctx.config.SERVICECHANNEL_SUBSCRIBER_ID && ctx.config.SERVICECHANNEL_POLL_MINUTES > 0) {
    ctx.jobs.daily(serviceChannelPollJob(ctx), () => ({}));
  } else {
    ctx.jobs.register(serviceChannelPollJob(ctx));
  }

  app.get(
    "/api/workorder/servicechannelsync",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: {
        tags,
        description:
          "The order's ServiceChannel sync: its ServiceChannel work-order id (null when not imported from ServiceChannel), the last successful push and the newest 100 items (status, check-in, check-out, note) with state pending / sending / sent / failed / superseded (a status update not sent because a newer change of the order reached ServiceChannel first) and ServiceChannel's last error. Staff only.",
        querystring: ServiceChannelSyncQuery,
        response: { 200: ServiceChannelSyncState },
      },
    },
    (req) => readSyncState(db, currentUser(req), req.query.workorderid),
  );

  app.post(
    "/api/workorder/servicechannelsync/retry",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("update:workorder")) },
      schema: {
        tags,
        description:
          "Retry a failed ServiceChannel sync item (?id) now: answers the order's sync state. 400 invalid_state unless the item is failed; 409 conflict while a retry of it is already waiting.",
        querystring: ServiceChannelSyncRetryQuery,
        response: { 200: ServiceChannelSyncState },
      },
    },
    (req) => retrySyncItem(ctx, currentUser(req), req.query.id),
  );
};
