import { ServiceChannelImportQuery, WorkOrderImportResult } from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, anyOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { registerUploads } from "../attachments/index.ts";
import { ServiceChannelClient, settingsFrom } from "./servicechannel-client.ts";
import { importFile, importFromServiceChannel } from "./workorder-import.flow.ts";

const tags = ["work order import"];
/** Spec: staff with add:workorder (the same rule as Save on a new order, canCreateWorkOrder). */
const staffCreator = allOf(
  staffOnly,
  anyOf(permissionOrAdmin("add:workorder"), permissionOrAdmin("add:workorders")),
);

export const workOrderImportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const receive = await registerUploads(app, ctx.config, {
    files: 2,
    fields: 10,
    maxMb: ctx.config.WORKORDER_IMPORT_MAX_MB,
  });
  // One client per process: its OAuth token is cached until it expires.
  const settings = settingsFrom(ctx.config);
  const client = settings
    ? new ServiceChannelClient(settings, { backoffMs: ctx.config.SERVICECHANNEL_RETRY_BASE_MS })
    : null;

  app.post(
    "/api/workorder/importwofromservicechannel",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.import),
      config: { access: staffCreator },
      schema: {
        tags,
        description:
          "Import Work Order from Service Channel by PO Number (?id). Answers 201 with the new order, 200 `exists` with the order already carrying the PO for that customer, or 200 `jobsite_unknown` (nothing written; call again with createjobsite=true to create the job site). ServiceChannel failures answer 503 service_unavailable with ServiceChannel's message; an unknown PO 404.",
        querystring: ServiceChannelImportQuery,
        response: { 200: WorkOrderImportResult, 201: WorkOrderImportResult },
      },
    },
    async (req, reply) => {
      const result = await importFromServiceChannel(ctx, client, currentUser(req), req.query, {
        maxBytes: receive.maxBytes,
        maxMb: receive.maxMb,
      });
      return reply.status(result.outcome === "imported" ? 201 : 200).send(result);
    },
  );

  app.post(
    "/api/workorder/parseWOHTML",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.import),
      config: { access: staffCreator },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description: `Import one work-order file: multipart/form-data with field source (application/pdf = a Gabes PDF, application/vnd.ms-outlook = a Sprouts Outlook .msg), optional createjobsite=true, and exactly one file part (at most ${receive.maxMb} MB). Answers as importwofromservicechannel; a file that cannot be read answers 400 naming what could not be read, and nothing is written.`,
        response: { 200: WorkOrderImportResult, 201: WorkOrderImportResult },
      },
    },
    async (req, reply) => {
      const upload = await receive(req);
      const result = await importFile(ctx, currentUser(req), upload, {
        maxBytes: receive.maxBytes,
        maxMb: receive.maxMb,
      });
      return reply.status(result.outcome === "imported" ? 201 : 200).send(result);
    },
  );
};
