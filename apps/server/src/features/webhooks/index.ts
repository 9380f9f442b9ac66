/** What the webhooks feature offers (issue 33): its routes, and the one way a service emits an event. */
export { emitWebhookEvent } from "./emit.ts";
export { signWebhook, verifyWebhook } from "./signature.ts";
export { webhookRoutes } from "./webhooks.routes.ts";
