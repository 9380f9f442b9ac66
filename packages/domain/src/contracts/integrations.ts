import { z } from "zod";
import { PERMISSIONS } from "../permissions.ts";
import { id, int, optionalDate, optionalId, requiredText, text, version } from "./primitives.ts";

/* API tokens and webhooks (issue 33 items 3, 5): /api/admin/apitokens, /api/profile/apitokens, /api/admin/webhooks. */

/**
 * A token's scope: one of the existing permissions (the token never holds more than its owner). No scope at
 * all leaves only what the owner's role gives (a Customer's portal, whose role holds no permission).
 */
export const ApiTokenScope = z.enum(PERMISSIONS, { error: "scopes must be permission names." });

const scopes = z
  .array(ApiTokenScope, { error: "scopes must be a list of permissions." })
  .max(PERMISSIONS.length, `scopes: at most ${PERMISSIONS.length}.`);

/** What a user asks for their own token (POST /api/profile/apitokens). */
export const CreateOwnApiTokenInput = z.object({
  name: requiredText("Name", 100),
  scopes,
  /** End of validity; none = until revoked. */
  expiresat: optionalDate("Expires"),
});
export type CreateOwnApiTokenInput = z.infer<typeof CreateOwnApiTokenInput>;

/** What an Admin asks for (POST /api/admin/apitokens): for any active user, optionally limited to a party. */
export const CreateApiTokenInput = CreateOwnApiTokenInput.extend({
  /** The user the token acts as; the Admin themself when left out. */
  userid: optionalId("User"),
  customerid: optionalId("Customer"),
  vendorid: optionalId("Vendor"),
  ratelimitperminute: int("Requests per minute", 1, 10_000).optional(),
});
export type CreateApiTokenInput = z.infer<typeof CreateApiTokenInput>;

export const ApiTokenRow = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  userid: z.number(),
  username: z.string(),
  scopes: z.array(z.string()),
  customerid: z.number().nullable(),
  vendorid: z.number().nullable(),
  ratelimitperminute: z.number(),
  expiresat: z.iso.datetime().nullable(),
  revokedat: z.iso.datetime().nullable(),
  lastusedat: z.iso.datetime().nullable(),
  lastusedip: z.string().nullable(),
  createddate: z.iso.datetime(),
  /** active, expired, revoked */
  state: z.enum(["active", "expired", "revoked"]),
});
export type ApiTokenRow = z.infer<typeof ApiTokenRow>;

export const ApiTokenList = z.object({ rows: z.array(ApiTokenRow) });
export type ApiTokenList = z.infer<typeof ApiTokenList>;

/** The answer of a create: the only time the secret token is shown. */
export const CreatedApiToken = z.object({ token: z.string(), row: ApiTokenRow });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

export const ApiTokenIdQuery = z.object({ id: id("id") });

/* ---- webhooks ---- */

export const WEBHOOK_EVENTS = [
  "workorder.created",
  "workorder.status_changed",
  "workorder.vendor_assigned",
  "workorder.vendor_accepted",
  "workorder.vendor_declined",
  "workorder.checked_in",
  "workorder.checked_out",
  "workorder.note_added",
  "proposal.created",
  "proposal.status_changed",
  "invoice.created",
  "invoice.status_changed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const WebhookEventName = z.enum(WEBHOOK_EVENTS, { error: "events must be webhook event names." });

const events = z
  .array(WebhookEventName, { error: "events must be a list of event names." })
  .min(1, "Choose at least one event.")
  .max(WEBHOOK_EVENTS.length, `events: at most ${WEBHOOK_EVENTS.length}.`);

const webhookUrl = requiredText("URL", 2000).refine(
  (s) => /^https?:\/\/[^\s/?#\\@]+(?:[/?#]\S*)?$/i.test(s),
  "URL must be a web address starting with http:// or https://.",
);

export const CreateWebhookInput = z.object({
  url: webhookUrl,
  description: text("Description", 200).optional(),
  events,
});
export type CreateWebhookInput = z.infer<typeof CreateWebhookInput>;

export const UpdateWebhookInput = z.object({
  id: id("id"),
  version,
  url: webhookUrl.optional(),
  description: text("Description", 200).optional(),
  events: events.optional(),
  /** Turning a disabled subscription on again clears its failure count. */
  isactive: z.boolean({ error: "isactive must be true or false." }).optional(),
});
export type UpdateWebhookInput = z.infer<typeof UpdateWebhookInput>;

export const WebhookRow = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  isactive: z.boolean(),
  consecutivefailures: z.number(),
  disabledat: z.iso.datetime().nullable(),
  disabledreason: z.string().nullable(),
  version: z.number(),
  createddate: z.iso.datetime(),
});
export type WebhookRow = z.infer<typeof WebhookRow>;

export const WebhookList = z.object({ rows: z.array(WebhookRow), allowprivateurls: z.boolean() });
export type WebhookList = z.infer<typeof WebhookList>;

/** The answer of a create: the only time the `whsec_` secret is shown. */
export const CreatedWebhook = z.object({ secret: z.string(), row: WebhookRow });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WebhookIdQuery = z.object({ id: id("id") });

export const WebhookDeliveryRow = z.object({
  id: z.number(),
  messageid: z.string(),
  eventtype: z.string(),
  status: z.string(),
  attempts: z.number(),
  responsecode: z.number().nullable(),
  latencyms: z.number().nullable(),
  error: z.string().nullable(),
  lastattemptat: z.iso.datetime().nullable(),
  deliveredat: z.iso.datetime().nullable(),
  createddate: z.iso.datetime(),
});
export type WebhookDeliveryRow = z.infer<typeof WebhookDeliveryRow>;

export const WebhookDeliveryList = z.object({ rows: z.array(WebhookDeliveryRow) });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WebhookDeliveryQuery = z.object({ id: id("id") });

export const WebhookSettings = z.object({
  allowprivateurls: z.boolean({ error: "allowprivateurls must be true or false." }),
});
export type WebhookSettings = z.infer<typeof WebhookSettings>;

/* ServiceChannel both ways (issue 33 §6): /api/workorder/servicechannelsync, …/retry. */

export const ServiceChannelSyncQuery = z.object({ workorderid: id("workorderid") });
export type ServiceChannelSyncQuery = z.infer<typeof ServiceChannelSyncQuery>;
export const ServiceChannelSyncRetryQuery = z.object({ id: id("id") });
export type ServiceChannelSyncRetryQuery = z.infer<typeof ServiceChannelSyncRetryQuery>;

export const SERVICECHANNEL_SYNC_KINDS = ["status", "checkin", "checkout", "note"] as const;
/**
 * superseded: a status update not sent because a newer change of the order already reached ServiceChannel (it
 * would have set ServiceChannel back to an older status; decision 0047-h33-sc-push).
 */
export const SERVICECHANNEL_SYNC_STATES = ["pending", "sending", "sent", "failed", "superseded"] as const;

export const ServiceChannelSyncItem = z.object({
  id: z.number(),
  kind: z.enum(SERVICECHANNEL_SYNC_KINDS),
  state: z.enum(SERVICECHANNEL_SYNC_STATES),
  attempts: z.number(),
  lasterror: z.string().nullable(),
  createdat: z.iso.datetime(),
  lastattemptat: z.iso.datetime().nullable(),
  sentat: z.iso.datetime().nullable(),
});
export type ServiceChannelSyncItem = z.infer<typeof ServiceChannelSyncItem>;

/** An order's sync state: its ServiceChannel work-order id (null: not linked), last sync, and the items. */
export const ServiceChannelSyncState = z.object({
  scworkorderid: z.number().nullable(),
  lastsyncat: z.iso.datetime().nullable(),
  items: z.array(ServiceChannelSyncItem),
  /** The caller may Retry (policy retryServiceChannelSync). */
  canretry: z.boolean(),
});
export type ServiceChannelSyncState = z.infer<typeof ServiceChannelSyncState>;
