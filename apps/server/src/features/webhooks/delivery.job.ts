import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { users, webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.ts";
import { nowOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { queueMail } from "../mail/index.ts";
import { WEBHOOK_DELIVERY_KIND, WEBHOOK_MAX_ATTEMPTS } from "./emit.ts";
import { postWebhook, type SendResult } from "./send.ts";
import { allowPrivateWebhookUrlsSql } from "./settings.ts";
import { signWebhook } from "./signature.ts";

/** Failed attempts in a row (any delivery) after which a subscription is turned off and Admins are told. */
export const WEBHOOK_DISABLE_AFTER = 10;

/** The delivery row after one attempt. */
const attemptOf = (result: SendResult, status: "delivered" | "failed" | "pending", now: Date) => ({
  status,
  attempts: sql`${webhookDeliveries.attempts} + 1`,
  responsecode: result.status,
  latencyms: result.latencyMs,
  error: result.error?.slice(0, 500) ?? null,
  lastattemptat: now,
  ...(result.ok ? { deliveredat: now } : {}),
});

/** Thrown to have the runner retry the delivery with back-off. */
class DeliveryFailed extends Error {}

const noticeAdmins = async (tx: DbOrTx, url: string, reason: string) => {
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(sql`'Admin' = any(${users.roles})`, eq(users.isactive, true), eq(users.blocked, false)));
  if (admins.length === 0) return;
  await queueMail(tx, {
    to: admins.map((a) => a.email),
    subject: "Webhook subscription disabled",
    html: `<p>The webhook subscription to <b>${escapeHtml(url)}</b> was turned off: ${escapeHtml(reason)}</p><p>Fix the receiver, then turn the subscription on again under Admin → Webhooks.</p>`,
  });
};

/**
 * Sends one delivery (issue 33): signed per Standard Webhooks with a fresh timestamp on every attempt and the
 * same `webhook-id`; a failure is recorded (status, latency, code) and thrown so the runner retries with
 * exponential back-off. WEBHOOK_DISABLE_AFTER failures in a row turn the subscription off with a notice.
 */
export const webhookDeliveryJob = (ctx: AppContext) =>
  defineJob({
    kind: WEBHOOK_DELIVERY_KIND,
    payload: z.object({ deliveryid: z.number().int().positive() }),
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    // A delivery mostly waits on the receiver (up to 10 s): eight at once keep 100 events/s flowing.
    concurrency: 8,
    run: async (job) => {
      const db = job.db;
      const [d] = await db
        .select({
          id: webhookDeliveries.id,
          status: webhookDeliveries.status,
          messageid: webhookDeliveries.messageid,
          body: webhookDeliveries.body,
          subscriptionid: webhookDeliveries.subscriptionid,
          url: webhookSubscriptions.url,
          secretsealed: webhookSubscriptions.secretsealed,
          isactive: webhookSubscriptions.isactive,
          consecutivefailures: webhookSubscriptions.consecutivefailures,
          // The Admin's testing switch, read in the same round trip (settings.ts holds the rule).
          allowprivate: allowPrivateWebhookUrlsSql,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionid))
        .where(eq(webhookDeliveries.id, job.payload.deliveryid));
      if (!d || d.status === "delivered" || d.status === "skipped") return { status: d?.status ?? "gone" };
      if (!d.isactive) {
        await db.update(webhookDeliveries).set({ status: "skipped" }).where(eq(webhookDeliveries.id, d.id));
        return { status: "skipped" };
      }
      const now = nowOf(ctx);
      const timestamp = Math.floor(now.getTime() / 1000);
      const secret = ctx.secrets.open(d.secretsealed);
      const result = await postWebhook(
        d.url,
        {
          "webhook-id": d.messageid,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signWebhook(secret, d.messageid, timestamp, d.body),
        },
        d.body,
        d.allowprivate,
      );
      const last = job.attempt >= WEBHOOK_MAX_ATTEMPTS;
      if (result.ok) {
        // A success is one statement: it touches the subscription only to end a run of failures, since writing
        // that row on every success made all of one subscription's deliveries wait for its row lock.
        await db
          .update(webhookDeliveries)
          .set(attemptOf(result, "delivered", now))
          .where(eq(webhookDeliveries.id, d.id));
        if (d.consecutivefailures !== 0)
          await db
            .update(webhookSubscriptions)
            .set({ consecutivefailures: 0 })
            .where(eq(webhookSubscriptions.id, d.subscriptionid));
        return { status: "delivered", responsecode: result.status };
      }
      const disabled = await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set(attemptOf(result, last ? "failed" : "pending", now))
          .where(eq(webhookDeliveries.id, d.id));
        const [sub] = await tx
          .update(webhookSubscriptions)
          .set({ consecutivefailures: sql`${webhookSubscriptions.consecutivefailures} + 1` })
          .where(eq(webhookSubscriptions.id, d.subscriptionid))
          .returning({
            failures: webhookSubscriptions.consecutivefailures,
            isactive: webhookSubscriptions.isactive,
          });
        if (!sub?.isactive || sub.failures < WEBHOOK_DISABLE_AFTER) return false;
        const reason = `${sub.failures} delivery attempts in a row failed (last: ${result.error ?? "no answer"}).`;
        await tx
          .update(webhookSubscriptions)
          .set({ isactive: false, disabledat: now, disabledreason: reason })
          .where(eq(webhookSubscriptions.id, d.subscriptionid));
        await tx.update(webhookDeliveries).set({ status: "failed" }).where(eq(webhookDeliveries.id, d.id));
        await noticeAdmins(tx, d.url, reason);
        return true;
      });
      if (disabled) return { status: "failed", disabled: true };
      throw new DeliveryFailed(result.error ?? "delivery failed");
    },
  });
