import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@fm/domain/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";

/** The job kind that sends one delivery (registered by webhookRoutes). */
export const WEBHOOK_DELIVERY_KIND = "webhook-delivery";
/** Attempts per delivery: 10 s, 20 s, 40 s … (the runner's back-off), about 21 minutes in all. */
export const WEBHOOK_MAX_ATTEMPTS = 8;

/** A new Standard Webhooks message id: kept on every retry and redelivery, so receivers drop duplicates. */
export const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/**
 * Issue 33: records that `type` happened, in the writer's transaction. Each active subscription to the event
 * gets a delivery row (outbox style) and a job that sends it, so an event exists exactly when the change
 * commits and survives a crash of the server. Services call it from their existing write paths.
 */
export const emitWebhookEvent = async (
  tx: DbOrTx,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<number> => {
  const subs = await tx
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.isactive, true), sql`${type} = any(${webhookSubscriptions.events})`));
  if (subs.length === 0) return 0;
  const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  const rows = await tx
    .insert(webhookDeliveries)
    .values(subs.map((s) => ({ subscriptionid: s.id, messageid: newMessageId(), eventtype: type, body })))
    .returning({ id: webhookDeliveries.id });
  for (const r of rows) {
    await insertJob(tx, WEBHOOK_DELIVERY_KIND, { deliveryid: r.id }, { maxAttempts: WEBHOOK_MAX_ATTEMPTS });
  }
  return rows.length;
};
