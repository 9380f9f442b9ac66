import {
  CreatedWebhook,
  CreateWebhookInput,
  IdResult,
  UpdateWebhookInput,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookDeliveryRow,
  WebhookIdQuery,
  WebhookList,
  WebhookRow,
  WebhookSettings,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { webhookDeliveryJob } from "./delivery.job.ts";
import { setAllowPrivateWebhookUrls } from "./settings.ts";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  updateWebhook,
} from "./webhooks.service.ts";

/** Webhook subscriptions, their delivery log and redelivery (issue 33): Admin only. */
export const webhookRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const db = ctx.database.db;
  ctx.jobs.register(webhookDeliveryJob(ctx));
  const tags = ["webhooks"];
  app.get(
    "/api/admin/webhooks",
    { config: { access: adminOnly }, schema: { tags, response: { 200: WebhookList } } },
    () => listWebhooks(db),
  );
  app.post(
    "/api/admin/webhooks",
    {
      config: { access: adminOnly },
      schema: { tags, body: CreateWebhookInput, response: { 200: CreatedWebhook } },
    },
    (req) => createWebhook(db, ctx.secrets, currentUser(req), req.body),
  );
  app.post(
    "/api/admin/webhooks/update",
    {
      config: { access: adminOnly },
      schema: { tags, body: UpdateWebhookInput, response: { 200: WebhookRow } },
    },
    (req) => updateWebhook(db, currentUser(req), req.body),
  );
  app.post(
    "/api/admin/webhooks/delete",
    {
      config: { access: adminOnly },
      schema: { tags, querystring: WebhookIdQuery, response: { 200: IdResult } },
    },
    (req) => deleteWebhook(db, currentUser(req), req.query.id),
  );
  app.get(
    "/api/admin/webhooks/deliveries",
    {
      config: { access: adminOnly },
      schema: { tags, querystring: WebhookIdQuery, response: { 200: WebhookDeliveryList } },
    },
    (req) => listDeliveries(db, req.query.id),
  );
  app.post(
    "/api/admin/webhooks/redeliver",
    {
      config: { access: adminOnly },
      schema: { tags, querystring: WebhookDeliveryQuery, response: { 200: WebhookDeliveryRow } },
    },
    async (req) => {
      const row = await redeliver(db, currentUser(req), req.query.id);
      ctx.jobs.poke();
      return row;
    },
  );
  app.put(
    "/api/admin/webhooks/settings",
    {
      config: { access: adminOnly },
      schema: { tags, body: WebhookSettings, response: { 200: WebhookSettings } },
    },
    async (req) => {
      await setAllowPrivateWebhookUrls(db, currentUser(req), req.body.allowprivateurls);
      return { allowprivateurls: req.body.allowprivateurls };
    },
  );
};
